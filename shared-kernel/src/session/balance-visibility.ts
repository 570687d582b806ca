import { createStore, useStore } from 'zustand';
import { LocalKeys, safeStorage } from '../storage/storage-keys';
import { sessionStore } from './session-store';

const currentAccount = (): string | null => sessionStore.getState().info?.userName ?? null;

/** The stored choice belongs to the account that made it: another account on this browser starts with its balance shown. */
const hiddenFor = (account: string | null): boolean =>
  account !== null && safeStorage('local')?.getItem(LocalKeys.hideBalance) === account;

export interface BalanceVisibility {
  hidden: boolean;
  toggle(): void;
  /** Sign-out: the choice goes with the account that made it. */
  forget(): void;
}

/**
 * Hide/show of the balance, shared by the header, the member centre and the agent pages, and kept across
 * visits for the account that chose it (local storage holds that account's name, never a bare flag that
 * the next account to log in would inherit).
 */
export const balanceVisibility = createStore<BalanceVisibility>()((set, get) => ({
  hidden: hiddenFor(currentAccount()),
  toggle() {
    const hidden = !get().hidden;
    const account = currentAccount();
    if (hidden && account !== null) safeStorage('local')?.setItem(LocalKeys.hideBalance, account);
    else safeStorage('local')?.removeItem(LocalKeys.hideBalance);
    set({ hidden });
  },
  forget() {
    safeStorage('local')?.removeItem(LocalKeys.hideBalance);
    set({ hidden: false });
  },
}));

// A login, a sign-out or a lost session changes whose balance is on screen, and so whose choice applies.
sessionStore.subscribe((state, previous) => {
  const account = state.info?.userName ?? null;
  if (account !== (previous.info?.userName ?? null)) balanceVisibility.setState({ hidden: hiddenFor(account) });
});

export const useBalanceHidden = () => useStore(balanceVisibility, (s) => s.hidden);

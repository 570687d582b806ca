import { createStore, useStore } from 'zustand';
import { LocalKeys, safeStorage } from '../storage/storage-keys';

/** Hide/show of the balance, shared by the header and the member centre and kept across visits. */
export const balanceVisibility = createStore<{ hidden: boolean; toggle(): void }>()((set, get) => ({
  hidden: safeStorage('local')?.getItem(LocalKeys.hideBalance) === '1',
  toggle() {
    const hidden = !get().hidden;
    safeStorage('local')?.setItem(LocalKeys.hideBalance, hidden ? '1' : '0');
    set({ hidden });
  },
}));

export const useBalanceHidden = () => useStore(balanceVisibility, (s) => s.hidden);

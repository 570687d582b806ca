import { readJson, safeStorage } from '@mc/shared-kernel';

/** Session storage key of the withdraw form's draft (emptied with the rest of session storage at sign-out). */
export const WITHDRAW_DRAFT_KEY = 'MC_CASHIER_WITHDRAW_DRAFT';

/**
 * What the withdraw form keeps while the person binds a card or sets a payment password: the amount typed
 * and the card chosen. By construction nothing else: never the payment password.
 */
export interface WithdrawDraft {
  amount: string;
  cardId: string;
}

interface Stored extends WithdrawDraft {
  /** Whose draft it is: another member on this tab never sees it. */
  user: string;
}

const EMPTY: WithdrawDraft = { amount: '', cardId: '' };
const MAX_AMOUNT_TEXT = 32;

export function readWithdrawDraft(user: string): WithdrawDraft {
  const stored = readJson<Partial<Stored>>(safeStorage('session'), WITHDRAW_DRAFT_KEY);
  if (!stored || stored.user !== user) return EMPTY;
  const amount = typeof stored.amount === 'string' ? stored.amount.slice(0, MAX_AMOUNT_TEXT) : '';
  const cardId = typeof stored.cardId === 'string' ? stored.cardId : '';
  return { amount, cardId };
}

export function writeWithdrawDraft(user: string, draft: WithdrawDraft): void {
  const storage = safeStorage('session');
  try {
    if (draft.amount === '' && draft.cardId === '') storage?.removeItem(WITHDRAW_DRAFT_KEY);
    // Only the two named fields are written, whatever else the caller's object holds.
    else
      storage?.setItem(
        WITHDRAW_DRAFT_KEY,
        JSON.stringify({ user, amount: draft.amount, cardId: draft.cardId } satisfies Stored),
      );
  } catch {
    // Without storage the draft lives only as long as the page: the form still works.
  }
}

export function clearWithdrawDraft(): void {
  try {
    safeStorage('session')?.removeItem(WITHDRAW_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

import { readJson, safeStorage } from '@mc/shared-kernel';

/** Session storage key of the bind form's draft (emptied with the rest of session storage at sign-out). */
export const BIND_DRAFT_KEY = 'MC_CASHIER_BIND_CARD_DRAFT';

/**
 * What the bind form keeps if the page is reloaded (a phone may drop the tab while the person looks the
 * number up in a banking app): the bank and the payee name. Not the account number: it is only ever sent.
 */
export interface BindDraft {
  bankCode: string;
  payeeName: string;
}

const EMPTY: BindDraft = { bankCode: '', payeeName: '' };
const MAX_TEXT = 100;

export function readBindDraft(user: string): BindDraft {
  const stored = readJson<Partial<BindDraft & { user: string }>>(safeStorage('session'), BIND_DRAFT_KEY);
  if (!stored || stored.user !== user) return EMPTY;
  const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_TEXT) : '');
  return { bankCode: text(stored.bankCode), payeeName: text(stored.payeeName) };
}

export function writeBindDraft(user: string, draft: BindDraft): void {
  try {
    const storage = safeStorage('session');
    if (draft.bankCode === '' && draft.payeeName === '') storage?.removeItem(BIND_DRAFT_KEY);
    else
      storage?.setItem(BIND_DRAFT_KEY, JSON.stringify({ user, bankCode: draft.bankCode, payeeName: draft.payeeName }));
  } catch {
    // Without storage the draft lives as long as the page.
  }
}

export function clearBindDraft(): void {
  try {
    safeStorage('session')?.removeItem(BIND_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

import { readJson, safeStorage } from '@mc/shared-kernel';

/**
 * What the member typed on this screen, kept for the browser session so a trip elsewhere (or an error)
 * loses nothing. Amounts and choices only: the payment password is never stored.
 */
export interface WalletDraft {
  direction?: 'in' | 'out';
  vendor?: string;
  amount?: string;
  uplineAmount?: string;
}

const DRAFT_KEY = 'csh.wallet.draft';
const MAX_TEXT = 32;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined;

export function readDraft(): WalletDraft {
  const raw = readJson<Record<string, unknown>>(safeStorage('session'), DRAFT_KEY);
  if (!raw || typeof raw !== 'object') return {};
  return {
    direction: raw.direction === 'in' || raw.direction === 'out' ? raw.direction : undefined,
    vendor: text(raw.vendor),
    amount: text(raw.amount),
    uplineAmount: text(raw.uplineAmount),
  };
}

export function saveDraft(patch: WalletDraft): void {
  const storage = safeStorage('session');
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ ...readDraft(), ...patch }));
  } catch {
    // Without storage the draft lives only as long as the screen; nothing else depends on it.
  }
}

/** Browser storage keys the platform's sites share (docs/product.md, Limits and formats) and the few this client adds. */
export const SessionKeys = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  noticePop: 'NOTICE_POP',
  /**
   * The idempotency key of each money form whose outcome is not known yet, with its send time and whose it
   * is (never an amount, a password or a token). Kept through a lost session like the drafts.
   */
  pendingMoney: 'MC_PENDING_MONEY',
} as const;

/**
 * Session-storage keys under this prefix hold what a member typed in a form (never a password or a code),
 * tagged with whose it is. A lost session keeps them, so the member who logs in again finds the form as
 * they left it; signing out removes them with the rest of session storage.
 */
export const DRAFT_KEY_PREFIX = 'MC_DRAFT:';
export const draftKey = (name: string): string => `${DRAFT_KEY_PREFIX}${name}`;

/**
 * What a lost session (the platform expired it; not a sign-out) leaves in session storage: the drafts and
 * the money submissions not confirmed yet. Each names its owner, so only that member gets it back.
 */
export const keptThroughLostSession = (key: string): boolean =>
  key.startsWith(DRAFT_KEY_PREFIX) || key === SessionKeys.pendingMoney;

export const LocalKeys = {
  hideDownloadBar: 'hideDownloadBar',
  webClip: 'webClip',
  autoLogin: 'autoLogin',
  language: 'MC_LANGUAGE',
  hideBalance: 'MC_HIDE_BALANCE',
  rememberedCredentials: 'MC_REMEMBERED',
  bankList: 'MC_BANK_LIST',
} as const;

/** Storage can be unavailable (private mode, quota); the app keeps working without it. */
export function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    const s = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(storage: Storage | null, key: string): T | null {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

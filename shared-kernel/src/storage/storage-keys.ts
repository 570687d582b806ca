/** Browser storage keys the platform's sites share (docs/product.md, Limits and formats) and the few this client adds. */
export const SessionKeys = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  noticePop: 'NOTICE_POP',
  /** The idempotency key of each money form whose outcome is not known yet (keys only). */
  pendingMoney: 'MC_PENDING_MONEY',
} as const;

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

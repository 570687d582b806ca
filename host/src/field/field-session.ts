/**
 * The tab's anonymous session id for field reports: random, kept in sessionStorage (so a reload is the same
 * session, another tab another), naming nobody. Without storage (a private mode that refuses it) the page
 * keeps one of its own.
 */
export const SESSION_KEY = 'mc-field-session';
const VIEWS_KEY = 'mc-field-views';

function randomId(): string {
  const bytes = new Uint8Array(12);
  const crypto = globalThis.crypto;
  if (crypto?.getRandomValues) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const storageOf = (win: { sessionStorage?: Storage }): Storage | null => {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export interface FieldSession {
  id: string;
  /** True the first time `key` is seen in this session (a remote's version viewed). */
  firstTime(key: string): boolean;
}

export function fieldSession(
  win: { sessionStorage?: Storage } = globalThis as { sessionStorage?: Storage },
): FieldSession {
  const storage = storageOf(win);
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Full or refused: this page still remembers.
    }
  };
  let id = read(SESSION_KEY);
  if (!id || !/^[0-9a-f]{24}$/.test(id)) {
    id = randomId();
    write(SESSION_KEY, id);
  }
  let seen: string[] = [];
  try {
    const stored: unknown = JSON.parse(read(VIEWS_KEY) ?? '[]');
    if (Array.isArray(stored)) seen = stored.filter((key): key is string => typeof key === 'string');
  } catch {
    seen = [];
  }
  return {
    id,
    firstTime(key) {
      if (seen.includes(key)) return false;
      seen = [...seen, key].slice(-50);
      write(VIEWS_KEY, JSON.stringify(seen));
      return true;
    },
  };
}

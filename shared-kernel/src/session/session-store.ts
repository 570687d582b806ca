import { createStore, useStore } from 'zustand';
import { keptThroughLostSession, readJson, safeStorage, SessionKeys } from '../storage/storage-keys';

/** The session info kept in session storage under MC_SESSION_INFO. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type, from customerType at login. */
  type: number;
  firstTimeLogin?: boolean;
}

export interface SessionState {
  info: SessionInfo | null;
  /** Trial (free-play) user name; set only for a trial session. */
  trialName: string | null;
  login(info: SessionInfo, options?: { trial?: boolean }): void;
  /**
   * Ends the session and empties session storage; `keepDrafts` (a lost session, not a sign-out) keeps the
   * form drafts and the money submissions not confirmed yet.
   */
  clear(options?: { keepDrafts?: boolean }): void;
}

/** Types barred from the agent area. */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40];
/** Types exempt from contract prompts and dividend info. */
export const CONTRACT_EXEMPT_TYPES: readonly number[] = [4, 40, 41, 42];

export const isAgentType = (type: number | undefined): boolean => type !== undefined && !NON_AGENT_TYPES.includes(type);

function load(): Pick<SessionState, 'info' | 'trialName'> {
  const storage = safeStorage('session');
  const info = readJson<SessionInfo>(storage, SessionKeys.sessionInfo);
  const valid = info && typeof info.token === 'string' && info.token.length > 0 ? info : null;
  return { info: valid, trialName: valid ? (storage?.getItem(SessionKeys.trialName) ?? null) : null };
}

export const sessionStore = createStore<SessionState>()((set) => ({
  ...load(),
  login(info, options = {}) {
    const storage = safeStorage('session');
    storage?.setItem(SessionKeys.sessionInfo, JSON.stringify(info));
    if (options.trial) storage?.setItem(SessionKeys.trialName, info.userName);
    else storage?.removeItem(SessionKeys.trialName);
    set({ info, trialName: options.trial ? info.userName : null });
  },
  clear(options = {}) {
    // Sign-out empties session storage; a lost session keeps only the drafts and the pending money
    // submissions (each names its owner).
    const storage = safeStorage('session');
    const drafts: Array<[string, string]> = [];
    if (options.keepDrafts && storage) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        const value = key && keptThroughLostSession(key) ? storage.getItem(key) : null;
        if (key && value !== null) drafts.push([key, value]);
      }
    }
    storage?.clear();
    for (const [key, value] of drafts) storage?.setItem(key, value);
    set({ info: null, trialName: null });
  },
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

export const getToken = (): string | null => sessionStore.getState().info?.token ?? null;

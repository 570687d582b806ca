import { accountKey } from '../core/state';

/** Recent games kept per account (contract: newest first, no duplicates, at most 100). */
export const MAX_RECENT = 100;

/** Recently launched games: the play feature adds to them, the games feature lists them. */
export interface RecentState {
  /** Recently launched game nodeIds per account key, newest first, no duplicates. */
  recent: Map<string, string[]>;
}

export const seedRecentState = (): RecentState => ({ recent: new Map() });

/** Moves a launched game to the front of the account's recent list. */
export function rememberRecent(state: RecentState, username: string, nodeId: string): void {
  const key = accountKey(username);
  const list = (state.recent.get(key) ?? []).filter((id) => id !== nodeId);
  list.unshift(nodeId);
  state.recent.set(key, list.slice(0, MAX_RECENT));
}

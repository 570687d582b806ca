import { accountKey, type SimState } from '../core/state';

/** Recent games kept per account (contract: newest first, no duplicates, at most 100). */
export const MAX_RECENT = 100;

/** Moves a launched game to the front of the account's recent list. */
export function rememberRecent(state: SimState, username: string, nodeId: string): void {
  const key = accountKey(username);
  const list = (state.recent.get(key) ?? []).filter((id) => id !== nodeId);
  list.unshift(nodeId);
  state.recent.set(key, list.slice(0, MAX_RECENT));
}

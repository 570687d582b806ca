import { createStore, useStore } from 'zustand';

/**
 * Which attempt at each remote the page is on. A failed remote stays failed for the whole attempt (every
 * region of it shows its fallback, nothing is fetched again); Retry in any of those regions starts the
 * next attempt, and all of them load again.
 */
interface RemoteAttempts {
  attempts: Readonly<Record<string, number>>;
  attemptOf(remote: string): number;
  retry(remote: string): void;
}

export const remoteAttempts = createStore<RemoteAttempts>()((set, get) => ({
  attempts: {},
  attemptOf: (remote) => get().attempts[remote] ?? 0,
  retry: (remote) => set(({ attempts }) => ({ attempts: { ...attempts, [remote]: (attempts[remote] ?? 0) + 1 } })),
}));

export const useRemoteAttempt = (remote: string): number => useStore(remoteAttempts, (s) => s.attempts[remote] ?? 0);

/** How long a region waits for its remote before it offers Retry (the load goes on, and replaces it if it comes). */
export const REMOTE_DEADLINE_MS = 8000;

const replacedListeners = new Set<(remote: string) => void>();

/** Called when a remote moves to another release (retry-remote.ts): what the page cached of the old one goes. */
export function onRemoteReplaced(listener: (remote: string) => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

/** Tells the listeners that `remote` now loads from another release. */
export function remoteReplaced(remote: string): void {
  for (const listener of replacedListeners) listener(remote);
}

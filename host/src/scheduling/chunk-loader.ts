import { whenIdle } from './when-idle';

export interface ChunkLoader<T> {
  /** What the chunk brings: one load at a time; a failure is forgotten, so the next call tries again. */
  load(): Promise<T>;
  /** Loads it once the page is idle, so it is there when wanted (a failure is the next load's to report). */
  loadWhenIdle(): void;
  /** Tests start with nothing loaded. */
  forget(): void;
}

/** A chunk of the host's own that most pages never need, loaded on demand (`importChunk` names it). */
export function chunkLoader<T>(
  importChunk: () => Promise<T>,
  idle: { timeoutMs: number; fallbackMs?: number },
): ChunkLoader<T> {
  let pending: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (!pending) {
      const loading = importChunk();
      loading.catch(() => {
        pending = undefined;
      });
      pending = loading;
    }
    return pending;
  };
  return {
    load,
    loadWhenIdle: () => whenIdle(() => void load().catch(() => undefined), idle),
    forget: () => {
      pending = undefined;
    },
  };
}

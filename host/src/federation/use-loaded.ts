import { startTransition, useEffect, useReducer, useState } from 'react';

/** What loaded, by key, for the page's lifetime: a screen visited again renders at once. */
const loaded = new Map<string, unknown>();

/**
 * Records what `promise` brings under `key` as soon as it arrives, for `useLoaded` to read in the first render
 * that needs it: a screen warmed while the settings loaded then renders, with its header, in the app's very
 * first commit (otherwise that render would show the spinner without a header, and the header arriving a
 * moment later would push the page down).
 */
export function remember<T>(key: string, promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => loaded.set(key, value),
    () => undefined,
  );
  return promise;
}

/** Forgets what loaded under the keys `drop` picks (a remote moved to another release). */
export function forgetLoadedWhere(drop: (key: string) => boolean): void {
  for (const key of [...loaded.keys()]) if (drop(key)) loaded.delete(key);
}

/** Tests start from an empty cache. */
export function forgetLoaded(): void {
  loaded.clear();
}

/**
 * A remote's module read through state rather than Suspense: `undefined` while `load` runs, then its value;
 * a failure is thrown to the nearest error boundary. React holds back revealing a suspended region until
 * 300 ms after the last fallback it showed (and restarts the render for every chunk that lands meanwhile),
 * so a cold remote screen behind nested waits (routes, then its chunk, then its texts) sat idle for about
 * 600 ms with everything already loaded. A state update commits as soon as the load is done.
 *
 * `inSlices` renders the region's arrival as a transition (interruptible, in slices of a few milliseconds).
 * `load` should return one shared promise per key (the loaders cache theirs and forget failures), so a
 * region mounted again after a failure tries again, and one that loaded renders without waiting.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, { inSlices = false } = {}): T | undefined {
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [, wake] = useReducer((n: number) => n + 1, 0);
  const rendered = loaded.has(key);
  useEffect(() => {
    if (loaded.has(key)) {
      // Arrived between this render and its effect (remember()): render again to show it.
      if (!rendered) wake();
      return;
    }
    let live = true;
    load().then(
      (value) => {
        loaded.set(key, value);
        // A widget beside the page's content is rendered in slices (a transition), not in one long task;
        // a screen, the page's main content, is rendered at once.
        if (!live) return;
        if (inSlices) startTransition(wake);
        else wake();
      },
      (error: unknown) => {
        if (live) setFailure({ key, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- `load` is what the key names
  if (failure?.key === key) throw failure.error;
  return loaded.get(key) as T | undefined;
}

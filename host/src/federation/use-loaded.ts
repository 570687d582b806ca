import { startTransition, useEffect, useReducer, useState } from 'react';

/** What loaded, by key, for the page's lifetime: a screen visited again renders at once. */
const loaded = new Map<string, unknown>();

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
 * `load` should return one shared promise per key (the loaders cache theirs and forget failures), so a
 * region mounted again after a failure tries again, and one that loaded renders without waiting.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): T | undefined {
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [, wake] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (loaded.has(key)) return;
    let live = true;
    load().then(
      (value) => {
        loaded.set(key, value);
        // Rendered in slices (a transition), not in one task: a remote's region is rarely small.
        if (live) startTransition(wake);
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

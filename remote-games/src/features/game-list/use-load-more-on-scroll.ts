import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Spec section 9: the next page is asked for within 500 px of the bottom, at most once per second. */
export const LOAD_MORE_THRESHOLD_PX = 500;
export const LOAD_MORE_THROTTLE_MS = 1000;

/** True when the list's bottom edge is within `threshold` px below the viewport's bottom (or above it). */
export function shouldLoadMore({ scrollBottom, listBottom, threshold }: { scrollBottom: number; listBottom: number; threshold: number }): boolean {
  return listBottom - scrollBottom <= threshold;
}

export interface Throttled {
  (): void;
  cancel(): void;
}

/**
 * Runs `fn` at once, then at most once per `waitMs`; a call inside the window is not lost but runs when
 * the window ends (so a scroll that stops near the bottom still loads).
 */
export function throttle(fn: () => void, waitMs: number): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    if (timer !== null) return;
    const wait = last + waitMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return throttled;
}

interface LoadMoreOptions {
  /** False while a page is loading, after the last page, or after a failed page. */
  enabled: boolean;
  onLoadMore: () => void;
  /**
   * How much is loaded. A page can arrive so fast that loading never shows as disabled in between; a
   * change here checks again all the same (a page that does not fill the screen never scrolls).
   */
  loaded?: number;
}

/**
 * Calls `onLoadMore` when the bottom of `listRef` comes near the bottom of the window as the page
 * scrolls (the window is the scroller: the host's layout does not scroll inside a box), and again
 * whenever loading is enabled or more got loaded, because a page that does not fill the screen never scrolls.
 */
export function useLoadMoreOnScroll(listRef: RefObject<HTMLElement | null>, options: LoadMoreOptions): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  // Created once per mount so the one-second window holds across page loads, not per effect run.
  const check = useRef<(() => void) | null>(null);

  useEffect(() => {
    const nearBottom = () => {
      const list = listRef.current;
      return (
        latest.current.enabled &&
        list !== null &&
        shouldLoadMore({ scrollBottom: window.innerHeight, listBottom: list.getBoundingClientRect().bottom, threshold: LOAD_MORE_THRESHOLD_PX })
      );
    };
    // The throttle counts loads, not scroll events; a delayed run checks again because the list may have moved.
    const load = throttle(() => {
      if (nearBottom()) latest.current.onLoadMore();
    }, LOAD_MORE_THROTTLE_MS);
    const onScroll = () => {
      if (nearBottom()) load();
    };
    check.current = onScroll;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      load.cancel();
      check.current = null;
    };
  }, [listRef]);

  useEffect(() => {
    if (options.enabled) check.current?.();
  }, [options.enabled, options.loaded]);
}

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** The next page is asked for within 500 px of the bottom, at most once per second. */
export const LOAD_MORE_THRESHOLD_PX = 500;
export const LOAD_MORE_THROTTLE_MS = 1000;

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

/** The viewport grown downwards by the 500 px threshold: the end marker entering it means "near the bottom". */
const ROOT_MARGIN = `0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px`;

/**
 * Calls `onLoadMore` when `endRef` (a marker right under the list) comes within 500 px of the bottom of
 * the screen, at most once per second, and checks again whenever loading is enabled or more got loaded,
 * because a page that does not fill the screen never scrolls.
 *
 * An IntersectionObserver does the watching: the browser works out the position as part of drawing the
 * frame, where reading the list's position on each scroll event (or right after a page was added) made it
 * lay the page out again in the middle of the script — a long task on a slow phone.
 */
export function useLoadMoreOnScroll(endRef: RefObject<HTMLElement | null>, options: LoadMoreOptions): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  /** What the observer said last: is the marker within the threshold? */
  const near = useRef(false);
  // Created once per mount so the one-second window holds across page loads, not per observer.
  const load = useRef<Throttled | null>(null);

  useEffect(() => {
    // A delayed run checks again: the marker may have moved away, or loading been disabled, meanwhile.
    const throttled = throttle(() => {
      if (near.current && latest.current.enabled) latest.current.onLoadMore();
    }, LOAD_MORE_THROTTLE_MS);
    load.current = throttled;
    return () => {
      throttled.cancel();
      load.current = null;
    };
  }, []);

  const { enabled, loaded } = options;
  useEffect(() => {
    const end = endRef.current;
    // Every browser the site supports has IntersectionObserver; without it the list stays at its first page.
    if (!enabled || !end || typeof IntersectionObserver === 'undefined') return;
    // A new observer reports where the marker is right away, which is the "check again" after a page.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        near.current = entry.isIntersecting;
        if (near.current) load.current?.();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [endRef, enabled, loaded]);
}

/**
 * Asks for the game icons the list is about to show, one per task of its own, before their tiles exist.
 *
 * Asking for an image costs the main thread: on a 4× slower CPU 1–5 ms for a new request (up to 25 ms),
 * while asking again for one already loaded costs ~0.1 ms. A tile asks for its icon when it is styled,
 * which is in the task that adds its row (the grid lays new rows out at once): three new requests there
 * made that task long. Asked for here first, the tile's own request is the cheap second kind.
 */

/** Icons kept referenced until their tiles show them (an unreferenced image may leave the memory cache). */
export const KEPT_ICONS = 60;

const kept = new Map<string, HTMLImageElement>();
const queue: string[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function next(): void {
  timer = null;
  const url = queue.shift();
  if (url === undefined) return;
  if (!kept.has(url)) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    kept.set(url, image);
    if (kept.size > KEPT_ICONS) kept.delete(kept.keys().next().value as string);
  }
  schedule();
}

function schedule(): void {
  // A timer per icon, not a loop: each request is its own short task, never part of a frame.
  if (timer === null && queue.length > 0) timer = setTimeout(next, 0);
}

/** Replaces what is waiting with `urls` (the screen moved on: older guesses no longer matter). */
export function prefetchIcons(urls: readonly string[]): void {
  queue.length = 0;
  for (const url of urls) if (!kept.has(url)) queue.push(url);
  schedule();
}

/** For tests: forget everything. */
export function resetIconPrefetch(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  kept.clear();
  queue.length = 0;
}

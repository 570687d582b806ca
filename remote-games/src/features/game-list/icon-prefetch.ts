/**
 * Asks for the game icons the list is about to show, one per task of its own, before their tiles exist.
 *
 * Asking for an image costs the main thread: on a 4× slower CPU often 1–5 ms (up to 25 ms) when the browser
 * starts the request, ~0.1 ms when the image is already in its memory cache. A tile's lazy `<img>` asks in
 * the frame its row comes near the screen, on top of that frame's scrolling and painting: three icons of a
 * new row there were part of most long frames in traces. Asked for here first, each in a short task of its
 * own, the tile's request is the cheap kind.
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

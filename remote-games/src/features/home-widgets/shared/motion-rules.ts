/** The hot-match carousel loops, and so autoplays, only with more than one match. */
export function loopsWith(count: number): boolean {
  return count > 1;
}

export interface MotionContext {
  /** The content calls for motion at all (enough items to move through). */
  wanted: boolean;
  /** The person asked the system for less motion (`prefers-reduced-motion: reduce`). */
  reducedMotion: boolean;
  /** The tab is in the background (`document.hidden`); nothing should tick unseen. */
  pageHidden: boolean;
  /** The person paused it with the widget's own pause button. */
  paused: boolean;
}

/** Whether a carousel or auto-scrolling list moves on its own right now. */
export function movesOnItsOwn({ wanted, reducedMotion, pageHidden, paused }: MotionContext): boolean {
  return wanted && !reducedMotion && !pageHidden && !paused;
}

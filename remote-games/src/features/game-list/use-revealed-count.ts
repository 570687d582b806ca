import { useEffect, useState } from 'react';

/**
 * How many of `total` items to draw: a list that grows (a page arriving) shows `step` more per animation
 * frame until all are shown, so the rows a page adds near the screen are laid out and painted a row per
 * frame instead of all in one frame, which on a 4× slower CPU was a long task. The first items, and a
 * list that shrinks or starts again, show at once; or, from `initial` of them, the rest a step per frame.
 */
export function useRevealedCount(total: number, step: number, initial = total): number {
  const [shown, setShown] = useState(() => Math.min(initial, total));
  // Adjusted while rendering (not in an effect) so a shorter list never draws items it no longer has.
  if (total < shown || (shown === 0 && total > 0)) setShown(total);
  const current = Math.min(shown, total);

  useEffect(() => {
    if (current >= total) return;
    const frame = requestAnimationFrame(() => setShown(Math.min(total, current + Math.max(1, step))));
    return () => cancelAnimationFrame(frame);
  }, [current, total, step]);

  return current === 0 ? total : current;
}

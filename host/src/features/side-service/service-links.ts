/** Keeps the floating button between the header and the bottom menu (never over the menu). */
export function clampOffset(top: number, bounds: { min: number; max: number }): number {
  if (bounds.max < bounds.min) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, top));
}

/**
 * VIP progress as a whole percentage: floor(100 × progress), kept within 0..100; a missing or
 * non-numeric progress is 0. The epsilon keeps binary floating point from turning 0.29 × 100 = 28.999…
 * into 28. The member panel and the VIP benefits page both show this one figure.
 */
export const vipPercent = (progress: number | null | undefined): number => {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.floor(progress * 100 + 1e-9)));
};

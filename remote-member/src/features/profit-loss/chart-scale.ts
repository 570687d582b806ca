/**
 * Daily results (bigint cents) → bar geometry in SVG user units. The scaling is done in bigint so a
 * huge amount keeps its sign and proportion; only the final coordinate becomes a number.
 */

export interface DayValue {
  date: string;
  cents: bigint;
}

export type BarSign = 'profit' | 'loss' | 'even';

export interface ChartBar {
  date: string;
  cents: bigint;
  sign: BarSign;
  x: number;
  y: number;
  width: number;
  /** 0 for an even day (drawn as a mark on the baseline instead). */
  height: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  /** y of the zero line. */
  baseline: number;
  bars: ChartBar[];
  /** The largest profit and the largest loss of the period (as a positive amount), 0 when there is none. */
  maxProfit: bigint;
  maxLoss: bigint;
}

export interface ChartBox {
  width: number;
  height: number;
}

export const DEFAULT_BOX: ChartBox = { width: 320, height: 160 };
/** Room kept above and below the plot so a bar of the smallest visible height always fits. */
export const PLOT_PAD = 2;
/** A day with a result too small to see at this scale still shows a bar on its side of the line. */
export const MIN_BAR = 1;
/** Coordinates are kept to a thousandth of a unit. */
const PRECISION = 1000n;
/** Part of each day's slot the bar takes. */
const BAR_SHARE = 0.7;

const round = (n: number): number => Math.round(n * 1000) / 1000;

/** `part / whole` of `length`, computed in bigint (part ≤ whole, whole > 0). */
function share(length: number, part: bigint, whole: bigint): number {
  const scaled = BigInt(Math.round(length * Number(PRECISION)));
  return Number((scaled * part) / whole) / Number(PRECISION);
}

export function layoutChart(days: readonly DayValue[], box: ChartBox = DEFAULT_BOX): ChartLayout {
  if (!(box.width > 0) || !(box.height > 2 * PLOT_PAD + 2 * MIN_BAR)) throw new RangeError(`chart box too small: ${box.width}×${box.height}`);
  let maxProfit = 0n;
  let maxLoss = 0n;
  for (const { cents } of days) {
    if (cents > maxProfit) maxProfit = cents;
    if (-cents > maxLoss) maxLoss = -cents;
  }
  const plot = box.height - 2 * PLOT_PAD;
  const span = maxProfit + maxLoss;
  // Profits above the line, losses below, each side as tall as its largest amount needs; with nothing on
  // either side the line sits in the middle.
  const baseline = PLOT_PAD + (span === 0n ? plot / 2 : share(plot, maxProfit, span));
  const slot = days.length === 0 ? 0 : box.width / days.length;
  const barWidth = round(slot * BAR_SHARE);
  const bars = days.map(({ date, cents }, index): ChartBar => {
    const sign: BarSign = cents > 0n ? 'profit' : cents < 0n ? 'loss' : 'even';
    const x = round(index * slot + (slot - barWidth) / 2);
    if (sign === 'even') return { date, cents, sign, x, y: round(baseline), width: barWidth, height: 0 };
    const size = Math.max(MIN_BAR, share(plot, cents < 0n ? -cents : cents, span));
    return { date, cents, sign, x, y: round(sign === 'profit' ? baseline - size : baseline), width: barWidth, height: round(size) };
  });
  return { width: box.width, height: box.height, baseline: round(baseline), bars, maxProfit, maxLoss };
}

import type { Cents } from '@mc/shared-kernel';

/**
 * Daily results (integer cents) → bar geometry in SVG user units. Amounts are only compared; the one
 * division is of two amounts into a ratio of the plot's height, a coordinate kept to a thousandth of a
 * unit (not money: no cent is ever computed from it), so any amount keeps its sign and proportion.
 */

export interface DayValue {
  date: string;
  cents: Cents;
}

export type BarSign = 'profit' | 'loss' | 'even';

export interface ChartBar {
  date: string;
  cents: Cents;
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
  maxProfit: Cents;
  maxLoss: Cents;
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
const PRECISION = 1000;
/** Part of each day's slot the bar takes. */
const BAR_SHARE = 0.7;

const round = (n: number): number => Math.round(n * 1000) / 1000;

/**
 * `part / whole` of `length`, to the nearest thousandth (0 ≤ part ≤ whole, whole > 0). `whole` (a largest
 * profit plus a largest loss) may be past 2^53; the ratio of the two is still as close as a double gets.
 */
function share(length: number, part: number, whole: number): number {
  return Math.round(length * PRECISION * (part / whole)) / PRECISION;
}

export function layoutChart(days: readonly DayValue[], box: ChartBox = DEFAULT_BOX): ChartLayout {
  if (!(box.width > 0) || !(box.height > 2 * PLOT_PAD + 2 * MIN_BAR))
    throw new RangeError(`chart box too small: ${box.width}×${box.height}`);
  let maxProfit = 0;
  let maxLoss = 0;
  for (const { cents } of days) {
    if (cents > maxProfit) maxProfit = cents;
    if (-cents > maxLoss) maxLoss = -cents;
  }
  const plot = box.height - 2 * PLOT_PAD;
  const span = maxProfit + maxLoss;
  // Profits above the line, losses below, each side as tall as its largest amount needs; with nothing on
  // either side the line sits in the middle.
  const baseline = PLOT_PAD + (span === 0 ? plot / 2 : share(plot, maxProfit, span));
  const slot = days.length === 0 ? 0 : box.width / days.length;
  const barWidth = round(slot * BAR_SHARE);
  const bars = days.map(({ date, cents }, index): ChartBar => {
    const sign: BarSign = cents > 0 ? 'profit' : cents < 0 ? 'loss' : 'even';
    const x = round(index * slot + (slot - barWidth) / 2);
    if (sign === 'even') return { date, cents, sign, x, y: round(baseline), width: barWidth, height: 0 };
    const size = Math.max(MIN_BAR, share(plot, cents < 0 ? -cents : cents, span));
    return {
      date,
      cents,
      sign,
      x,
      y: round(sign === 'profit' ? baseline - size : baseline),
      width: barWidth,
      height: round(size),
    };
  });
  return { width: box.width, height: box.height, baseline: round(baseline), bars, maxProfit, maxLoss };
}

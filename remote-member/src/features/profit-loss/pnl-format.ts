import type { TFunction } from 'i18next';
import { formatCents, type Cents } from '@mc/shared-kernel';
import type { DayValue } from './chart-scale';

/** A result with its sign spelled out, so a profit reads "+12.00" and not only in green. */
export const signedMoney = (cents: Cents): string => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

export type ResultSign = 'profit' | 'loss' | 'even';
export const resultSign = (cents: Cents): ResultSign => (cents > 0 ? 'profit' : cents < 0 ? 'loss' : 'even');

/** The platform's category code in words; a category this client does not know keeps its code. */
export function categoryName(t: TFunction, code: string): string {
  return t(`categories.names.${code}`, { defaultValue: code });
}

export interface DaysOverview {
  profit: number;
  loss: number;
  even: number;
  best: DayValue | null;
  worst: DayValue | null;
}

/** Counts of days on each side and the best and worst day (the first one when several tie). */
export function daysOverview(days: readonly DayValue[]): DaysOverview {
  const overview: DaysOverview = { profit: 0, loss: 0, even: 0, best: null, worst: null };
  for (const day of days) {
    overview[resultSign(day.cents)] += 1;
    if (overview.best === null || day.cents > overview.best.cents) overview.best = day;
    if (overview.worst === null || day.cents < overview.worst.cents) overview.worst = day;
  }
  return overview;
}

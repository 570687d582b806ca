import { dayjs, type RuleFailure } from '@mc/shared-kernel';

/** Calendar days as the platform's reports take them (YYYY-MM-DD, both ends included). */
export interface DayRange {
  start: string;
  end: string;
}

export type QuickRangeId = 'today' | 'yesterday' | 'last7' | 'last30';
export const QUICK_RANGES: readonly QuickRangeId[] = ['today', 'yesterday', 'last7', 'last30'];

/**
 * Last 7 days by default: someone opening a record page usually looks for a recent deposit or
 * withdrawal that is not "today" only (weekends, pending orders from a few days ago), while a week
 * stays a short first page to load.
 */
export const DEFAULT_QUICK_RANGE: QuickRangeId = 'last7';

/** The longest custom range, counting both ends. */
export const MAX_RANGE_DAYS = 60;

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD (rejects 2024-02-30). */
export function isDay(text: string | null | undefined): text is string {
  return typeof text === 'string' && DAY_SHAPE.test(text) && dayjs(text).format('YYYY-MM-DD') === text;
}

const shift = (day: string, days: number): string => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

export function quickRange(id: QuickRangeId, today: string): DayRange {
  switch (id) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: shift(today, -1), end: shift(today, -1) };
    case 'last7':
      return { start: shift(today, -6), end: today };
    case 'last30':
      return { start: shift(today, -29), end: today };
  }
}

/** Which quick range a range is, if any (to mark its button as chosen). */
export function quickRangeOf(range: DayRange, today: string): QuickRangeId | null {
  return QUICK_RANGES.find((id) => {
    const candidate = quickRange(id, today);
    return candidate.start === range.start && candidate.end === range.end;
  }) ?? null;
}

export interface RangeErrors {
  start: RuleFailure | null;
  end: RuleFailure | null;
}

function dayError(day: string, today: string): RuleFailure | null {
  if (!isDay(day)) return { key: 'cashier:filter.errors.required' };
  if (day > today) return { key: 'cashier:filter.errors.future' };
  return null;
}

/** Messages (i18n keys) for the custom range, shown under the field they concern. */
export function validateRange(start: string, end: string, today: string): RangeErrors {
  const errors: RangeErrors = { start: dayError(start, today), end: dayError(end, today) };
  if (errors.start || errors.end) return errors;
  // Same-shaped ISO days compare correctly as strings.
  if (start > end) return { start: { key: 'cashier:filter.errors.order' }, end: null };
  if (dayjs(end).diff(dayjs(start), 'day') + 1 > MAX_RANGE_DAYS) {
    return { start: null, end: { key: 'cashier:filter.errors.tooLong', params: { max: MAX_RANGE_DAYS } } };
  }
  return errors;
}

export const isValidRange = (errors: RangeErrors): boolean => errors.start === null && errors.end === null;

export interface SearchRange {
  range: DayRange;
  /** The link named dates this page would not have accepted (a hand-edited link): the default is shown instead. */
  invalid: boolean;
}

/** The range in the URL, or the default when it names none (a first visit) or one we would not have accepted. */
export function rangeFromSearch(params: URLSearchParams, today: string): SearchRange {
  const start = params.get('start');
  const end = params.get('end');
  if (start !== null && end !== null && isValidRange(validateRange(start, end, today))) return { range: { start, end }, invalid: false };
  return { range: quickRange(DEFAULT_QUICK_RANGE, today), invalid: start !== null || end !== null };
}

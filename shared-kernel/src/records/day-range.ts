import { dayjs } from '@mc/shared-kernel';
import type { RuleFailure } from '@mc/shared-kernel';
import { NS } from './i18n/namespace';

/** Calendar days as the platform's reports take them (YYYY-MM-DD, both ends included). */
export interface DayRange {
  start: string;
  end: string;
}

/** `thisWeek` (Monday to today) and `thisMonth` (the 1st to today) are calendar ranges a screen may offer; not in the default set. */
export type QuickRangeId = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisWeek' | 'thisMonth';
export const QUICK_RANGES: readonly QuickRangeId[] = ['today', 'yesterday', 'last7', 'last30'];

/** How many days each quick range covers at most, counting both ends. */
const QUICK_RANGE_DAYS: Readonly<Record<QuickRangeId, number>> = {
  today: 1,
  yesterday: 1,
  last7: 7,
  last30: 30,
  thisWeek: 7,
  thisMonth: 31,
};

/** What a report screen lets people pick. Build one with `rangePolicy`, which checks it. */
export interface RangePolicy {
  /** The quick-range chips, in this order (none: only the custom dates). */
  quickRanges: readonly QuickRangeId[];
  /** Shown when the link names no dates, or dates this policy refuses. */
  defaultRange: QuickRangeId;
  /** The longest custom range, counting both ends. */
  maxDays: number;
}

/**
 * A screen's range policy, from the kit's defaults. It throws when the policy contradicts itself (a
 * quick range or default longer than `maxDays` would be refused when read back from the URL), so a
 * screen's first test fails rather than a member meeting a "dates were not valid" notice for a chip.
 */
export function rangePolicy(overrides: Partial<RangePolicy> = {}): RangePolicy {
  const policy: RangePolicy = {
    quickRanges: QUICK_RANGES,
    // Someone opening a record page usually looks for something recent that is not "today" only
    // (weekends, pending orders from a few days ago), while a week stays a short first page to load.
    defaultRange: 'last7',
    // As far back as the platform's reports are asked for today.
    maxDays: 60,
    ...overrides,
  };
  if (!Number.isInteger(policy.maxDays) || policy.maxDays < 1)
    throw new RangeError(`maxDays must be a whole number ≥ 1, not ${policy.maxDays}`);
  const tooLong = [...policy.quickRanges, policy.defaultRange].filter((id) => QUICK_RANGE_DAYS[id] > policy.maxDays);
  if (tooLong.length > 0)
    throw new RangeError(`quick ranges longer than maxDays (${policy.maxDays}): ${tooLong.join(', ')}`);
  return policy;
}

export const DEFAULT_RANGE_POLICY: RangePolicy = rangePolicy();

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD (rejects 2024-02-30). */
export function isDay(text: string | null | undefined): text is string {
  return typeof text === 'string' && DAY_SHAPE.test(text) && dayjs(text).format('YYYY-MM-DD') === text;
}

const shift = (day: string, days: number): string => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

export function quickRange(id: QuickRangeId, today: string): DayRange {
  if (id === 'yesterday') return { start: shift(today, -1), end: shift(today, -1) };
  // Weeks start on Monday (dayjs: 0 = Sunday).
  if (id === 'thisWeek') return { start: shift(today, -((dayjs(today).day() + 6) % 7)), end: today };
  if (id === 'thisMonth') return { start: `${today.slice(0, 8)}01`, end: today };
  return { start: shift(today, 1 - QUICK_RANGE_DAYS[id]), end: today };
}

/** Which of the offered quick ranges a range is, if any (to mark its chip as chosen). */
export function quickRangeOf(
  range: DayRange,
  today: string,
  offered: readonly QuickRangeId[] = QUICK_RANGES,
): QuickRangeId | null {
  return (
    offered.find((id) => {
      const candidate = quickRange(id, today);
      return candidate.start === range.start && candidate.end === range.end;
    }) ?? null
  );
}

export interface RangeErrors {
  start: RuleFailure | null;
  end: RuleFailure | null;
}

function dayError(day: string, today: string): RuleFailure | null {
  if (!isDay(day)) return { key: `${NS}:range.errors.required` };
  if (day > today) return { key: `${NS}:range.errors.future` };
  return null;
}

/** Messages (kernel i18n keys) for a custom range, each under the field it concerns. */
export function validateRange(
  start: string,
  end: string,
  today: string,
  maxDays: number = DEFAULT_RANGE_POLICY.maxDays,
): RangeErrors {
  const errors: RangeErrors = { start: dayError(start, today), end: dayError(end, today) };
  if (errors.start || errors.end) return errors;
  // Same-shaped ISO days compare correctly as strings.
  if (start > end) return { start: { key: `${NS}:range.errors.order` }, end: null };
  if (dayjs(end).diff(dayjs(start), 'day') + 1 > maxDays) {
    return { start: null, end: { key: `${NS}:range.errors.tooLong`, params: { max: maxDays } } };
  }
  return errors;
}

export const isValidRange = (errors: RangeErrors): boolean => errors.start === null && errors.end === null;

export interface SearchRange {
  range: DayRange;
  /** The link named dates the policy would not have accepted (a hand-edited link): the default is shown instead. */
  invalid: boolean;
}

/** The range in the URL (?start=&end=), or the default when it names none (a first visit) or one the policy refuses. */
export function rangeFromSearch(
  params: URLSearchParams,
  today: string,
  policy: RangePolicy = DEFAULT_RANGE_POLICY,
): SearchRange {
  const start = params.get('start');
  const end = params.get('end');
  if (start !== null && end !== null && isValidRange(validateRange(start, end, today, policy.maxDays))) {
    return { range: { start, end }, invalid: false };
  }
  return { range: quickRange(policy.defaultRange, today), invalid: start !== null || end !== null };
}

import dayjs from 'dayjs';

export type DateInput = number | string | Date;

/** The platform's query date shape (team KPI, reports). */
export const isoDay = (d: DateInput = Date.now()): string => dayjs(d).format('YYYY-MM-DD');
export const formatDateTime = (d: DateInput): string => dayjs(d).format('YYYY-MM-DD HH:mm:ss');
export const formatMonthDayTime = (d: DateInput): string => dayjs(d).format('MM/DD HH:mm');

/** Whole days between registration and now (member centre), never negative. */
export function daysSince(from: DateInput, now: DateInput = Date.now()): number {
  return Math.max(0, dayjs(now).startOf('day').diff(dayjs(from).startOf('day'), 'day'));
}

/** Greeting band of the agent home: morning 0-10h, early afternoon 11-14h, late afternoon 15-18h, evening after. */
export type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';
export function greetingFor(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'noon';
  if (hour <= 18) return 'afternoon';
  return 'evening';
}

export { dayjs };

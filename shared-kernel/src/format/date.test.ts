import { daysSince, formatMonthDayTime, greetingFor, isoDay } from './date';

describe('date formats', () => {
  it('formats platform query days and match times', () => {
    const d = new Date(2026, 10, 3, 9, 5, 0);
    expect(isoDay(d)).toBe('2026-11-03');
    expect(formatMonthDayTime(d)).toBe('11/03 09:05');
  });

  it('counts whole days since registration', () => {
    const now = new Date(2026, 10, 21, 1, 0);
    expect(daysSince(new Date(2026, 10, 20, 23, 59), now)).toBe(1);
    expect(daysSince(new Date(2026, 10, 21, 0, 1), now)).toBe(0);
    expect(daysSince(new Date(2027, 0, 1), now)).toBe(0);
  });

  it('picks the greeting by the boundaries 10, 14, 18', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(greetingFor)).toEqual([
      'morning',
      'morning',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });
});

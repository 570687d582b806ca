import {
  DEFAULT_RANGE_POLICY,
  isDay,
  quickRange,
  quickRangeOf,
  rangeFromSearch,
  rangePolicy,
  validateRange,
} from './day-range';

const today = '2026-03-10';

describe('quick ranges', () => {
  it('count back from today, both ends included', () => {
    expect(quickRange('today', today)).toEqual({ start: '2026-03-10', end: '2026-03-10' });
    expect(quickRange('yesterday', today)).toEqual({ start: '2026-03-09', end: '2026-03-09' });
    expect(quickRange('last7', today)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    // Across the end of February.
    expect(quickRange('last30', today)).toEqual({ start: '2026-02-09', end: '2026-03-10' });
  });

  it('calendar ranges: this week from Monday, this month from the 1st, to today', () => {
    // 2026-03-10 is a Tuesday.
    expect(quickRange('thisWeek', today)).toEqual({ start: '2026-03-09', end: '2026-03-10' });
    expect(quickRange('thisWeek', '2026-03-09')).toEqual({ start: '2026-03-09', end: '2026-03-09' });
    expect(quickRange('thisWeek', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(quickRange('thisMonth', today)).toEqual({ start: '2026-03-01', end: '2026-03-10' });
    expect(quickRange('thisMonth', '2026-01-31')).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(() => rangePolicy({ quickRanges: ['thisMonth'], defaultRange: 'today', maxDays: 30 })).toThrow(RangeError);
  });

  it('recognises a range that is a quick range', () => {
    expect(quickRangeOf({ start: '2026-03-04', end: '2026-03-10' }, today)).toBe('last7');
    expect(quickRangeOf({ start: '2026-03-05', end: '2026-03-10' }, today)).toBeNull();
  });

  it('recognises only the quick ranges a screen offers', () => {
    expect(quickRangeOf({ start: '2026-03-04', end: '2026-03-10' }, today, ['today', 'last30'])).toBeNull();
    expect(quickRangeOf({ start: today, end: today }, today, ['today', 'last30'])).toBe('today');
  });
});

describe('custom range validation', () => {
  it('accepts a range up to today', () => {
    expect(validateRange('2026-03-01', '2026-03-10', today)).toEqual({ start: null, end: null });
  });

  it('asks for a date when a field is empty or not a real day', () => {
    expect(validateRange('', '2026-03-10', today).start?.key).toBe('kernel-records:range.errors.required');
    expect(validateRange('2026-02-30', '2026-03-10', today).start?.key).toBe('kernel-records:range.errors.required');
    expect(validateRange('2026-03-01', '10/03/2026', today).end?.key).toBe('kernel-records:range.errors.required');
  });

  it('refuses future days, under the field that is in the future', () => {
    const errors = validateRange('2026-03-01', '2026-03-11', today);
    expect(errors.start).toBeNull();
    expect(errors.end?.key).toBe('kernel-records:range.errors.future');
  });

  it('refuses a start after the end, under the start', () => {
    expect(validateRange('2026-03-05', '2026-03-04', today)).toEqual({
      start: { key: 'kernel-records:range.errors.order' },
      end: null,
    });
  });

  it(`allows ${DEFAULT_RANGE_POLICY.maxDays} days by default and no more`, () => {
    // 2026-01-10 .. 2026-03-10 is 60 days counting both ends; one day earlier is 61.
    expect(validateRange('2026-01-10', today, today)).toEqual({ start: null, end: null });
    expect(validateRange('2026-01-09', today, today).end).toEqual({
      key: 'kernel-records:range.errors.tooLong',
      params: { max: 60 },
    });
  });

  it("allows the screen's own maximum", () => {
    expect(validateRange('2026-03-04', today, today, 7)).toEqual({ start: null, end: null });
    expect(validateRange('2026-03-03', today, today, 7).end).toEqual({
      key: 'kernel-records:range.errors.tooLong',
      params: { max: 7 },
    });
  });
});

describe('range from the URL', () => {
  it('reads a valid range', () => {
    expect(rangeFromSearch(new URLSearchParams('start=2026-03-01&end=2026-03-02'), today)).toEqual({
      range: { start: '2026-03-01', end: '2026-03-02' },
      invalid: false,
    });
  });

  it('takes the default quietly when the link names no dates', () => {
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual({
      range: quickRange('last7', today),
      invalid: false,
    });
    expect(rangeFromSearch(new URLSearchParams('page=2'), today)).toEqual({
      range: quickRange('last7', today),
      invalid: false,
    });
  });

  it.each([
    'start=2026-03-01',
    'end=2026-03-01',
    'start=2026-03-05&end=2026-03-01',
    'start=x&end=y',
    'start=2026-02-30&end=2026-03-01',
    'start=2026-03-01&end=2026-03-11',
    'start=2026-01-09&end=2026-03-10',
    'start=&end=',
  ])('falls back to the default for a bad "%s", and says so', (search) => {
    expect(rangeFromSearch(new URLSearchParams(search), today)).toEqual({
      range: quickRange('last7', today),
      invalid: true,
    });
  });

  it("follows the screen's policy: its default, its maximum", () => {
    const policy = rangePolicy({ quickRanges: ['today', 'yesterday'], defaultRange: 'today', maxDays: 7 });
    expect(rangeFromSearch(new URLSearchParams(''), today, policy)).toEqual({
      range: quickRange('today', today),
      invalid: false,
    });
    expect(rangeFromSearch(new URLSearchParams('start=2026-03-04&end=2026-03-10'), today, policy).invalid).toBe(false);
    expect(rangeFromSearch(new URLSearchParams('start=2026-03-03&end=2026-03-10'), today, policy)).toEqual({
      range: quickRange('today', today),
      invalid: true,
    });
  });

  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe('a range policy', () => {
  it('offers the four quick ranges, last 7 days first shown, 60 days at most by default', () => {
    expect(DEFAULT_RANGE_POLICY).toEqual({
      quickRanges: ['today', 'yesterday', 'last7', 'last30'],
      defaultRange: 'last7',
      maxDays: 60,
    });
  });

  it('refuses to contradict itself: a chip or a default its own maximum would refuse', () => {
    expect(() => rangePolicy({ maxDays: 7 })).toThrow(/last30/);
    expect(() => rangePolicy({ quickRanges: ['today'], defaultRange: 'last30', maxDays: 7 })).toThrow(/last30/);
    expect(() => rangePolicy({ maxDays: 0 })).toThrow(RangeError);
    expect(() => rangePolicy({ maxDays: 30.5 })).toThrow(RangeError);
    expect(rangePolicy({ quickRanges: ['today', 'last7'], maxDays: 7 }).maxDays).toBe(7);
  });
});

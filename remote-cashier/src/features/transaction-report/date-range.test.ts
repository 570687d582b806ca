import { DEFAULT_QUICK_RANGE, MAX_RANGE_DAYS, isDay, quickRange, quickRangeOf, rangeFromSearch, validateRange } from './date-range';

const today = '2026-03-10';

describe('quick ranges', () => {
  it('count back from today, both ends included', () => {
    expect(quickRange('today', today)).toEqual({ start: '2026-03-10', end: '2026-03-10' });
    expect(quickRange('yesterday', today)).toEqual({ start: '2026-03-09', end: '2026-03-09' });
    expect(quickRange('last7', today)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    // Across the end of February.
    expect(quickRange('last30', today)).toEqual({ start: '2026-02-09', end: '2026-03-10' });
  });

  it('recognises a range that is a quick range', () => {
    expect(quickRangeOf({ start: '2026-03-04', end: '2026-03-10' }, today)).toBe('last7');
    expect(quickRangeOf({ start: '2026-03-05', end: '2026-03-10' }, today)).toBeNull();
  });
});

describe('custom range validation', () => {
  it('accepts a range up to today', () => {
    expect(validateRange('2026-03-01', '2026-03-10', today)).toEqual({ start: null, end: null });
  });

  it('asks for a date when a field is empty or not a real day', () => {
    expect(validateRange('', '2026-03-10', today).start?.key).toBe('cashier:filter.errors.required');
    expect(validateRange('2026-02-30', '2026-03-10', today).start?.key).toBe('cashier:filter.errors.required');
    expect(validateRange('2026-03-01', '10/03/2026', today).end?.key).toBe('cashier:filter.errors.required');
  });

  it('refuses future days, under the field that is in the future', () => {
    const errors = validateRange('2026-03-01', '2026-03-11', today);
    expect(errors.start).toBeNull();
    expect(errors.end?.key).toBe('cashier:filter.errors.future');
  });

  it('refuses a start after the end, under the start', () => {
    expect(validateRange('2026-03-05', '2026-03-04', today)).toEqual({ start: { key: 'cashier:filter.errors.order' }, end: null });
  });

  it(`allows ${MAX_RANGE_DAYS} days and no more`, () => {
    // 2026-01-10 .. 2026-03-10 is 60 days counting both ends; one day earlier is 61.
    expect(validateRange('2026-01-10', today, today)).toEqual({ start: null, end: null });
    expect(validateRange('2026-01-09', today, today).end).toEqual({ key: 'cashier:filter.errors.tooLong', params: { max: 60 } });
  });
});

describe('range from the URL', () => {
  it('reads a valid range', () => {
    expect(rangeFromSearch(new URLSearchParams('start=2026-03-01&end=2026-03-02'), today)).toEqual({ range: { start: '2026-03-01', end: '2026-03-02' }, invalid: false });
  });

  it('takes the default quietly when the link names no dates', () => {
    expect(rangeFromSearch(new URLSearchParams(''), today)).toEqual({ range: quickRange(DEFAULT_QUICK_RANGE, today), invalid: false });
    expect(rangeFromSearch(new URLSearchParams('page=2'), today)).toEqual({ range: quickRange(DEFAULT_QUICK_RANGE, today), invalid: false });
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
    expect(rangeFromSearch(new URLSearchParams(search), today)).toEqual({ range: quickRange(DEFAULT_QUICK_RANGE, today), invalid: true });
  });

  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

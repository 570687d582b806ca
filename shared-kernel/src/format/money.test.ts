import { addCents, fitsInCents, formatCents, formatMoney, maskMoney, mulDivCents, toCents } from './money';

describe('money', () => {
  it('parses decimal strings exactly into cents', () => {
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1234.5')).toBe(123450);
    expect(toCents('-0.75')).toBe(-75);
    expect(toCents('10')).toBe(1000);
    expect(toCents('0.005')).toBe(1);
    expect(toCents('0.004')).toBe(0);
    expect(toCents('90071992547409.91')).toBe(9007199254740991);
  });

  it('rounds half away from zero on the third decimal, on the digits', () => {
    expect(toCents('0.015')).toBe(2);
    expect(toCents('0.0149999')).toBe(1);
    expect(toCents('-0.015')).toBe(-2);
    expect(toCents('-0.014')).toBe(-1);
    expect(toCents('1.005')).toBe(101); // 1.005 is 1.00499999999999989... as a float
    expect(toCents('2.675')).toBe(268);
    expect(toCents('0.995')).toBe(100);
    expect(toCents(1.005)).toBe(101);
  });

  it('never makes a negative zero', () => {
    expect(Object.is(toCents('-0.004'), 0)).toBe(true);
    expect(Object.is(toCents('-0'), 0)).toBe(true);
    expect(formatMoney('-0.00')).toBe('0.00');
    expect(formatMoney('-0.004')).toBe('0.00');
    expect(formatCents(-0)).toBe('0.00');
    expect(formatCents(addCents(toCents('-0.10'), toCents('0.10')))).toBe('0.00');
  });

  it('adds without floating-point drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addCents(toCents('0.10'), toCents('0.20'))).toBe(30);
    expect(formatCents(addCents(toCents('0.1'), toCents('0.2')))).toBe('0.30');
    expect(addCents()).toBe(0);
  });

  it('formats with two decimals and grouping', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney('-12.3')).toBe('-12.30');
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney('1000', { grouping: false })).toBe('1000.00');
  });

  it('formats cents', () => {
    expect(formatCents(123450)).toBe('1,234.50');
    expect(formatCents(-5)).toBe('-0.05');
    expect(formatCents(100000, { grouping: false })).toBe('1000.00');
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
    expect(formatCents(-Number.MAX_SAFE_INTEGER)).toBe('-90,071,992,547,409.91');
    expect(formatCents(9007199254740899)).toBe('90,071,992,547,408.99');
  });

  it('rejects what is not an amount', () => {
    expect(() => toCents('12,00')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  describe('past what a number holds exactly (Number.MAX_SAFE_INTEGER cents)', () => {
    it('reads up to the bound and throws a RangeError past it', () => {
      expect(toCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
      expect(toCents('-90071992547409.91')).toBe(-Number.MAX_SAFE_INTEGER);
      expect(toCents('90071992547409.905')).toBe(Number.MAX_SAFE_INTEGER);
      expect(() => toCents('90071992547409.92')).toThrow(RangeError);
      expect(() => toCents('-90071992547409.92')).toThrow(RangeError);
      expect(() => toCents('90071992547409.915')).toThrow(RangeError);
      expect(() => toCents('99999999999999999.99')).toThrow(RangeError);
      expect(() => toCents('9'.repeat(400))).toThrow(RangeError);
      expect(() => toCents(1e20)).toThrow(RangeError);
      expect(() => formatMoney('99999999999999999.99')).toThrow(RangeError);
    });

    it('tells API schemas which amounts fit', () => {
      expect(fitsInCents('90071992547409.91')).toBe(true);
      expect(fitsInCents('-90071992547409.91')).toBe(true);
      expect(fitsInCents('90071992547409.92')).toBe(false);
      expect(fitsInCents('abc')).toBe(false);
    });

    it('sums up to the bound and throws a RangeError past it', () => {
      expect(addCents(Number.MAX_SAFE_INTEGER - 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
      expect(addCents(Number.MAX_SAFE_INTEGER, -1, 1)).toBe(Number.MAX_SAFE_INTEGER);
      expect(() => addCents(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
      expect(() => addCents(-Number.MAX_SAFE_INTEGER, -1)).toThrow(RangeError);
      // The partial sum is checked, not only the last: 2^53 + 2 - 2 would come out one cent short.
      expect(() => addCents(Number.MAX_SAFE_INTEGER, 2, -2)).toThrow(RangeError);
    });

    it('takes only safe integers as cents', () => {
      expect(() => addCents(0.5)).toThrow(RangeError);
      expect(() => addCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
      expect(() => formatCents(0.5)).toThrow(RangeError);
      expect(() => formatCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
      expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    });
  });

  it('multiplies by a ratio exactly, rounding down or up', () => {
    expect(mulDivCents(12_345, 150, 10_000)).toBe(185); // 185.175
    expect(mulDivCents(12_345, 150, 10_000, 'up')).toBe(186);
    expect(mulDivCents(10_000, 150, 10_000, 'up')).toBe(150); // exact: nothing to round
    expect(mulDivCents(-12_345, 150, 10_000)).toBe(-185); // toward zero
    expect(mulDivCents(-12_345, 150, 10_000, 'up')).toBe(-186); // away from zero
    expect(Object.is(mulDivCents(-1, 1, 10_000), 0)).toBe(true);
    // cents × multiplier is past 2^53 here; the result is not, and is exact.
    expect(Number.MAX_SAFE_INTEGER * 3_333).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(mulDivCents(Number.MAX_SAFE_INTEGER, 3_333, 10_000)).toBe(3_002_099_511_605_172);
    expect(mulDivCents(Number.MAX_SAFE_INTEGER, 3_333, 10_000, 'up')).toBe(3_002_099_511_605_173);
  });

  it("throws a RangeError when the ratio's result is past the safe range, or the ratio is not of integers", () => {
    expect(() => mulDivCents(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
    expect(() => mulDivCents(Number.MAX_SAFE_INTEGER, 10_001, 10_000, 'up')).toThrow(RangeError);
    expect(() => mulDivCents(100, 1.5, 100)).toThrow(RangeError);
    expect(() => mulDivCents(100, 1, 0)).toThrow(RangeError);
  });

  it('masks digits only', () => {
    expect(maskMoney('1,234.50')).toBe('*,***.**');
  });
});

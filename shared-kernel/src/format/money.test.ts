import { addCents, formatMoney, maskMoney, toCents } from './money';

describe('money', () => {
  it('parses decimal strings exactly into cents', () => {
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-0.75')).toBe(-75n);
    expect(toCents('10')).toBe(1000n);
    expect(toCents('0.005')).toBe(1n);
    expect(toCents('0.004')).toBe(0n);
    expect(toCents('99999999999999999.99')).toBe(9999999999999999999n);
  });

  it('adds without floating-point drift', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point.
    expect(formatMoney(addCents(toCents('0.1'), toCents('0.2')))).toBe('0.30');
  });

  it('formats with two decimals and grouping', () => {
    expect(formatMoney('1234567.5')).toBe('1,234,567.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney('-12.3')).toBe('-12.30');
    expect(formatMoney(12)).toBe('12.00');
    expect(formatMoney('1000', { grouping: false })).toBe('1000.00');
  });

  it('rejects what is not an amount', () => {
    expect(() => toCents('12,00')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('masks digits only', () => {
    expect(maskMoney('1,234.50')).toBe('*,***.**');
  });
});

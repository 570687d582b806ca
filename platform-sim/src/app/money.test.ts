import { formatCents, parseMoney, scaledDecimal } from './money';

describe('money', () => {
  it('formats integer cents with two decimals', () => {
    expect(formatCents(0n)).toBe('0.00');
    expect(formatCents(5n)).toBe('0.05');
    expect(formatCents(123450n)).toBe('1234.50');
    expect(formatCents(-7n)).toBe('-0.07');
    expect(formatCents(900719925474099312n)).toBe('9007199254740993.12'); // beyond float precision
  });

  it('parses decimal strings exactly', () => {
    expect(parseMoney('1234.5')).toBe(123450n);
    expect(parseMoney('0.1') + parseMoney('0.2')).toBe(parseMoney('0.3'));
    expect(parseMoney('-3')).toBe(-300n);
    expect(() => parseMoney('1.234')).toThrow();
    expect(() => parseMoney('1e3')).toThrow();
    expect(() => parseMoney('')).toThrow();
  });

  it('round-trips', () => {
    for (const text of ['0.00', '0.01', '10.10', '99999999999.99']) expect(formatCents(parseMoney(text))).toBe(text);
  });

  it('scales decimals for exact comparisons', () => {
    expect(scaledDecimal('0.05', 4)).toBe(500n);
    expect(scaledDecimal('0.050', 4)).toBe(500n);
    expect(scaledDecimal('.5', 4)).toBeNull();
    expect(scaledDecimal('abc', 4)).toBeNull();
  });
});

import { formatCents, mulDiv, mulDivUp, parseMoney, quotient, scaledDecimal } from './money';

describe('money', () => {
  it('formats integer cents with two decimals', () => {
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123450)).toBe('1234.50');
    expect(formatCents(-7)).toBe('-0.07');
    expect(formatCents(-0)).toBe('0.00');
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91'); // the most a number holds exactly
  });

  it('throws rather than print cents a number does not hold exactly', () => {
    expect(() => formatCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => formatCents(0.5)).toThrow(RangeError);
  });

  it('parses decimal strings exactly', () => {
    expect(parseMoney('1234.5')).toBe(123450);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(parseMoney('0.1') + parseMoney('0.2')).toBe(parseMoney('0.3'));
    expect(parseMoney('-3')).toBe(-300);
    expect(Object.is(parseMoney('-0.00'), 0)).toBe(true);
    expect(() => parseMoney('1.234')).toThrow();
    expect(() => parseMoney('1e3')).toThrow();
    expect(() => parseMoney('')).toThrow();
  });

  it('parses up to Number.MAX_SAFE_INTEGER cents and throws a RangeError past it', () => {
    expect(parseMoney('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseMoney('90071992547409.92')).toThrow(RangeError);
    expect(() => parseMoney('9007199254740993.12')).toThrow(RangeError);
  });

  it('round-trips', () => {
    for (const text of ['0.00', '0.01', '10.10', '99999999999.99', '90071992547409.91'])
      expect(formatCents(parseMoney(text))).toBe(text);
  });

  it('scales decimals for exact comparisons', () => {
    expect(scaledDecimal('0.05', 4)).toBe(500);
    expect(scaledDecimal('0.050', 4)).toBe(500);
    expect(scaledDecimal('.5', 4)).toBeNull();
    expect(scaledDecimal('abc', 4)).toBeNull();
    expect(scaledDecimal('900719925474.0991', 4)).toBe(Number.MAX_SAFE_INTEGER);
    expect(scaledDecimal('900719925474.0992', 4)).toBeNull();
  });

  it('divides integers exactly, toward zero like integer division', () => {
    expect(quotient(7, 2)).toBe(3);
    expect(quotient(-7, 2)).toBe(-3);
    expect(quotient(9007199254740899, 100)).toBe(90071992547408);
    expect(mulDiv(12_345, 150, 10_000)).toBe(185); // 185.175, down
    expect(mulDiv(-12_345, 150, 10_000)).toBe(-185);
    expect(mulDivUp(12_345, 150, 10_000)).toBe(186); // up
    expect(mulDivUp(10_000, 150, 10_000)).toBe(150);
    // a × b is past 2^53 here, the result is not: still exact.
    expect(mulDiv(9_000_000_000_000_001, 3_000, 10_000)).toBe(2_700_000_000_000_000);
    expect(mulDivUp(9_000_000_000_000_001, 3_000, 10_000)).toBe(2_700_000_000_000_001);
    expect(() => mulDiv(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });
});

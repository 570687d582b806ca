/**
 * Money is held as integer cents in a plain `number` and only ever turned into text at the edge. Amounts
 * are read from their digits, never through binary floating point (0.1 + 0.2 drifts; 10 + 20 cents does
 * not), and only integer arithmetic touches them: +, -, * by an integer, comparisons, and the exact integer
 * divisions below. A `number` holds every integer exactly up to Number.MAX_SAFE_INTEGER (2^53 - 1 cents,
 * about 90 trillion kyat); whatever makes cents past that throws a RangeError rather than round.
 *
 * Integers in a `number`, like the client (whose browser floor has no arbitrary-precision integers): the
 * sim keeps the same arithmetic as the screens its tests run against it.
 */
export type Cents = number;

/** `value` when it is an integer a `number` holds exactly; a RangeError otherwise. */
export function safeInteger(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} is past the exact range of a number: ${String(value)}`);
  return value;
}

/** a / d toward zero, as integer division does: exact, `a - a % d` being a multiple of d. */
export function quotient(a: number, d: number): number {
  return (a - (a % d)) / d;
}

/**
 * a × b / d toward zero, exact even where a × b itself would be past 2^53: a = q·d + r, so the result is
 * q·b + (r·b) / d, with |r| < d. All three are safe integers, d > 0; a RangeError when the result is not.
 */
export function mulDiv(a: number, b: number, d: number): number {
  const r = a % d;
  return safeInteger(quotient(a, d) * b + quotient(r * b, d));
}

/** a × b / d rounded up, for a × b ≥ 0 (a fee, a price that must be covered): exact like `mulDiv`. */
export function mulDivUp(a: number, b: number, d: number): number {
  const r = a % d;
  return safeInteger(quotient(a, d) * b + quotient(r * b + d - 1, d));
}

/** 123450 → "1234.50", -5 → "-0.05". */
export function formatCents(cents: Cents): string {
  safeInteger(cents);
  const negative = cents < 0; // -0 is not below 0: it prints "0.00".
  const abs = negative ? -cents : cents;
  const fraction = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${String(quotient(abs, 100))}.${fraction}`;
}

const MONEY = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * "1234.5" → 123450. Throws on anything that is not a plain decimal with at most two places (a RangeError
 * when its cents are past Number.MAX_SAFE_INTEGER).
 */
export function parseMoney(text: string): Cents {
  const match = MONEY.exec(text.trim());
  if (!match) throw new Error(`not a money amount: ${JSON.stringify(text)}`);
  const [, sign, units = '0', fraction = ''] = match;
  const cents = safeInteger(
    Number(units) * 100 + Number(fraction.padEnd(2, '0')),
    `money amount ${JSON.stringify(text)}`,
  );
  return sign && cents !== 0 ? -cents : cents;
}

/**
 * Exact decimal → integer in units of 10^-scale ("0.05", 4 → 500). Returns null when it is not a decimal,
 * or when the integer is past what a `number` holds exactly.
 */
export function scaledDecimal(text: string, scale: number): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, units = '0', fraction = ''] = match;
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null;
  const value = Number(units) * 10 ** scale + Number(fraction.slice(0, scale).padEnd(scale, '0'));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * Money arrives from the platform as decimal strings ("1234.5", "-0.75"). It is held as integer cents
 * (minor units) in a plain `number`, read from the digits themselves and never through binary floating
 * point: 0.1 + 0.2 drifts to 0.30000000000000004, but 10 + 20 cents is exactly 30. Only integer arithmetic
 * touches cents (+, -, * by an integer, comparisons; % and an exact division by 100 to print them).
 *
 * Not JavaScript's arbitrary-precision integers: the site's browser floor (iOS 12.4 Safari, Chrome 70) has
 * none, and they can be neither transpiled nor polyfilled (eslint.config.mjs forbids them). A `number`
 * holds every integer exactly up to Number.MAX_SAFE_INTEGER (2^53 - 1 cents, about 90 trillion kyat);
 * past that an amount would be silently wrong, so whatever makes cents (toCents, addCents, mulDivCents)
 * throws a RangeError instead, and formatCents refuses what is not a safe integer.
 */
export type Cents = number;

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d+))?\s*$/;

/** Throws when `cents` is not an integer that a `number` holds exactly. */
export function assertSafeCents(cents: number, what = 'amount'): Cents {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${what} out of the exact range of cents: ${String(cents)}`);
  return cents;
}

/**
 * A decimal amount (the platform's string, or a JSON number read by its shortest decimal form) in cents.
 * Throws a RangeError when it is not an amount, or when its cents are past Number.MAX_SAFE_INTEGER.
 */
export function toCents(amount: string | number): Cents {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount;
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  // Round half away from zero on the third decimal, on the digits themselves.
  const padded = (fraction + '000').slice(0, 3);
  // Each step is exact while the result is a safe integer; once it is not, it stays not (rounding is monotonic).
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  assertSafeCents(cents, `amount ${JSON.stringify(amount)}`);
  // Negating 0 gives -0: a sign on zero cents is dropped.
  return sign && cents !== 0 ? -cents : cents;
}

/**
 * Whether a decimal amount reads into cents a `number` holds exactly (toCents would not throw): for API
 * schemas, so that such an answer is malformed at the edge rather than a screen that throws as it draws.
 */
export function fitsInCents(amount: string): boolean {
  try {
    toCents(amount);
    return true;
  } catch {
    return false;
  }
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError('not a finite amount');
  // Integers from JSON are exact; a fractional number is read by its shortest decimal form.
  return n.toFixed(Math.min(20, Math.max(0, (String(n).split('.')[1] ?? '').length)));
}

/** The exact sum of cents; a RangeError when any of them, or any partial sum, is past the safe range. */
export function addCents(...values: Cents[]): Cents {
  let total = 0;
  for (const value of values) {
    assertSafeCents(value);
    // Checked at each step: a partial sum past 2^53 may already have been rounded.
    total = assertSafeCents(total + value, 'sum');
  }
  return total;
}

/**
 * `cents × multiplier / divisor` (a fee, a bonus, a conversion: a rate in hundredths of a percent over
 * 10 000), rounded `down` (toward zero) or `up` (away from zero). Exact even where cents × multiplier would
 * be past 2^53: cents = q × divisor + r, so the result is q × multiplier + r × multiplier / divisor, with
 * r < divisor. Integers only; a RangeError when the result is past the safe range.
 */
export function mulDivCents(
  cents: Cents,
  multiplier: number,
  divisor: number,
  rounding: 'down' | 'up' = 'down',
): Cents {
  assertSafeCents(cents);
  if (!Number.isSafeInteger(multiplier) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`not an integer ratio: ${String(multiplier)} / ${String(divisor)}`);
  }
  const negative = cents < 0 !== multiplier < 0;
  const a = Math.abs(cents);
  const m = Math.abs(multiplier);
  const r = a % divisor;
  const rest = assertSafeCents(r * m, 'remainder × multiplier');
  const restRemainder = rest % divisor;
  let result = assertSafeCents(((a - r) / divisor) * m, 'product') + (rest - restRemainder) / divisor;
  if (rounding === 'up' && restRemainder !== 0) result += 1;
  assertSafeCents(result, 'product');
  return negative && result !== 0 ? -result : result;
}

/** 123450 → "1,234.50", -5 → "-0.05"; a RangeError for what is not a safe integer of cents. */
export function formatCents(cents: Cents, options: { grouping?: boolean } = {}): string {
  assertSafeCents(cents);
  const negative = cents < 0; // -0 is not below 0: it prints "0.00".
  const abs = negative ? -cents : cents;
  const fraction = abs % 100;
  // `abs - fraction` is a multiple of 100, so the division is exact.
  const whole = String((abs - fraction) / 100);
  const grouped = options.grouping === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${String(fraction).padStart(2, '0')}`;
}

/** A decimal amount as money: "1234567.5" → "1,234,567.50" (cents go through `formatCents`). */
export function formatMoney(amount: string | number | null | undefined, options: { grouping?: boolean } = {}): string {
  if (amount === null || amount === undefined || amount === '') return '0.00';
  return formatCents(toCents(amount), options);
}

/** Digits become asterisks when the member hides the balance. */
export function maskMoney(formatted: string): string {
  return formatted.replace(/\d/g, '*');
}

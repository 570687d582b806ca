/**
 * Money arrives from the platform as decimal strings ("1234.5", "-0.75"). It is held as integer
 * cents in a bigint and never touches binary floating point.
 */
const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d+))?\s*$/;

export function toCents(amount: string | number | bigint): bigint {
  if (typeof amount === 'bigint') return amount * 100n;
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount;
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  // Round half away from zero on the third decimal, on the digits themselves.
  const padded = (fraction + '000').slice(0, 3);
  let cents = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1n;
  return sign && cents !== 0n ? -cents : cents;
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError('not a finite amount');
  // Integers from JSON are exact; a fractional number is read by its shortest decimal form.
  return n.toFixed(Math.min(20, Math.max(0, (String(n).split('.')[1] ?? '').length)));
}

export function addCents(...values: bigint[]): bigint {
  return values.reduce((a, b) => a + b, 0n);
}

/** "1234567.5" → "1,234,567.50". */
export function formatMoney(amount: string | number | bigint | null | undefined, options: { grouping?: boolean } = {}): string {
  if (amount === null || amount === undefined || amount === '') return '0.00';
  const cents = typeof amount === 'bigint' ? amount : toCents(amount);
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = (abs / 100n).toString();
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const grouped = options.grouping === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction}`;
}

/** Digits become asterisks when the member hides the balance. */
export function maskMoney(formatted: string): string {
  return formatted.replace(/\d/g, '*');
}

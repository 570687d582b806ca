/**
 * Money is held as integer cents in `bigint` and only ever turned into text at the edge.
 * No floating-point arithmetic touches an amount anywhere in the sim.
 */
export type Cents = bigint;

/** 123450n → "1234.50", -5n → "-0.05". */
export function formatCents(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const units = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units.toString()}.${fraction}`;
}

const MONEY = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n. Throws on anything that is not a plain decimal with at most two places. */
export function parseMoney(text: string): Cents {
  const match = MONEY.exec(text.trim());
  if (!match) throw new Error(`not a money amount: ${JSON.stringify(text)}`);
  const [, sign, units = '0', fraction = ''] = match;
  const cents = BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign ? -cents : cents;
}

/** Exact decimal → integer in units of 10^-scale ("0.05", 4 → 500). Returns null when it is not a decimal. */
export function scaledDecimal(text: string, scale: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, units = '0', fraction = ''] = match;
  if (fraction.length > scale && /[1-9]/.test(fraction.slice(scale))) return null;
  return BigInt(units) * 10n ** BigInt(scale) + BigInt(fraction.slice(0, scale).padEnd(scale, '0') || '0');
}

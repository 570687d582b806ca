import type { Rule } from '@mc/shared-kernel';

/** The platform's game categories, in the order the rebate screens list them. */
export const REBATE_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
export const isRebateCategory = (value: unknown): value is RebateCategory => (REBATE_CATEGORIES as readonly unknown[]).includes(value);

/** The form field holding a category's rate. */
export type RateField = `rate_${RebateCategory}`;
export const rateField = (category: RebateCategory): RateField => `rate_${category}`;

const RATE = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "0.8" / "0.80" → 80n (hundredths of a percent); null for anything else (negative, 3 decimals, text). */
export function parseRate(text: string): bigint | null {
  const match = RATE.exec(text.trim());
  if (!match) return null;
  const [, units = '0', fraction = ''] = match;
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 80n → "0.80". */
export const formatRate = (hundredths: bigint): string => `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;

const NS = 'agent:openAccount.rate.';

/**
 * A rate the agent gives: a percent from 0 to its own rate (`max`), with at most two decimals. Each wrong
 * shape has its own message, so the person knows what to change.
 */
export function rateRules(max: bigint): Rule[] {
  return [
    (value) => (value.trim() === '' ? { key: `${NS}required` } : null),
    (value) => (/^\s*-/.test(value) ? { key: `${NS}negative` } : null),
    (value) => (/^\s*\d+\.\d{3,}\s*$/.test(value) ? { key: `${NS}decimals` } : null),
    (value) => (parseRate(value) === null ? { key: `${NS}format` } : null),
    (value) => ((parseRate(value) ?? 0n) > max ? { key: `${NS}ceiling`, params: { max: formatRate(max) } } : null),
  ];
}

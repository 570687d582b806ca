import type { FieldRules, Rule, RuleFailure } from '@mc/shared-kernel';
import { REBATE_CATEGORIES, type Rates, type RebateCategory } from './api/get-rebates';

const NS = 'agent:rebateSettings.errors';

/** A typed percent in hundredths of a percent ("0.8" → 80n), or null when it is not a plain number. */
export function toHundredths(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths of a percent as the platform writes them ("0.80"). */
export const formatRate = (hundredths: bigint): string => `${(hundredths / 100n).toString()}.${(hundredths % 100n).toString().padStart(2, '0')}`;

/**
 * A rate field's rules, in the order a person fixes them: something typed, a number, not negative, at
 * most two decimals, not above the agent's own rate, not below what a sub-agent already gives below.
 */
export function rateRules(ceiling: string, floor: string | null): Rule[] {
  const max = toHundredths(ceiling) ?? 0n;
  const min = floor === null ? 0n : (toHundredths(floor) ?? 0n);
  return [
    (value) => (value.trim() === '' ? { key: `${NS}.empty` } : null),
    (value) => (/^-?\s*\d+(\.\d+)?$/.test(value.trim()) ? null : { key: `${NS}.number` }),
    (value) => (value.trim().startsWith('-') ? { key: `${NS}.negative` } : null),
    (value) => (/\.\d{3,}$/.test(value.trim()) ? { key: `${NS}.decimals` } : null),
    (value) => ((toHundredths(value) ?? 0n) > max ? { key: `${NS}.aboveCeiling`, params: { ceiling } } : null),
    (value) => (min > 0n && (toHundredths(value) ?? 0n) < min ? { key: `${NS}.belowFloor`, params: { floor: formatRate(min) } } : null),
  ];
}

/** One rule list per category (a module-stable object per ceiling and floor: memoise it). */
export function ratesRules(ceiling: Rates, floor: Rates | null): FieldRules<RebateCategory> {
  return Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, rateRules(ceiling[c], floor?.[c] ?? null)])) as FieldRules<RebateCategory>;
}

/** The typed values as the platform takes them (two decimals); call only once every field passes. */
export function toRates(values: Record<RebateCategory, string>): Rates {
  return Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, formatRate(toHundredths(values[c]) ?? 0n)])) as Rates;
}

const FORMAT_REASONS: Record<string, string> = { empty: 'empty', number: 'number', decimals: 'decimals', negative: 'negative' };

/** The field a platform refusal is about and its message, or null when it is about no one field. */
export function fieldOfRefusal(code: string, value: unknown): { field: RebateCategory; failure: RuleFailure } | null {
  const v = (value ?? {}) as { category?: unknown; ceiling?: unknown; floor?: unknown; reason?: unknown };
  const field = (REBATE_CATEGORIES as readonly unknown[]).includes(v.category) ? (v.category as RebateCategory) : null;
  if (field === null) return null;
  if (code === 'rebate.above.ceiling') return { field, failure: { key: `${NS}.aboveCeiling`, params: { ceiling: String(v.ceiling ?? '') } } };
  if (code === 'rebate.below.floor') return { field, failure: { key: `${NS}.belowFloor`, params: { floor: String(v.floor ?? '') } } };
  if (code === 'rebate.format') return { field, failure: { key: `${NS}.${FORMAT_REASONS[String(v.reason)] ?? 'number'}` } };
  return null;
}

import type { FieldRules, RuleFailure } from '@mc/shared-kernel';
import {
  formatRate,
  parseRate,
  rateRefusal,
  rateRules,
  REBATE_CATEGORIES,
  type RebateCategory,
} from '../../rebate-rates/rates';
import type { Rates } from './api/get-rebates';

/** One rule list per category (a module-stable object per ceiling and floor: memoise it). */
export function ratesRules(ceiling: Rates, floor: Rates | null): FieldRules<RebateCategory> {
  return Object.fromEntries(
    REBATE_CATEGORIES.map((c) => [c, rateRules(parseRate(ceiling[c]) ?? 0, floor ? (parseRate(floor[c]) ?? 0) : null)]),
  ) as FieldRules<RebateCategory>;
}

/** The typed values as the platform takes them (two decimals); call only once every field passes. */
export function toRates(values: Record<RebateCategory, string>): Rates {
  return Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, formatRate(parseRate(values[c]) ?? 0)])) as Rates;
}

/** The field a platform refusal is about and its message, or null when it is about no one field. */
export function fieldOfRefusal(code: string, value: unknown): { field: RebateCategory; failure: RuleFailure } | null {
  const refusal = rateRefusal(code, value);
  return refusal && { field: refusal.category, failure: refusal.failure };
}

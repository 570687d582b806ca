import type { Rule, RuleFailure } from '@mc/shared-kernel';

/**
 * Team rebate rates as every agent screen handles them (open account, invitation links, rebate settings):
 * percents with at most two decimals on the wire ("0.80"), hundredths of a percent in between (an integer
 * in a `number`, read from the digits, so a rate never drifts as a binary float would), one set of rules and
 * one set of messages.
 */

/** The platform's game categories, in the order the rebate screens list them. */
export const REBATE_CATEGORIES = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
export type RebateCategory = (typeof REBATE_CATEGORIES)[number];
export const isRebateCategory = (value: unknown): value is RebateCategory =>
  (REBATE_CATEGORIES as readonly unknown[]).includes(value);

/** "0.8" / "0.80" → 80 (hundredths of a percent); null for anything else (negative, 3 decimals, text). */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  // At most five whole digits: far inside what a `number` holds exactly.
  return Number(match[1] as string) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 80 → "0.80" (an integer number of hundredths; `- % 100` makes the division by 100 exact). */
export const formatRate = (hundredths: number): string =>
  `${String((hundredths - (hundredths % 100)) / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

const NS = 'agent:rates.errors';

/**
 * A rate field's rules, in the order a person fixes them: something typed, a number, not negative, at most
 * two decimals, not above `ceiling` (the agent's own rate), not below `floor` (what a sub-agent already
 * gives below it), each with its own message.
 */
export function rateRules(ceiling: number, floor: number | null = null): Rule[] {
  return [
    (value) => (value.trim() === '' ? { key: `${NS}.empty` } : null),
    (value) => (/^-?\s*\d+(\.\d+)?$/.test(value.trim()) ? null : { key: `${NS}.number` }),
    (value) => (value.trim().startsWith('-') ? { key: `${NS}.negative` } : null),
    (value) => (/\.\d{3,}$/.test(value.trim()) ? { key: `${NS}.decimals` } : null),
    (value) =>
      (parseRate(value) ?? 0) > ceiling
        ? { key: `${NS}.aboveCeiling`, params: { ceiling: formatRate(ceiling) } }
        : null,
    (value) =>
      floor !== null && floor > 0 && (parseRate(value) ?? 0) < floor
        ? { key: `${NS}.belowFloor`, params: { floor: formatRate(floor) } }
        : null,
  ];
}

const FORMAT_REASONS = new Set(['empty', 'number', 'decimals', 'negative']);

/** The category a platform refusal of a rate is about and its message; null when it is not about one rate. */
export function rateRefusal(code: string, value: unknown): { category: RebateCategory; failure: RuleFailure } | null {
  const v = (typeof value === 'object' && value !== null ? value : {}) as {
    category?: unknown;
    ceiling?: unknown;
    floor?: unknown;
    reason?: unknown;
  };
  if (!isRebateCategory(v.category)) return null;
  const category = v.category;
  if (code === 'rebate.above.ceiling')
    return { category, failure: { key: `${NS}.aboveCeiling`, params: { ceiling: String(v.ceiling ?? '') } } };
  if (code === 'rebate.below.floor')
    return { category, failure: { key: `${NS}.belowFloor`, params: { floor: String(v.floor ?? '') } } };
  if (code === 'rebate.format')
    return {
      category,
      failure: { key: `${NS}.${FORMAT_REASONS.has(String(v.reason)) ? String(v.reason) : 'number'}` },
    };
  return null;
}

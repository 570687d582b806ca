import { formatBasisPoints } from '../core/cashier';
import { SimError } from '../core/errors';
import { REBATE_CATEGORIES, type Account, type RebateCategory, type RebateRates, type CoreState } from '../core/state';
import { directDownlines } from '../core/team';

/** A rate as the screens send it: a percent with at most two decimals ("0.8", "1.20"), never negative. */
const RATE = /^\d{1,5}(\.\d{1,2})?$/;

/** Percent string → hundredths of a percent; why it is refused otherwise (the client checks the same). */
export function parseRate(raw: unknown): number | 'empty' | 'number' | 'decimals' | 'negative' {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return 'empty';
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string') return 'number';
  const value = text.trim();
  if (/^-\s*\d/.test(value)) return 'negative';
  if (/^\d+\.\d{3,}$/.test(value)) return 'decimals';
  if (!RATE.test(value)) return 'number';
  const [units = '0', fraction = ''] = value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

export const formatRates = (rates: RebateRates): Record<RebateCategory, string> =>
  Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, formatBasisPoints(rates[c])])) as Record<RebateCategory, string>;

export const zeroRates = (): RebateRates => Object.fromEntries(REBATE_CATEGORIES.map((c) => [c, 0])) as RebateRates;

/** The rates `account`'s team rebate scheme gives it (none outside a scheme: all zero). */
export const ownRates = (account: Account): RebateRates => account.rebates?.own ?? zeroRates();

/**
 * The lowest rates a downline agent may be set to: per category the highest rate it already gives below
 * (its direct downlines' own rates and its defaults for new ones), so nobody under it ends up above it.
 * A member (no downlines, no defaults) has no floor.
 */
export function floorOf(state: CoreState, account: Account): RebateRates {
  const floor = zeroRates();
  const given = [
    ...directDownlines(state, account.username).map(ownRates),
    ...(account.rebates?.downlineDefaults ? [account.rebates.downlineDefaults] : []),
  ];
  for (const rates of given) for (const c of REBATE_CATEGORIES) if (rates[c] > floor[c]) floor[c] = rates[c];
  return floor;
}

/**
 * A whole set of rates from a request body: every category, each a valid percent within [floor, ceiling].
 * Refusals name the category and the bound (rebate.format, rebate.above.ceiling, rebate.below.floor).
 */
export function checkRates(
  raw: unknown,
  ceiling: RebateRates,
  floor: RebateRates,
  field: 'rates' | 'defaults',
): RebateRates {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new SimError('rebate.format', { value: { field, category: null, reason: 'missing' } });
  const body = raw as Record<string, unknown>;
  const unknown = Object.keys(body).find((key) => !(REBATE_CATEGORIES as readonly string[]).includes(key));
  if (unknown !== undefined)
    throw new SimError('rebate.format', { value: { field, category: unknown, reason: 'category' } });
  const rates = zeroRates();
  for (const category of REBATE_CATEGORIES) {
    const parsed = parseRate(body[category]);
    if (typeof parsed === 'string') throw new SimError('rebate.format', { value: { field, category, reason: parsed } });
    if (parsed > ceiling[category])
      throw new SimError('rebate.above.ceiling', {
        value: { field, category, ceiling: formatBasisPoints(ceiling[category]) },
      });
    if (parsed < floor[category])
      throw new SimError('rebate.below.floor', {
        value: { field, category, floor: formatBasisPoints(floor[category]) },
      });
    rates[category] = parsed;
  }
  return rates;
}

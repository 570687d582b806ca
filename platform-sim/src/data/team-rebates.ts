import { REBATE_CATEGORIES, type AccountRebates, type RebateRates } from '../core/state';

/** Rates in category order (SPORTS, LIVE, RNG, FISH, PVP, LOTT, INHOUSE), hundredths of a percent. */
export function rebateRates(...bp: [number, number, number, number, number, number, number]): RebateRates {
  return Object.fromEntries(REBATE_CATEGORIES.map((category, i) => [category, bp[i] as number])) as RebateRates;
}

/** The seeded team's rebates: each level's rates at most those of the agent above it. */
export const SEEDED_REBATES: Readonly<Record<string, AccountRebates>> = {
  agent01: {
    own: rebateRates(150, 120, 180, 180, 100, 800, 100),
    downlineDefaults: rebateRates(80, 60, 100, 100, 50, 500, 50),
  },
  agent02: {
    own: rebateRates(100, 80, 120, 120, 70, 650, 70),
    downlineDefaults: rebateRates(60, 40, 80, 80, 40, 400, 40),
  },
  demo01: { own: rebateRates(80, 60, 100, 100, 50, 500, 50), downlineDefaults: null },
  member04: { own: rebateRates(50, 40, 60, 60, 30, 300, 30), downlineDefaults: null },
};

/** A new account's rebates: the defaults its agent gives new downlines, or none without an agent. */
export function newAccountRebates(
  upline: { rebates: AccountRebates | null } | undefined,
  isAgent: boolean,
): AccountRebates | null {
  const defaults = upline?.rebates?.downlineDefaults;
  if (!defaults) return null;
  return { own: { ...defaults }, downlineDefaults: isAgent ? { ...defaults } : null };
}

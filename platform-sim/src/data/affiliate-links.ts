import { isAgentType } from '../core/auth';
import { REBATE_CATEGORIES, type Account, type AffiliateLink, type CoreState, type RebateRates } from '../core/state';
import { ownRates } from './rebate-rates';

/*
 * Joining an agent's team: the account type and rebates of a downline an agent opens (agent-register
 * feature), or of a member who registers with one of its invitation links (account feature).
 */

/** The account type of a downline an agent opens: a member, or a sub-agent (type 2, like agent02 under agent01). */
export const DOWNLINE_TYPES = { MEMBER: 0, AGENT: 2 } as const;
export type DownlineKind = keyof typeof DOWNLINE_TYPES;

/** The most the agent may give below: its own rates (an agent without rebates gives nothing). */
export const ceilingOf = (agent: Account): RebateRates => ownRates(agent);

/** A downline's team rebates: its own rates, and for a sub-agent the same as the defaults of its new downlines. */
export const downlineRebates = (rates: RebateRates, kind: DownlineKind) => ({
  own: { ...rates },
  downlineDefaults: kind === 'AGENT' ? { ...rates } : null,
});

/** The link a registration code belongs to, if it is one (codes are case-insensitive). */
export function linkByCode(state: CoreState, code: string | undefined): AffiliateLink | undefined {
  if (code === undefined) return undefined;
  const wanted = code.trim().toUpperCase();
  return state.affiliateLinks.list.find((link) => link.code === wanted);
}

/**
 * A registration through a link: the link's type and rates, never above what its agent may give today
 * (an agent's own rates can have been lowered since the link was made).
 */
export function linkTerms(
  state: CoreState,
  link: AffiliateLink,
): { agent: Account; type: number; rebates: Account['rebates'] } | null {
  const agent = state.accounts.get(link.agent);
  if (!agent || agent.disabled || !isAgentType(agent.type)) return null;
  const ceiling = ceilingOf(agent);
  const rates = Object.fromEntries(
    REBATE_CATEGORIES.map((c) => [c, link.rebates[c] < ceiling[c] ? link.rebates[c] : ceiling[c]]),
  ) as RebateRates;
  return { agent, type: DOWNLINE_TYPES[link.memberType], rebates: downlineRebates(rates, link.memberType) };
}

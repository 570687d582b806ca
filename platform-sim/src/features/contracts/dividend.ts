import { formatBasisPoints, shareOf } from '../../core/cashier';
import { formatCents, type Cents } from '../../core/money';
import { accountKey, type Account, type LedgerType } from '../../core/state';
import { teamOf } from '../../core/team';
import { formatDay, dayNumber, DAY_MS } from '../../core/dates';
import type { DividendContract, DividendPeriod } from './terms';
import type { State } from './state';

/** How far back the dividend page goes: 12 half-months or 6 months. */
const PERIODS_BACK: Readonly<Record<DividendPeriod, number>> = { HALF_MONTH: 12, MONTH: 6 };

/** What the platform spends on the team besides payouts; a period's team profit is net of it. */
const TEAM_COSTS: ReadonlySet<LedgerType> = new Set(['REBATE', 'BONUS', 'PROMOTION', 'REWARD']);

export type DividendStatus = 'PENDING' | 'PAID' | 'NOT_REACHED';

export interface PeriodSpan {
  id: string;
  /** First and last UTC day, inclusive. */
  startDay: number;
  endDay: number;
}

export interface TeamFigures {
  teamProfit: Cents;
  validBets: Cents;
  activeMembers: number;
}

/** The period of `kind` that holds `day`: the 1st–15th and 16th–last of a month, or the whole month. */
export function periodOf(kind: DividendPeriod, day: number): PeriodSpan {
  const date = new Date(day * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const first = dayNumber(Date.UTC(year, month, 1));
  const last = dayNumber(Date.UTC(year, month + 1, 1)) - 1;
  const monthId = formatDay(first).slice(0, 7);
  if (kind === 'MONTH') return { id: monthId, startDay: first, endDay: last };
  return date.getUTCDate() <= 15
    ? { id: `${monthId}-1`, startDay: first, endDay: first + 14 }
    : { id: `${monthId}-2`, startDay: first + 15, endDay: last };
}

/**
 * The team's figures from its members' own records between two instants: settled bets (valid bets, and
 * stakes less payouts), less the rebates, bonuses, promotions and rewards credited to them; a member is
 * active with at least one settled valid bet.
 */
export function teamFigures(team: readonly Account[], from: number, to: number): TeamFigures {
  let teamProfit = 0;
  let validBets = 0;
  let activeMembers = 0;
  for (const member of team) {
    let active = false;
    for (const order of member.orders) {
      if (order.status !== 'SETTLED' || order.settledAt === null || order.settledAt < from || order.settledAt > to)
        continue;
      teamProfit += order.betAmount - order.payout;
      validBets += order.validBet;
      if (order.validBet > 0) active = true;
    }
    for (const entry of member.ledger) {
      if (TEAM_COSTS.has(entry.type) && entry.createdAt >= from && entry.createdAt <= to) teamProfit -= entry.amount;
    }
    if (active) activeMembers += 1;
  }
  return { teamProfit, validBets, activeMembers };
}

/** The highest tier (1-based level) both figures reach, or null. */
export function tierReached(contract: DividendContract, figures: TeamFigures): number | null {
  let reached: number | null = null;
  contract.tiers.forEach((tier, index) => {
    if (figures.teamProfit >= tier.teamProfit && figures.activeMembers >= tier.activeMembers) reached = index + 1;
  });
  return reached;
}

/** The newest dividend contract the agent had accepted by `at`. */
function termsAt(contracts: readonly DividendContract[], at: number): DividendContract | null {
  return contracts.find((c) => c.status === 'ACCEPTED' && c.answeredAt !== null && c.answeredAt <= at) ?? null;
}

/**
 * The agent's dividend periods, newest first: the current one (figures so far, PENDING) and the closed
 * ones back to the first accepted contract, each under the terms accepted by its end (or by now). A closed
 * period that reached a tier is PAID, one that did not is NOT_REACHED.
 */
export function dividendPeriods(state: State, agent: Account, now: number) {
  const contracts = (state.contracts.get(accountKey(agent.username))?.dividend ?? []) as DividendContract[];
  const inForce = termsAt(contracts, now);
  if (!inForce) return [];
  const team = teamOf(state, agent.username).map((m) => m.account);
  const rows = [];
  let day = dayNumber(now);
  for (let n = 0; n < PERIODS_BACK[inForce.period]; n += 1) {
    const span = periodOf(inForce.period, day);
    const start = span.startDay * DAY_MS;
    const end = (span.endDay + 1) * DAY_MS - 1;
    const current = end >= now;
    const terms = termsAt(contracts, Math.min(end, now));
    if (!terms) break;
    const figures = teamFigures(team, start, Math.min(end, now));
    const level = tierReached(terms, figures);
    const rateBp = level === null ? null : terms.tiers[level - 1]!.rateBp;
    const amount = rateBp === null ? 0 : shareOf(figures.teamProfit, rateBp);
    const status: DividendStatus = current ? 'PENDING' : amount > 0 ? 'PAID' : 'NOT_REACHED';
    rows.push({
      periodId: span.id,
      period: inForce.period,
      startDate: formatDay(span.startDay),
      endDate: formatDay(span.endDay),
      current,
      contractId: terms.id,
      teamProfit: formatCents(figures.teamProfit),
      validBets: formatCents(figures.validBets),
      activeMembers: figures.activeMembers,
      tier: level,
      rate: rateBp === null ? null : formatBasisPoints(rateBp),
      amount: formatCents(amount),
      status,
    });
    day = span.startDay - 1;
  }
  return rows;
}

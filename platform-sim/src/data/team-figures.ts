import { shareOf } from '../core/cashier';
import type { Cents } from '../core/money';
import { accountKey, REBATE_CATEGORIES, type Account, type BetOrder, type CoreState } from '../core/state';
import { teamOf, type TeamMember } from '../core/team';
import { dayNumber } from '../core/dates';
import { matchingOrders, type OrdersQuery } from './bet-records';
import { memberPnl } from './pnl';
import { ownRates } from './rebate-rates';

/** One team member's profit and loss over a period, from the member's own P&L (data/pnl.ts). */
export interface TeamPnlRow {
  username: string;
  level: number;
  deposits: Cents;
  withdrawals: Cents;
  bets: Cents;
  validBets: Cents;
  payouts: Cents;
  /** What the platform gave: promotions and bonuses, rebates, rewards. */
  bonuses: Cents;
  /**
   * The platform's result on the member (the house's view): what the member lost in play less what the
   * platform gave, i.e. −(the member's own net result). Positive: the team lost this much to the platform.
   */
  profit: Cents;
  orderCount: number;
}

export type TeamPnlTotals = Omit<TeamPnlRow, 'username' | 'level'> & { members: number };

/** Members below `agent` (all levels); `username`, when given, narrows it to that one member of the team. */
export function teamMembers(state: CoreState, agent: Account, username: string | null): TeamMember[] {
  const team = teamOf(state, agent.username);
  if (username === null) return team;
  return team.filter((m) => accountKey(m.account.username) === accountKey(username));
}

const hasActivity = (row: TeamPnlRow): boolean =>
  row.orderCount > 0 ||
  [row.deposits, row.withdrawals, row.bets, row.payouts, row.bonuses, row.profit].some((v) => v !== 0);

/**
 * Each member with anything in the period (level, then username); the others would be rows of zeros and
 * change no total.
 */
export function teamPnl(team: readonly TeamMember[], start: number, end: number): TeamPnlRow[] {
  return team
    .map(({ account, level }) => {
      const pnl = memberPnl(account, start, end);
      return {
        username: account.username,
        level,
        deposits: pnl.deposits,
        withdrawals: pnl.withdrawals,
        bets: pnl.bets,
        validBets: pnl.validBets,
        payouts: pnl.payouts,
        bonuses: pnl.promotions + pnl.rebates + pnl.rewards,
        profit: -pnl.netResult,
        orderCount: pnl.orderCount,
      };
    })
    .filter(hasActivity)
    .sort((a, b) => a.level - b.level || a.username.localeCompare(b.username));
}

export function teamPnlTotals(rows: readonly TeamPnlRow[]): TeamPnlTotals {
  const totals: TeamPnlTotals = {
    members: rows.length,
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    validBets: 0,
    payouts: 0,
    bonuses: 0,
    profit: 0,
    orderCount: 0,
  };
  for (const row of rows) {
    totals.deposits += row.deposits;
    totals.withdrawals += row.withdrawals;
    totals.bets += row.bets;
    totals.validBets += row.validBets;
    totals.payouts += row.payouts;
    totals.bonuses += row.bonuses;
    totals.profit += row.profit;
    totals.orderCount += row.orderCount;
  }
  return totals;
}

/** A team order: the member's order and whose it is. */
export interface TeamOrder {
  username: string;
  order: BetOrder;
}

/** The team's orders matching the betting record's filters, newest first. */
export function teamOrders(team: readonly TeamMember[], q: Omit<OrdersQuery, 'pageNo' | 'pageSize'>): TeamOrder[] {
  return team
    .flatMap(({ account }) => matchingOrders(account, q).map((order) => ({ username: account.username, order })))
    .sort((a, b) => b.order.createdAt - a.order.createdAt || a.order.orderNo.localeCompare(b.order.orderNo));
}

/** One member's part of the agent's rebate income. */
export interface RebateIncomeRow {
  username: string;
  level: number;
  /** The account right under the agent through which the member belongs to the team (itself at level 1). */
  via: string;
  validBet: Cents;
  income: Cents;
}

/** The direct downline of `agent` on the way up from `account` (the account itself when it is direct). */
function branchOf(state: Pick<CoreState, 'accounts'>, agent: Account, account: Account): Account {
  const agentKey = accountKey(agent.username);
  let current = account;
  for (let guard = 0; guard < 1000 && current.upline !== null && current.upline !== agentKey; guard += 1) {
    const up = state.accounts.get(current.upline);
    if (!up) break;
    current = up;
  }
  return current;
}

/** Settled orders placed in [start, end] carry the valid bets that earn rebate (as the manual rebate counts them). */
const earns = (order: BetOrder, start: number, end: number): boolean => {
  const day = dayNumber(order.createdAt);
  return order.status === 'SETTLED' && order.validBet > 0 && day >= start && day <= end;
};

/**
 * The agent's rebate income (the difference scheme): on each member's valid bets of a category the agent
 * earns its own rate less the rate of the account right under it on the way to the member — the member's
 * own rate for a direct downline; for a member of a sub-agent's team the sub-agent's rate (the sub-agent
 * earns the next difference down, so each slice is paid once). Per member and category, valid bets ×
 * difference rounded down to the cent; a difference below zero earns nothing.
 */
export function rebateIncome(
  state: Pick<CoreState, 'accounts'>,
  agent: Account,
  team: readonly TeamMember[],
  start: number,
  end: number,
): RebateIncomeRow[] {
  const own = ownRates(agent);
  return team
    .map(({ account, level }) => {
      const branch = branchOf(state, agent, account);
      const below = ownRates(branch);
      let validBet = 0;
      let income = 0;
      for (const category of REBATE_CATEGORIES) {
        const valid = account.orders
          .filter((o) => o.category === category && earns(o, start, end))
          .reduce((sum, o) => sum + o.validBet, 0);
        const difference = own[category] - below[category];
        validBet += valid;
        if (difference > 0) income += shareOf(valid, difference);
      }
      return { username: account.username, level, via: branch.username, validBet, income };
    })
    .filter((row) => row.validBet > 0)
    .sort((a, b) => a.level - b.level || a.username.localeCompare(b.username));
}

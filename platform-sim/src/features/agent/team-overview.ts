import { isAgentType, requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { formatCents, type Cents } from '../../core/money';
import { dateRange } from '../../core/params';
import type { Routes } from '../../core/router';
import type { Account, CoreState } from '../../core/state';
import { teamOf } from '../../core/team';
import { dayNumber, formatDay } from '../../core/dates';
import { memberPnl } from '../../data/pnl';

/** The longest period the team overview answers, counting both ends (about a quarter). */
export const TEAM_OVERVIEW_MAX_DAYS = 92;

/** KPI A, the team's people: who joined, paid in for the first time, played, is here, came by. */
export interface TeamKpiA {
  /** Everyone in the team now (all levels). */
  teamSize: number;
  registrations: number;
  /** Members whose first deposit ever was made in the period. */
  firstDeposits: number;
  /** Members with at least one bet placed in the period. */
  activeMembers: number;
  /** Members with a live session now (whatever the period). */
  onlineNow: number;
  /** Members who logged in on a day of the period. */
  logins: number;
}

/** KPI B, the team's money in and out. */
export interface TeamKpiB {
  deposits: Cents;
  withdrawals: Cents;
  bets: Cents;
  validBets: Cents;
}

/** KPI C, the team's result (a member's view, as each member's own profit and loss shows it). */
export interface TeamKpiC {
  payouts: Cents;
  /** payouts − settled stakes. */
  winLoss: Cents;
  /** Promotions, bonuses, rebates and rewards the platform paid the team. */
  bonuses: Cents;
  /** winLoss + bonuses: the sum of the members' net results. */
  teamProfit: Cents;
}

export interface TeamOverview {
  a: TeamKpiA;
  b: TeamKpiB;
  c: TeamKpiC;
}

function firstDepositDay(account: Account): number | null {
  let first: number | null = null;
  for (const entry of account.ledger) {
    if (entry.type !== 'DEPOSIT') continue;
    if (first === null || entry.createdAt < first) first = entry.createdAt;
  }
  return first === null ? null : dayNumber(first);
}

/**
 * The team overview of `agent` over whole UTC days [start, end]: every figure is a sum over the accounts of
 * its team (all levels, core/team.ts teamOf), each member's money exactly as its own profit and loss has it.
 */
export function teamOverview(state: CoreState, agent: string, start: number, end: number): TeamOverview {
  const inPeriod = (day: number): boolean => day >= start && day <= end;
  const a: TeamKpiA = { teamSize: 0, registrations: 0, firstDeposits: 0, activeMembers: 0, onlineNow: 0, logins: 0 };
  const b: TeamKpiB = { deposits: 0, withdrawals: 0, bets: 0, validBets: 0 };
  const c: TeamKpiC = { payouts: 0, winLoss: 0, bonuses: 0, teamProfit: 0 };
  for (const { account } of teamOf(state, agent)) {
    a.teamSize += 1;
    if (inPeriod(dayNumber(account.regDate))) a.registrations += 1;
    const firstDeposit = firstDepositDay(account);
    if (firstDeposit !== null && inPeriod(firstDeposit)) a.firstDeposits += 1;
    // Login days and "online" are kept on the account (every login adds its day); the home counters use them too.
    if (account.online) a.onlineNow += 1;
    if ([...account.loginDays].some(inPeriod)) a.logins += 1;
    const pnl = memberPnl(account, start, end);
    if (pnl.orderCount > 0) a.activeMembers += 1;
    b.deposits += pnl.deposits;
    b.withdrawals += pnl.withdrawals;
    b.bets += pnl.bets;
    b.validBets += pnl.validBets;
    c.payouts += pnl.payouts;
    c.winLoss += pnl.winLoss;
    c.bonuses += pnl.promotions + pnl.rebates + pnl.rewards;
    c.teamProfit += pnl.netResult;
  }
  return { a, b, c };
}

/** KPI B and C are money, sent as decimal strings; KPI A is counts. */
const money = (figures: TeamKpiB | TeamKpiC): Record<string, string> =>
  Object.fromEntries(Object.entries(figures).map(([k, v]: [string, Cents]) => [k, formatCents(v)]));

/**
 * startDate ≤ endDate, at most TEAM_OVERVIEW_MAX_DAYS days, not after today. Devices count days in their own
 * time zone, up to a day ahead of UTC (Myanmar is UTC+6:30), so "today" here allows tomorrow's UTC date.
 */
function overviewRange(ctx: Ctx): { start: number; end: number } {
  const { start, end } = dateRange(ctx.query);
  if (end > dayNumber(ctx.sim.now()) + 1) throw invalid('endDate is in the future');
  if (end - start + 1 > TEAM_OVERVIEW_MAX_DAYS)
    throw invalid(`the period is longer than ${TEAM_OVERVIEW_MAX_DAYS} days`);
  return { start, end };
}

function group(key: keyof TeamOverview) {
  return (ctx: Ctx): Response => {
    const { account } = requireSession(ctx);
    if (!isAgentType(account.type) || account.trial) return fail('agent.only');
    const { start, end } = overviewRange(ctx);
    const overview = teamOverview(ctx.state, account.username, start, end);
    const figures = key === 'a' ? overview.a : money(overview[key]);
    return ok({ startDate: formatDay(start), endDate: formatDay(end), ...figures });
  };
}

/** KPI A, B and C of the team overview (Module AGEINFO3). */
export function registerTeamOverview(router: Routes): void {
  router.get('/wps/agent/kpi/a', group('a'));
  router.get('/wps/agent/kpi/b', group('b'));
  router.get('/wps/agent/kpi/c', group('c'));
}

import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { formatCents } from '../../core/money';
import { dateRange, intParam, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import type { Account } from '../../core/state';
import type { TeamMember } from '../../core/team';
import { formatDay } from '../../core/dates';
import { orderRow, ordersQuery, summarize } from '../../data/bet-records';
import {
  rebateIncome,
  teamMembers,
  teamOrders,
  teamPnl,
  teamPnlTotals,
  type TeamPnlRow,
} from '../../data/team-figures';
import { requireAgent } from '../../core/auth';

export const TEAM_PNL_PATH = '/wps/agent/team/pnl';
export const TEAM_ORDERS_PATH = '/wps/agent/team/orders';
export const TEAM_REBATE_PATH = '/wps/agent/team/rebate-income';
export const TEAM_PAGE_SIZE = 20;
/** The longest period one call answers. */
export const TEAM_MAX_DAYS = 92;

function period(ctx: Ctx): { start: number; end: number } {
  const range = dateRange(ctx.query);
  if (range.end - range.start + 1 > TEAM_MAX_DAYS) throw invalid(`the period is longer than ${TEAM_MAX_DAYS} days`);
  return range;
}

/** The team, or the one member `?username=` names; a name outside the team is team.not.member. */
function membersOf(ctx: Ctx, agent: Account): TeamMember[] {
  const username = (ctx.query.get('username') ?? '').trim() || null;
  const team = teamMembers(ctx.state, agent, username);
  if (username !== null && team.length === 0) throw new SimError('team.not.member', { value: { username } });
  return team;
}

const paging = (ctx: Ctx) => ({
  pageNo: intParam(ctx.query, 'pageNo', 1, 1, 1_000_000),
  pageSize: intParam(ctx.query, 'pageSize', TEAM_PAGE_SIZE, 1, 100),
});

const pnlFigures = (row: Omit<TeamPnlRow, 'username' | 'level'>) => ({
  deposits: formatCents(row.deposits),
  withdrawals: formatCents(row.withdrawals),
  bets: formatCents(row.bets),
  validBets: formatCents(row.validBets),
  payouts: formatCents(row.payouts),
  bonuses: formatCents(row.bonuses),
  profit: formatCents(row.profit),
  orderCount: row.orderCount,
});

/** GET /wps/agent/team/pnl: each team member's P&L over the period and the team's total. */
function pnl(ctx: Ctx): Response {
  const agent = requireAgent(ctx);
  const { start, end } = period(ctx);
  const members = membersOf(ctx, agent);
  const { pageNo, pageSize } = paging(ctx);
  const rows = teamPnl(members, start, end);
  const page = paginate(rows, pageNo, pageSize);
  const totals = teamPnlTotals(rows);
  return ok({
    startDate: formatDay(start),
    endDate: formatDay(end),
    list: page.items.map((row) => ({ username: row.username, level: row.level, ...pnlFigures(row) })),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    summary: { members: totals.members, ...pnlFigures(totals) },
  });
}

/** GET /wps/agent/team/orders: the team's bet orders with the betting record's filters and summary. */
function orders(ctx: Ctx): Response {
  const agent = requireAgent(ctx);
  const q = ordersQuery(ctx.query, ctx.sim.catalogue);
  if (q.end - q.start + 1 > TEAM_MAX_DAYS) throw invalid(`the period is longer than ${TEAM_MAX_DAYS} days`);
  const rows = teamOrders(membersOf(ctx, agent), q);
  const page = paginate(rows, q.pageNo, q.pageSize);
  const sum = summarize(rows.map((r) => r.order));
  const now = ctx.sim.now();
  return ok({
    list: page.items.map(({ username, order }) => ({ username, ...orderRow(ctx.sim.catalogue, order, now) })),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    summary: {
      count: sum.count,
      betAmount: formatCents(sum.betAmount),
      validBet: formatCents(sum.validBet),
      winLoss: formatCents(sum.winLoss),
    },
  });
}

/** GET /wps/agent/team/rebate-income: what the agent earned on each member's valid bets, and in all. */
function rebates(ctx: Ctx): Response {
  const agent = requireAgent(ctx);
  const { start, end } = period(ctx);
  const { pageNo, pageSize } = paging(ctx);
  const rows = rebateIncome(ctx.state, agent, membersOf(ctx, agent), start, end);
  const page = paginate(rows, pageNo, pageSize);
  return ok({
    startDate: formatDay(start),
    endDate: formatDay(end),
    list: page.items.map((row) => ({
      username: row.username,
      level: row.level,
      via: row.via,
      validBet: formatCents(row.validBet),
      income: formatCents(row.income),
    })),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    summary: {
      members: rows.length,
      validBet: formatCents(rows.reduce((sum, row) => sum + row.validBet, 0)),
      income: formatCents(rows.reduce((sum, row) => sum + row.income, 0)),
    },
  });
}

export function registerTeamReports(router: Routes): void {
  router.get(TEAM_PNL_PATH, pnl).get(TEAM_ORDERS_PATH, orders).get(TEAM_REBATE_PATH, rebates);
}

import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { fail, ok } from '../../core/envelope';
import { invalid } from '../../core/errors';
import { formatCents } from '../../core/money';
import { dateRange } from '../../core/params';
import type { Routes } from '../../core/router';
import { formatDay } from '../../core/dates';
import { memberPnl } from '../../data/pnl';

export const PNL_PATH = '/wps/report/member/pnl';
/** The longest period one call answers (one value per day for the chart). */
export const PNL_MAX_DAYS = 366;

function profitAndLoss(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  if (!ctx.state.switches.PERSREP) return fail('feature.disabled', { value: { feature: 'PERSREP' } });
  const { start, end } = dateRange(ctx.query);
  if (end - start + 1 > PNL_MAX_DAYS) throw invalid(`the period is longer than ${PNL_MAX_DAYS} days`);
  const pnl = memberPnl(account, start, end);
  return ok({
    startDate: formatDay(start),
    endDate: formatDay(end),
    deposits: formatCents(pnl.deposits),
    withdrawals: formatCents(pnl.withdrawals),
    bets: formatCents(pnl.bets),
    unsettledBets: formatCents(pnl.unsettledBets),
    validBets: formatCents(pnl.validBets),
    payouts: formatCents(pnl.payouts),
    winLoss: formatCents(pnl.winLoss),
    promotions: formatCents(pnl.promotions),
    rebates: formatCents(pnl.rebates),
    rewards: formatCents(pnl.rewards),
    netResult: formatCents(pnl.netResult),
    orderCount: pnl.orderCount,
    categories: pnl.categories.map((row) => ({
      category: row.category,
      orderCount: row.orderCount,
      bets: formatCents(row.bets),
      unsettledBets: formatCents(row.unsettledBets),
      validBets: formatCents(row.validBets),
      payouts: formatCents(row.payouts),
      winLoss: formatCents(row.winLoss),
    })),
    days: pnl.days.map((day) => ({ date: day.date, netResult: formatCents(day.netResult) })),
  });
}

export function registerReport(router: Routes): void {
  router.get(PNL_PATH, profitAndLoss);
}

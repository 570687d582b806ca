import { requireSession } from '../../app/auth';
import type { Ctx } from '../../app/context';
import { fail, ok } from '../../app/envelope';
import { invalid } from '../../app/errors';
import { formatCents } from '../../app/money';
import { dateRange } from '../../app/params';
import type { Router } from '../../app/router';
import { formatDay } from '../../data/dates';
import { memberPnl } from './pnl';

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

export function registerReport(router: Router): void {
  router.get(PNL_PATH, profitAndLoss);
}

import { requireSession } from '../../core/auth';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { formatCents } from '../../core/money';
import { dateRange, intParam, paginate } from '../../core/params';
import type { Routes } from '../../core/router';
import { dayNumber } from '../../core/dates';
import { refresh } from '../../data/deposit-orders';

export const DEFAULT_REPORT_PAGE_SIZE = 20;

interface Query {
  start: number;
  end: number;
  pageNo: number;
  pageSize: number;
}

function reportQuery(ctx: Ctx): Query {
  const { start, end } = dateRange(ctx.query);
  return {
    start,
    end,
    pageNo: intParam(ctx.query, 'pageNo', 1, 1, 1_000_000),
    pageSize: intParam(ctx.query, 'pageSize', DEFAULT_REPORT_PAGE_SIZE, 1, 100),
  };
}

/** Records whose UTC day is within [start, end], newest first, paged. */
function report<T extends { createdAt: number }>(
  records: readonly T[],
  q: Query,
  view: (r: T) => Record<string, unknown>,
): Response {
  const rows = records
    .filter((r) => {
      const day = dayNumber(r.createdAt);
      return day >= q.start && day <= q.end;
    })
    .sort((a, b) => b.createdAt - a.createdAt);
  const page = paginate(rows, q.pageNo, q.pageSize);
  return ok({ list: page.items.map(view), pageNum: page.pageNum, totalPages: page.totalPages, total: page.total });
}

function withdrawReport(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  return report(account.withdrawals, reportQuery(ctx), (r) => ({
    orderNo: r.orderNo,
    amount: formatCents(r.amount),
    status: r.status,
    createdAt: r.createdAt,
    bankName: r.bankName,
  }));
}

function depositReport(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  const now = ctx.sim.now();
  return report(
    account.deposits.map((r) => refresh(r, now)),
    reportQuery(ctx),
    (r) => ({
      orderNo: r.orderNo,
      amount: formatCents(r.amount),
      status: r.status,
      createdAt: r.createdAt,
      channel: r.channel,
    }),
  );
}

export function registerTransactions(router: Routes): void {
  router.get('/wps/transaction/withdraw/report', withdrawReport).get('/wps/transaction/deposit/report', depositReport);
}

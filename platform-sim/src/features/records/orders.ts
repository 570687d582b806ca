import { requireSession } from '../../core/auth';
import { isCancellable, statusOfSubOrders } from '../../core/bet-orders';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { post, sumBalance } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { jsonBody, paginate } from '../../core/params';
import type { Account, BetOrder } from '../../core/state';
import { matchingOrders, orderRow, ordersQuery, summarize } from '../../data/bet-records';
import { ORDER_CATEGORIES } from '../../data/orders';
import type { Catalogue } from '../../core/catalogue';

function detail(catalogue: Catalogue, order: BetOrder, now: number) {
  return {
    ...orderRow(catalogue, order, now),
    drawNo: order.drawNo ?? null,
    drawCloseAt: order.drawCloseAt ?? null,
    subOrders: order.subOrders.map((s) => ({
      id: s.id,
      content: s.content,
      betAmount: formatCents(s.betAmount),
      payout: formatCents(s.payout),
      winLoss: formatCents(s.status === 'SETTLED' ? s.payout - s.betAmount : 0),
      status: s.status,
      cancellable: isCancellable(order, s, now),
    })),
  };
}

/** GET /lgw/orders: the betting record (trial accounts included: their play money bets too). */
function orders(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  const q = ordersQuery(ctx.query, ctx.sim.catalogue);
  const rows = matchingOrders(account, q);
  const page = paginate(rows, q.pageNo, q.pageSize);
  const sum = summarize(rows);
  const now = ctx.sim.now();
  return ok({
    list: page.items.map((o) => orderRow(ctx.sim.catalogue, o, now)),
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

function findOrder(account: Account, orderNo: unknown): BetOrder {
  if (typeof orderNo !== 'string' || orderNo === '') throw invalid('orderNo is required');
  const order = account.orders.find((o) => o.orderNo === orderNo);
  if (!order) throw new SimError('order.not.found');
  return order;
}

/** GET /lgw/orders/detail?orderNo= */
function orderDetail(ctx: Ctx): Response {
  const { account } = requireSession(ctx);
  const order = findOrder(account, ctx.query.get('orderNo'));
  return ok(detail(ctx.sim.catalogue, order, ctx.sim.now()));
}

/** Why a sub-order cannot be cancelled, or null when it can. */
export function refusal(
  order: BetOrder,
  subOrderId: string,
  now: number,
): { reason: 'not-found' | 'cancelled' | 'settled' | 'closed' } | null {
  const sub = order.subOrders.find((s) => s.id === subOrderId);
  if (!sub) return { reason: 'not-found' };
  if (sub.status === 'CANCELLED') return { reason: 'cancelled' };
  if (sub.status === 'SETTLED') return { reason: 'settled' };
  return isCancellable(order, sub, now) ? null : { reason: 'closed' };
}

function cancelOnce(ctx: Ctx, account: Account, body: Record<string, unknown>): Response {
  const order = findOrder(account, body.orderNo);
  if (typeof body.subOrderId !== 'string' || body.subOrderId === '') throw invalid('subOrderId is required');
  const now = ctx.sim.now();
  const refused = refusal(order, body.subOrderId, now);
  if (refused) throw new SimError('order.not.cancellable', { value: refused });
  const sub = order.subOrders.find((s) => s.id === body.subOrderId);
  if (!sub) throw new SimError('order.not.cancellable', { value: { reason: 'not-found' } });
  // The stake goes back to the centre wallet, under the order's number.
  post(ctx.state, account, now, { type: 'BET_CANCEL', amount: sub.betAmount, orderNo: order.orderNo });
  sub.status = 'CANCELLED';
  order.status = statusOfSubOrders(order.subOrders);
  if (order.status === 'CANCELLED') order.settledAt = now;
  return ok({
    order: detail(ctx.sim.catalogue, order, now),
    refunded: formatCents(sub.betAmount),
    sumBalance: formatCents(sumBalance(account)),
  });
}

/** POST /lgw/orders/suborders/cancel `{ orderNo, subOrderId }` with an Idempotency-Key: the stake back exactly once. */
async function cancelSubOrder(ctx: Ctx): Promise<Response> {
  const { account } = requireSession(ctx);
  const body = await jsonBody(ctx.request);
  return exactlyOnce(ctx, account, canonicalJson(body), () => cancelOnce(ctx, account, body));
}

/** GET /lgw/orders/vendors: the categories and vendors the betting record can be filtered by. */
function orderVendors(ctx: Ctx): Response {
  requireSession(ctx);
  const { catalogue } = ctx.sim;
  return ok({
    categories: ORDER_CATEGORIES.map((category) => ({
      category,
      vendors: catalogue.vendorsOf(category).map((v) => ({ vendor: v.vassalage, name: v.displayName })),
    })),
  });
}

export const orderRoutes = { orders, orderDetail, cancelSubOrder, orderVendors };

import { requireSession } from '../../core/auth';
import { cancelledStake, isCancellable, orderWinLoss, standingStake, statusOfSubOrders } from '../../core/bet-orders';
import type { Ctx } from '../../core/context';
import { ok } from '../../core/envelope';
import { invalid, SimError } from '../../core/errors';
import { canonicalJson, exactlyOnce } from '../../core/idempotency';
import { post, sumBalance } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { dateRange, intParam, jsonBody, paginate } from '../../core/params';
import type { Account, BetOrder, BetStatus } from '../../core/state';
import type { Catalogue } from '../../data/catalogue';
import { dayNumber } from '../../core/dates';
import { ORDER_CATEGORIES } from '../../data/orders';

export const ORDERS_PAGE_SIZE = 20;
const STATUSES: readonly BetStatus[] = ['SETTLED', 'UNSETTLED', 'CANCELLED'];

export interface OrdersQuery {
  start: number;
  end: number;
  category: string | null;
  vendor: string | null;
  status: BetStatus | null;
  pageNo: number;
  pageSize: number;
}

/** The betting record's query; an unknown category, vendor or status is request.invalid. */
export function ordersQuery(query: URLSearchParams, catalogue: Catalogue): OrdersQuery {
  const { start, end } = dateRange(query);
  const category = (query.get('category') ?? '').toUpperCase() || null;
  if (category !== null && !(ORDER_CATEGORIES as readonly string[]).includes(category))
    throw invalid(`category must be one of ${ORDER_CATEGORIES.join(', ')}`);
  const vendor = (query.get('vendor') ?? '').toUpperCase() || null;
  if (
    vendor !== null &&
    !catalogue.vendors.some((v) => v.vassalage === vendor && (category === null || v.gameType === category))
  )
    throw invalid('vendor is not a vendor of that category');
  const status = (query.get('status') ?? '').toUpperCase() || null;
  if (status !== null && !(STATUSES as readonly string[]).includes(status))
    throw invalid(`status must be one of ${STATUSES.join(', ')}`);
  return {
    start,
    end,
    category,
    vendor,
    status: status as BetStatus | null,
    pageNo: intParam(query, 'pageNo', 1, 1, 1_000_000),
    pageSize: intParam(query, 'pageSize', ORDERS_PAGE_SIZE, 1, 100),
  };
}

/** Orders placed (UTC day of createdAt) within the range that match the filters, newest first. */
export function matchingOrders(account: Account, q: Omit<OrdersQuery, 'pageNo' | 'pageSize'>): BetOrder[] {
  return account.orders
    .filter((o) => {
      const day = dayNumber(o.createdAt);
      return (
        day >= q.start &&
        day <= q.end &&
        (q.category === null || o.category === q.category) &&
        (q.vendor === null || o.vendor === q.vendor) &&
        (q.status === null || o.status === q.status)
      );
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Summary of a set of orders: bet amount counts the standing stakes (cancelled stakes came back). */
export function summarize(orders: readonly BetOrder[]): {
  count: number;
  betAmount: number;
  validBet: number;
  winLoss: number;
} {
  let betAmount = 0;
  let validBet = 0;
  let winLoss = 0;
  for (const o of orders) {
    betAmount += standingStake(o);
    validBet += o.validBet;
    winLoss += orderWinLoss(o);
  }
  return { count: orders.length, betAmount, validBet, winLoss };
}

const vendorName = (catalogue: Catalogue, order: BetOrder): string =>
  catalogue.vendors.find((v) => v.vassalage === order.vendor && v.gameType === order.category)?.displayName ??
  order.vendor;

/** One order as the betting record lists it (the team betting report lists the same fields). */
export function orderRow(catalogue: Catalogue, order: BetOrder, now: number) {
  return {
    orderNo: order.orderNo,
    category: order.category,
    vendor: order.vendor,
    vendorName: vendorName(catalogue, order),
    gameName: order.gameName,
    betAmount: formatCents(order.betAmount),
    cancelledAmount: formatCents(cancelledStake(order)),
    validBet: formatCents(order.validBet),
    payout: formatCents(order.payout),
    winLoss: formatCents(orderWinLoss(order)),
    status: order.status,
    createdAt: order.createdAt,
    settledAt: order.settledAt,
    subOrderCount: order.subOrders.length,
    cancellable: order.subOrders.some((s) => isCancellable(order, s, now)),
  };
}

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

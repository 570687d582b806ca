import { cancelledStake, isCancellable, orderWinLoss, standingStake } from '../core/bet-orders';
import type { Catalogue } from '../core/catalogue';
import { dayNumber } from '../core/dates';
import { invalid } from '../core/errors';
import { formatCents } from '../core/money';
import { dateRange, intParam } from '../core/params';
import type { Account, BetOrder, BetStatus } from '../core/state';
import { ORDER_CATEGORIES } from './orders';

/*
 * The betting record's query, filter, summary and rows: the member's betting record (records feature) and
 * the agent's team betting report and figures (team-reports feature, data/team-figures.ts) share them.
 */

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

import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import {
  BetOrderSchema,
  BetOrdersSummarySchema,
  MoneyAmount,
  recordPageSchema,
  type RecordPage,
} from '@mc/shared-kernel/records';

export const ORDERS_PAGE_SIZE = 20;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const Order = v.object({
  ...BetOrderSchema.entries,
  subOrderCount: v.optional(Count, 0),
  cancellable: v.optional(v.boolean(), false),
});
export type OrderRow = v.InferOutput<typeof Order>;

const Summary = BetOrdersSummarySchema;
export type OrdersSummary = v.InferOutput<typeof Summary>;

export const Page = v.object({ ...recordPageSchema(Order).entries, summary: Summary });
export type OrdersPage = RecordPage<OrderRow> & { summary: OrdersSummary };

export const SubOrder = v.object({
  id: v.string(),
  content: v.string(),
  betAmount: MoneyAmount,
  payout: MoneyAmount,
  winLoss: MoneyAmount,
  status: v.string(),
  cancellable: v.boolean(),
});
export type SubOrder = v.InferOutput<typeof SubOrder>;

export const OrderDetail = v.object({
  ...Order.entries,
  drawNo: v.optional(v.nullable(v.string()), null),
  drawCloseAt: v.optional(v.nullable(v.number()), null),
  subOrders: v.array(SubOrder),
});
export type OrderDetail = v.InferOutput<typeof OrderDetail>;

export const CancelResult = v.object({ order: OrderDetail, refunded: MoneyAmount, sumBalance: MoneyAmount });
export type CancelResult = v.InferOutput<typeof CancelResult>;

export const Vendors = v.object({
  categories: v.array(
    v.object({ category: v.string(), vendors: v.array(v.object({ vendor: v.string(), name: v.string() })) }),
  ),
});
export type VendorsAnswer = v.InferOutput<typeof Vendors>;

export interface OrdersQuery {
  startDate: string;
  endDate: string;
  category: string | null;
  vendor: string | null;
  status: string | null;
}

export const orderKeys = {
  list: ['member', 'bet-orders'] as const,
  detail: (orderNo: string, token: string | null) => ['member', 'bet-order', orderNo, token] as const,
  vendors: (token: string | null) => ['member', 'bet-order-vendors', token] as const,
};

export function getOrders(query: OrdersQuery, pageNo: number, signal?: AbortSignal): Promise<OrdersPage> {
  const filters = Object.fromEntries(
    Object.entries({ category: query.category, vendor: query.vendor, status: query.status }).filter(
      ([, value]) => value !== null,
    ),
  );
  return api.get('/lgw/orders', {
    query: { startDate: query.startDate, endDate: query.endDate, ...filters, pageNo, pageSize: ORDERS_PAGE_SIZE },
    schema: Page,
    signal,
  });
}

export const getOrderDetail = (orderNo: string, signal?: AbortSignal): Promise<OrderDetail> =>
  api.get('/lgw/orders/detail', { query: { orderNo }, schema: OrderDetail, signal });

export const getOrderVendors = (signal?: AbortSignal): Promise<VendorsAnswer> =>
  api.get('/lgw/orders/vendors', { schema: Vendors, signal });

export interface CancelPayload {
  orderNo: string;
  subOrderId: string;
}

/** Cancels one pick, exactly once per key (a lost answer is looked up, never sent as a second cancel). */
export const cancelSubOrder = (payload: CancelPayload, idempotencyKey: string): Promise<CancelResult> =>
  api.post('/lgw/orders/suborders/cancel', { json: payload, idempotencyKey, schema: CancelResult });

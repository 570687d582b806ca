import { lockBonus, post } from '../core/ledger';
import { formatCents } from '../core/money';
import type { Account, DepositOrder, DepositRecord, CoreState } from '../core/state';
import { derivedOrder } from './deposit';

/** What the client uses as the gateway's address: the provider's page (the sim serves one). */
export const payUrlOf = (orderNo: string): string => `/wps/pay/gateway/${encodeURIComponent(orderNo)}`;

/** The order behind a record (a record without one gets the one its channel implies). */
export function orderOf(record: DepositRecord): DepositOrder {
  record.order ??= derivedOrder(record);
  return record.order;
}

/** An order not paid before `expiresAt` reads as EXPIRED from then on. */
export function refresh(record: DepositRecord, now: number): DepositRecord {
  if (record.status === 'AWAITING_PAYMENT' && now >= orderOf(record).expiresAt) record.status = 'EXPIRED';
  return record;
}

export function findOrder(state: CoreState, orderNo: string): { account: Account; record: DepositRecord } | null {
  for (const account of state.accounts.values()) {
    const record = account.deposits.find((d) => d.orderNo === orderNo);
    if (record) return { account, record };
  }
  return null;
}

/** SUCCESS: amount and bonus go into the centre wallet; the bonus must then be played through. */
export function credit(state: CoreState, account: Account, record: DepositRecord, now: number): void {
  const order = orderOf(record);
  record.status = 'SUCCESS';
  post(state, account, now, { type: 'DEPOSIT', amount: record.amount, orderNo: record.orderNo });
  if (order.bonus > 0) {
    post(state, account, now, { type: 'BONUS', amount: order.bonus, orderNo: record.orderNo });
    lockBonus(account, order.bonus, order.turnoverMultiple);
  }
}

export function orderView(record: DepositRecord): Record<string, unknown> {
  const order = orderOf(record);
  return {
    orderNo: record.orderNo,
    channelId: order.channelId,
    channel: record.channel,
    kind: order.kind,
    status: record.status,
    amount: formatCents(record.amount),
    fee: formatCents(order.fee),
    bonus: formatCents(order.bonus),
    payAmount: formatCents(order.payAmount),
    payCurrency: order.payCurrency,
    createdAt: record.createdAt,
    expiresAt: order.expiresAt,
    receiving: { ...order.receiving },
    ...(order.kind === 'GATEWAY' ? { payUrl: payUrlOf(record.orderNo) } : {}),
    promoId: order.promoId,
  };
}

import type { Cents } from './money';
import { post } from './ledger';
import type { Account, BetOrder, BetStatus, CoreState, SubOrder } from './state';

/**
 * The money of a bet order, defined once so the betting record, the profit and loss and the ledger agree.
 * An order's ledger entries (same orderNo) add up to `orderLedgerNet`: −betAmount (BET) + payout (PAYOUT)
 * + the cancelled stake (BET_CANCEL).
 */

/** Stake given back: the whole stake of a cancelled order, else the stakes of its cancelled sub-orders. */
export function cancelledStake(order: BetOrder): Cents {
  if (order.subOrders.length === 0) return order.status === 'CANCELLED' ? order.betAmount : 0;
  return order.subOrders.reduce((sum, s) => (s.status === 'CANCELLED' ? sum + s.betAmount : sum), 0);
}

/** The stake still in play or played (betAmount less what was given back). */
export function standingStake(order: BetOrder): Cents {
  return order.betAmount - cancelledStake(order);
}

/** What the order's ledger entries add up to. */
export function orderLedgerNet(order: BetOrder): Cents {
  return order.payout - standingStake(order);
}

/** Settled stake only (an unsettled stake has no result yet; a cancelled one none at all). */
export function settledStake(order: BetOrder): Cents {
  if (order.subOrders.length === 0) return order.status === 'SETTLED' ? order.betAmount : 0;
  return order.subOrders.reduce((sum, s) => (s.status === 'SETTLED' ? sum + s.betAmount : sum), 0);
}

/** Win/loss of what is settled: payout − settled stake (0 while unsettled or cancelled). */
export function orderWinLoss(order: BetOrder): Cents {
  return order.payout - settledStake(order);
}

/** A lottery order's state from its picks: all cancelled → CANCELLED, any unsettled → UNSETTLED, else SETTLED. */
export function statusOfSubOrders(subOrders: readonly SubOrder[]): BetStatus {
  if (subOrders.every((s) => s.status === 'CANCELLED')) return 'CANCELLED';
  if (subOrders.some((s) => s.status === 'UNSETTLED')) return 'UNSETTLED';
  return 'SETTLED';
}

/** Valid bet of a settled stake: a push (payout equal to the stake) does not count. */
export function validOf(stake: Cents, payout: Cents): Cents {
  return payout === stake ? 0 : stake;
}

/**
 * A sub-order can be cancelled while it is unsettled and its draw still takes bets (`drawCloseAt` in the
 * future). Once the draw closes, the pick waits for its result and stays.
 */
export function isCancellable(order: BetOrder, sub: SubOrder, now: number): boolean {
  return sub.status === 'UNSETTLED' && order.drawCloseAt !== undefined && order.drawCloseAt > now;
}

export interface PlacedBet {
  orderNo: string;
  category: string;
  vendor: string;
  gameName: string;
  stake: Cents;
  payout: Cents;
  wallet: string;
}

/**
 * A bet played and settled at once (the sim's game page): BET, PAYOUT when it won, and the order in the
 * betting record, newest first.
 */
export function recordSettledBet(state: CoreState, account: Account, now: number, bet: PlacedBet): BetOrder {
  post(state, account, now, { type: 'BET', amount: -bet.stake, wallet: bet.wallet, orderNo: bet.orderNo });
  if (bet.payout > 0)
    post(state, account, now, { type: 'PAYOUT', amount: bet.payout, wallet: bet.wallet, orderNo: bet.orderNo });
  const order: BetOrder = {
    orderNo: bet.orderNo,
    category: bet.category,
    vendor: bet.vendor,
    gameName: bet.gameName,
    betAmount: bet.stake,
    validBet: validOf(bet.stake, bet.payout),
    payout: bet.payout,
    status: 'SETTLED',
    createdAt: now,
    settledAt: now,
    subOrders: [],
  };
  account.orders.unshift(order);
  return order;
}

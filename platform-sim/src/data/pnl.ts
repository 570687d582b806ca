import { settledStake, standingStake } from '../core/bet-orders';
import type { Cents } from '../core/money';
import type { Account, BetOrder, LedgerEntry } from '../core/state';
import { dayNumber, formatDay } from '../core/dates';
import { GAME_TYPES } from '../core/catalogue';

/** Stakes and payouts of ledger entries that belong to no order of the account (none once every bet is an order). */
export const NO_ORDER_CATEGORY = 'OTHER';

export interface CategoryPnl {
  category: string;
  /** Orders placed in the period (any status). */
  orderCount: number;
  bets: Cents;
  /** Stakes of the period's orders still waiting for their result. */
  unsettledBets: Cents;
  validBets: Cents;
  payouts: Cents;
  /** payouts − settled stakes (bets − unsettledBets). */
  winLoss: Cents;
}

export interface DayPnl {
  /** YYYY-MM-DD (UTC, as every report's days). */
  date: string;
  netResult: Cents;
}

/** A member's profit and loss over whole UTC days [start, end]; see docs/api-contract.md, Profit and loss. */
export interface MemberPnl {
  deposits: Cents;
  withdrawals: Cents;
  bets: Cents;
  unsettledBets: Cents;
  validBets: Cents;
  payouts: Cents;
  winLoss: Cents;
  promotions: Cents;
  rebates: Cents;
  rewards: Cents;
  netResult: Cents;
  orderCount: number;
  categories: CategoryPnl[];
  days: DayPnl[];
}

const PLAY_TYPES = new Set(['BET', 'BET_CANCEL', 'PAYOUT']);

/** The platform's gifts that count in the net result, next to what play won or lost. */
const PROMOTION_TYPES = new Set(['PROMOTION', 'BONUS']);

/** What one ledger entry adds to a day's net result: play (stake, stake back, payout) and the platform's gifts. */
function netPart(entry: LedgerEntry): Cents {
  switch (entry.type) {
    case 'BET':
    case 'BET_CANCEL':
    case 'PAYOUT':
    case 'PROMOTION':
    case 'BONUS':
    case 'REBATE':
    case 'REWARD':
      return entry.amount;
    default:
      return 0;
  }
}

const CATEGORY_ORDER: readonly string[] = [...GAME_TYPES, NO_ORDER_CATEGORY];

function categoryRank(category: string): number {
  const index = CATEGORY_ORDER.indexOf(category);
  return index === -1 ? CATEGORY_ORDER.length : index;
}

/**
 * Money lines add up the account's ledger entries by type; valid bets, stakes still waiting for a result
 * and order counts come from the orders placed in the period. A stake, stake given back or payout belongs
 * to its order (by orderNo): its category and the day the order was placed, so the totals and categories
 * agree with the betting record for the same period and the categories add up to the totals exactly.
 */
export function memberPnl(account: Account, start: number, end: number): MemberPnl {
  const inPeriod = (day: number): boolean => day >= start && day <= end;
  const ordersByNo = new Map<string, BetOrder>(account.orders.map((order) => [order.orderNo, order]));
  const categories = new Map<string, CategoryPnl>();
  const category = (name: string): CategoryPnl => {
    let row = categories.get(name);
    if (!row) {
      row = { category: name, orderCount: 0, bets: 0, unsettledBets: 0, validBets: 0, payouts: 0, winLoss: 0 };
      categories.set(name, row);
    }
    return row;
  };
  const daily = new Map<number, Cents>();
  for (let day = start; day <= end; day++) daily.set(day, 0);

  let deposits = 0,
    withdrawals = 0,
    bets = 0,
    payouts = 0,
    promotions = 0,
    rebates = 0,
    rewards = 0;
  for (const entry of account.ledger) {
    const order = PLAY_TYPES.has(entry.type) && entry.orderNo !== undefined ? ordersByNo.get(entry.orderNo) : undefined;
    // A bet's money counts on the day it was placed, as the betting record lists it, even when it was
    // paid or given back on a later day; every other entry on its own day.
    const day = dayNumber(order ? order.createdAt : entry.createdAt);
    if (!inPeriod(day)) continue;
    daily.set(day, (daily.get(day) ?? 0) + netPart(entry));
    const { type, amount } = entry;
    if (type === 'DEPOSIT') deposits += amount;
    else if (type === 'WITHDRAW_HOLD' || type === 'WITHDRAW_REFUND') withdrawals -= amount;
    else if (PROMOTION_TYPES.has(type)) promotions += amount;
    else if (type === 'REBATE') rebates += amount;
    else if (type === 'REWARD') rewards += amount;
    else if (PLAY_TYPES.has(type)) {
      const row = category(order?.category ?? NO_ORDER_CATEGORY);
      if (type === 'PAYOUT') {
        payouts += amount;
        row.payouts += amount;
      } else {
        // A stake is negative and a stake given back positive: bets are what stayed staked.
        bets -= amount;
        row.bets -= amount;
      }
    }
  }

  let validBets = 0;
  let unsettledBets = 0;
  let orderCount = 0;
  for (const order of account.orders) {
    if (!inPeriod(dayNumber(order.createdAt))) continue;
    const row = category(order.category);
    row.orderCount += 1;
    orderCount += 1;
    row.validBets += order.validBet;
    validBets += order.validBet;
    // A stake waiting for its result is neither won nor lost yet: it stays out of the result until settled.
    const waiting = standingStake(order) - settledStake(order);
    row.unsettledBets += waiting;
    unsettledBets += waiting;
    const day = dayNumber(order.createdAt);
    daily.set(day, (daily.get(day) ?? 0) + waiting);
  }
  for (const row of categories.values()) row.winLoss = row.payouts - (row.bets - row.unsettledBets);

  const winLoss = payouts - (bets - unsettledBets);
  return {
    deposits,
    withdrawals,
    bets,
    unsettledBets,
    validBets,
    payouts,
    winLoss,
    promotions,
    rebates,
    rewards,
    netResult: winLoss + promotions + rebates + rewards,
    orderCount,
    categories: [...categories.values()].sort(
      (a, b) => categoryRank(a.category) - categoryRank(b.category) || a.category.localeCompare(b.category),
    ),
    days: [...daily.entries()].map(([day, netResult]) => ({ date: formatDay(day), netResult })),
  };
}

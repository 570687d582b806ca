import type { Cents } from '../../app/money';
import type { Account, BetOrder, LedgerEntry } from '../../app/state';
import { GAME_TYPES } from '../../data/catalogue';
import { dayNumber, formatDay } from '../../data/dates';

/** Stakes and payouts of ledger entries that belong to no order of the account (none once every bet is an order). */
export const NO_ORDER_CATEGORY = 'OTHER';

export interface CategoryPnl {
  category: string;
  /** Orders placed in the period (any status). */
  orderCount: number;
  bets: Cents;
  validBets: Cents;
  payouts: Cents;
  /** payouts − bets. */
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
      return 0n;
  }
}

const CATEGORY_ORDER: readonly string[] = [...GAME_TYPES, NO_ORDER_CATEGORY];

function categoryRank(category: string): number {
  const index = CATEGORY_ORDER.indexOf(category);
  return index === -1 ? CATEGORY_ORDER.length : index;
}

/**
 * Money lines come from the ledger entries dated in the period, by type; valid bets and order counts from
 * the orders placed in it. Each stake, stake given back and payout is put in its order's category (found by
 * orderNo), so the categories add up to the totals exactly.
 */
export function memberPnl(account: Account, start: number, end: number): MemberPnl {
  const inPeriod = (ms: number): boolean => {
    const day = dayNumber(ms);
    return day >= start && day <= end;
  };
  const ordersByNo = new Map<string, BetOrder>(account.orders.map((order) => [order.orderNo, order]));
  const categories = new Map<string, CategoryPnl>();
  const category = (name: string): CategoryPnl => {
    let row = categories.get(name);
    if (!row) {
      row = { category: name, orderCount: 0, bets: 0n, validBets: 0n, payouts: 0n, winLoss: 0n };
      categories.set(name, row);
    }
    return row;
  };
  const daily = new Map<number, Cents>();
  for (let day = start; day <= end; day++) daily.set(day, 0n);

  let deposits = 0n, withdrawals = 0n, bets = 0n, payouts = 0n, promotions = 0n, rebates = 0n, rewards = 0n;
  for (const entry of account.ledger) {
    if (!inPeriod(entry.createdAt)) continue;
    const day = dayNumber(entry.createdAt);
    daily.set(day, (daily.get(day) ?? 0n) + netPart(entry));
    const { type, amount } = entry;
    if (type === 'DEPOSIT') deposits += amount;
    else if (type === 'WITHDRAW_HOLD' || type === 'WITHDRAW_REFUND') withdrawals -= amount;
    else if (PROMOTION_TYPES.has(type)) promotions += amount;
    else if (type === 'REBATE') rebates += amount;
    else if (type === 'REWARD') rewards += amount;
    else if (type === 'BET' || type === 'BET_CANCEL' || type === 'PAYOUT') {
      const order = entry.orderNo === undefined ? undefined : ordersByNo.get(entry.orderNo);
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

  let validBets = 0n;
  let orderCount = 0;
  for (const order of account.orders) {
    if (!inPeriod(order.createdAt)) continue;
    const row = category(order.category);
    row.orderCount += 1;
    orderCount += 1;
    // A cancelled order never counts, whatever it carries.
    const valid = order.status === 'CANCELLED' ? 0n : order.validBet;
    row.validBets += valid;
    validBets += valid;
  }
  for (const row of categories.values()) row.winLoss = row.payouts - row.bets;

  const winLoss = payouts - bets;
  return {
    deposits,
    withdrawals,
    bets,
    validBets,
    payouts,
    winLoss,
    promotions,
    rebates,
    rewards,
    netResult: winLoss + promotions + rebates + rewards,
    orderCount,
    categories: [...categories.values()].sort((a, b) => categoryRank(a.category) - categoryRank(b.category) || a.category.localeCompare(b.category)),
    days: [...daily.entries()].map(([day, netResult]) => ({ date: formatDay(day), netResult })),
  };
}

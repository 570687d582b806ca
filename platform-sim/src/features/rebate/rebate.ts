import { shareOf } from '../../core/cashier';
import { parseMoney, type Cents } from '../../core/money';
import {
  REBATE_CATEGORIES,
  type Account,
  type BetOrder,
  type RebateCategory,
  type RebateClaim,
} from '../../core/state';
import { levelOf } from './club-levels';

/** The smallest rebate a category can be claimed for; less stays until more bets add to it. */
export const MIN_REBATE_CLAIM: Cents = parseMoney('10.00');

/** What one category has earned since its bets were last claimed. */
export interface CategoryRebate {
  category: RebateCategory;
  validBet: Cents;
  orderNos: string[];
  rateBp: number;
  /** validBet × rate, rounded down to the cent (a rebate never rounds in the member's favour). */
  amount: Cents;
  claimable: boolean;
}

/** Order numbers already claimed on: each settled bet earns its rebate once. */
export function claimedOrders(claims: readonly RebateClaim[]): Set<string> {
  return new Set(claims.flatMap((claim) => claim.orderNos));
}

const counts = (order: BetOrder, claimed: ReadonlySet<string>): boolean =>
  order.status === 'SETTLED' && order.validBet > 0 && !claimed.has(order.orderNo);

/**
 * Per category, the settled bets not claimed yet at the member's level rate. The rate applies to the
 * category's sum of valid bets (not bet by bet), then the result is rounded down once.
 */
export function pendingRebates(account: Account, claims: readonly RebateClaim[]): CategoryRebate[] {
  const claimed = claimedOrders(claims);
  const level = levelOf(account);
  return REBATE_CATEGORIES.map((category) => {
    const orders = account.orders.filter((order) => order.category === category && counts(order, claimed));
    const validBet = orders.reduce((sum, order) => sum + order.validBet, 0);
    const rateBp = level.rates[category];
    const amount = shareOf(validBet, rateBp);
    return {
      category,
      validBet,
      orderNos: orders.map((o) => o.orderNo),
      rateBp,
      amount,
      claimable: amount >= MIN_REBATE_CLAIM,
    };
  });
}

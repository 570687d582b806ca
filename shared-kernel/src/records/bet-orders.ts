import * as v from 'valibot';
import { MoneyAmount } from './record-page';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A bet order as the platform's order lists send it (the member's betting record, the agent's team
 * betting): each screen extends it with what it needs (picks, whose order it is).
 */
export const BetOrderSchema = v.object({
  orderNo: v.string(),
  category: v.string(),
  vendor: v.string(),
  vendorName: v.optional(v.string(), ''),
  gameName: v.string(),
  betAmount: MoneyAmount,
  cancelledAmount: v.optional(MoneyAmount, '0.00'),
  validBet: MoneyAmount,
  payout: MoneyAmount,
  winLoss: MoneyAmount,
  status: v.string(),
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
});

/** The totals of every order a list's filters match (not only the rows loaded). */
export const BetOrdersSummarySchema = v.object({
  count: Count,
  betAmount: MoneyAmount,
  validBet: MoneyAmount,
  winLoss: MoneyAmount,
});

import { formatCents, mulDivCents, type Cents, type Rule } from '@mc/shared-kernel';
import { readAmount, type AmountLimits } from '@mc/shared-kernel/money';
import type { WithdrawInfo } from '../../entities/withdraw-info';

/** What today's limits leave: withdrawals and amount (never below zero). */
export function dailyRoom(info: Pick<WithdrawInfo, 'dailyCount' | 'dailyAmount'>): { count: number; amount: Cents } {
  const count = Math.max(0, info.dailyCount.limit - info.dailyCount.used);
  const amount = info.dailyAmount.limit - info.dailyAmount.used;
  return { count, amount: amount > 0 ? amount : 0 };
}

/** The bounds of one withdrawal for the kernel's amount rules: the site's min and max, and what can be withdrawn. */
export function withdrawLimits(info: Pick<WithdrawInfo, 'min' | 'max' | 'withdrawable'>): AmountLimits {
  return { min: info.min, max: info.max, available: info.withdrawable < 0 ? 0 : info.withdrawable };
}

/** The most one withdrawal may be right now: the smallest of max, withdrawable and today's remaining amount. */
export function largestWithdrawal(info: WithdrawInfo): Cents {
  const room = dailyRoom(info).amount;
  let largest = info.max;
  if (info.withdrawable < largest) largest = info.withdrawable;
  if (room < largest) largest = room;
  return largest > 0 ? largest : 0;
}

/**
 * The fee the platform keeps: `amount × feePercent`, rounded up to the cent (it never rounds in the
 * member's favour), in integers only (mulDivCents: exact, never a binary fraction). `basisPoints` is the
 * percent in hundredths (1.00 % = 100).
 */
export function withdrawalFee(amount: Cents, basisPoints: number): Cents {
  if (amount <= 0 || basisPoints <= 0) return 0;
  return mulDivCents(amount, basisPoints, 10_000, 'up');
}

/** What reaches the card: the whole amount is held, the fee comes out of it. */
export const amountReceived = (amount: Cents, basisPoints: number): Cents =>
  amount - withdrawalFee(amount, basisPoints);

/** "1.00" (basis points 100) → "1", "1.50" → "1.5": the percent as people write it. */
export function percentText(basisPoints: number): string {
  const text = formatCents(basisPoints, { grouping: false });
  return text.replace(/\.?0+$/, '');
}

/**
 * After the kernel's amount rules: today's remaining amount. The kernel's rules speak for the shape, the
 * decimals, min, max and the withdrawable balance; this one adds the daily limit with its own message.
 */
export function dailyAmountRule(remaining: Cents): Rule {
  return (value) => {
    const read = readAmount(value);
    if (!('cents' in read) || read.cents <= remaining) return null;
    return { key: 'cashier-withdraw:errors.dailyAmount', params: { remaining: formatCents(remaining) } };
  };
}

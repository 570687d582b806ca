import { check, formatMoney } from '@mc/shared-kernel';
import { amountRules } from '@mc/shared-kernel/money';
import type { WithdrawInfo } from './api/get-withdraw-info';
import { amountReceived, dailyAmountRule, dailyRoom, largestWithdrawal, percentText, withdrawalFee, withdrawLimits } from './withdraw-rules';

const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  sumBalance: 123_450n,
  withdrawable: 113_450n,
  turnoverRequired: 50_000n,
  turnoverDone: 18_000n,
  turnoverRemaining: 32_000n,
  lockedAmount: 10_000n,
  min: 100_000n,
  max: 300_000_000n,
  feePercent: 100n,
  dailyCount: { used: 0, limit: 5 },
  dailyAmount: { used: 0n, limit: 500_000_000n },
  hasPaymentPassword: true,
  cards: 1,
  lockedUntil: null,
  ...over,
});

/** The form's amount rules, as the screen puts them together. */
const rulesFor = (i: WithdrawInfo) => [...amountRules(withdrawLimits(i)), dailyAmountRule(dailyRoom(i).amount)];
const problem = (text: string, i = info()) => check(text, rulesFor(i))?.key ?? null;

describe('withdraw amount rules', () => {
  it('takes what may be withdrawn, up to the exact cent', () => {
    expect(problem('1134.50')).toBeNull();
    expect(problem('1,134.50')).toBeNull();
    expect(problem('1000')).toBeNull();
    expect(problem('1134.51')).toBe('kernel-money:amount.available');
  });

  it.each([
    ['', 'kernel-money:amount.required'],
    ['   ', 'kernel-money:amount.required'],
    ['1000.005', 'kernel-money:amount.decimals'],
    ['10.5.0', 'kernel-money:amount.shape'],
    ['-1000', 'kernel-money:amount.shape'],
    ['1e4', 'kernel-money:amount.shape'],
    ['1 000', 'kernel-money:amount.shape'],
    ['<script>', 'kernel-money:amount.shape'],
    ['0', 'kernel-money:amount.positive'],
    ['999.99', 'kernel-money:amount.min'],
  ])('refuses %p (%s)', (text, key) => {
    expect(problem(text)).toBe(key);
  });

  it('reads Burmese digits', () => {
    expect(problem('၁၀၀၀')).toBeNull();
  });

  it('holds the site maximum and today’s remaining amount, each with its own message', () => {
    const rich = info({ withdrawable: 1_000_000_000n, sumBalance: 1_000_000_000n });
    expect(problem('3000000.00', rich)).toBeNull();
    expect(problem('3000000.01', rich)).toBe('kernel-money:amount.max');
    const usedToday = info({ withdrawable: 1_000_000_000n, dailyAmount: { used: 499_900_000n, limit: 500_000_000n } });
    expect(problem('1000', usedToday)).toBeNull();
    const failure = check('1000.01', rulesFor(usedToday));
    expect(failure).toEqual({ key: 'cashier-withdraw:errors.dailyAmount', params: { remaining: '1,000.00' } });
  });

  it('is exact beyond what floating point holds', () => {
    const huge = info({ withdrawable: 900_719_925_474_099_312n, max: 10n ** 18n, dailyAmount: { used: 0n, limit: 10n ** 18n } });
    expect(problem('9007199254740993.12', huge)).toBeNull();
    expect(problem('9007199254740993.13', huge)).toBe('kernel-money:amount.available');
  });

  it('knows what today leaves, never below zero', () => {
    expect(dailyRoom(info({ dailyCount: { used: 2, limit: 5 }, dailyAmount: { used: 120_000n, limit: 500_000n } }))).toEqual({ count: 3, amount: 380_000n });
    expect(dailyRoom(info({ dailyCount: { used: 7, limit: 5 }, dailyAmount: { used: 600_000n, limit: 500_000n } }))).toEqual({ count: 0, amount: 0n });
  });

  it('offers as "All" the smallest of the maximum, the withdrawable balance and today’s room', () => {
    expect(largestWithdrawal(info())).toBe(113_450n);
    expect(largestWithdrawal(info({ withdrawable: 10n ** 12n }))).toBe(300_000_000n);
    expect(largestWithdrawal(info({ withdrawable: 10n ** 12n, dailyAmount: { used: 499_000_000n, limit: 500_000_000n } }))).toBe(1_000_000n);
    expect(largestWithdrawal(info({ withdrawable: -5n }))).toBe(0n);
  });
});

describe('withdraw fee', () => {
  it('is the percent of the amount rounded up to the cent, out of the amount', () => {
    expect(withdrawalFee(100_000n, 100n)).toBe(1_000n);
    expect(withdrawalFee(100_001n, 100n)).toBe(1_001n);
    expect(amountReceived(100_001n, 100n)).toBe(99_000n);
    expect(withdrawalFee(123_456n, 150n)).toBe(1_852n);
    expect(withdrawalFee(100_000n, 0n)).toBe(0n);
    expect(withdrawalFee(0n, 100n)).toBe(0n);
  });

  it('stays exact on large amounts', () => {
    const amount = 900_719_925_474_099_399n;
    expect(withdrawalFee(amount, 100n)).toBe(9_007_199_254_740_994n);
    expect(formatMoney(amountReceived(amount, 100n))).toBe('8,917,127,262,193,584.05');
  });

  it('shows the percent as people write it', () => {
    expect(percentText(100n)).toBe('1');
    expect(percentText(150n)).toBe('1.5');
    expect(percentText(25n)).toBe('0.25');
    expect(percentText(1000n)).toBe('10');
    expect(percentText(0n)).toBe('0');
  });
});

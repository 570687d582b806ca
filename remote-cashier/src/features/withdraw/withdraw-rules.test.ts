import { check, formatCents } from '@mc/shared-kernel';
import { amountRules } from '@mc/shared-kernel/money';
import type { WithdrawInfo } from '../../entities/withdraw-info';
import {
  amountReceived,
  dailyAmountRule,
  dailyRoom,
  largestWithdrawal,
  percentText,
  withdrawalFee,
  withdrawLimits,
} from './withdraw-rules';

const info = (over: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  sumBalance: 123_450,
  withdrawable: 113_450,
  turnoverRequired: 50_000,
  turnoverDone: 18_000,
  turnoverRemaining: 32_000,
  lockedAmount: 10_000,
  min: 100_000,
  max: 300_000_000,
  feePercent: 100,
  dailyCount: { used: 0, limit: 5 },
  dailyAmount: { used: 0, limit: 500_000_000 },
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
    const rich = info({ withdrawable: 1_000_000_000, sumBalance: 1_000_000_000 });
    expect(problem('3000000.00', rich)).toBeNull();
    expect(problem('3000000.01', rich)).toBe('kernel-money:amount.max');
    const usedToday = info({ withdrawable: 1_000_000_000, dailyAmount: { used: 499_900_000, limit: 500_000_000 } });
    expect(problem('1000', usedToday)).toBeNull();
    const failure = check('1000.01', rulesFor(usedToday));
    expect(failure).toEqual({ key: 'cashier-withdraw:errors.dailyAmount', params: { remaining: '1,000.00' } });
  });

  it('is exact up to the largest amount a number holds exactly, and refuses more as too large', () => {
    const huge = info({
      withdrawable: Number.MAX_SAFE_INTEGER - 1,
      max: Number.MAX_SAFE_INTEGER,
      dailyAmount: { used: 0, limit: Number.MAX_SAFE_INTEGER },
    });
    expect(problem('90071992547409.90', huge)).toBeNull();
    expect(problem('90071992547409.91', huge)).toBe('kernel-money:amount.available');
    expect(problem('90071992547409.92', huge)).toBe('kernel-money:amount.tooLarge');
  });

  it('knows what today leaves, never below zero', () => {
    expect(
      dailyRoom(info({ dailyCount: { used: 2, limit: 5 }, dailyAmount: { used: 120_000, limit: 500_000 } })),
    ).toEqual({ count: 3, amount: 380_000 });
    expect(
      dailyRoom(info({ dailyCount: { used: 7, limit: 5 }, dailyAmount: { used: 600_000, limit: 500_000 } })),
    ).toEqual({ count: 0, amount: 0 });
  });

  it('offers as "All" the smallest of the maximum, the withdrawable balance and today’s room', () => {
    expect(largestWithdrawal(info())).toBe(113_450);
    expect(largestWithdrawal(info({ withdrawable: 10 ** 12 }))).toBe(300_000_000);
    expect(
      largestWithdrawal(info({ withdrawable: 10 ** 12, dailyAmount: { used: 499_000_000, limit: 500_000_000 } })),
    ).toBe(1_000_000);
    expect(largestWithdrawal(info({ withdrawable: -5 }))).toBe(0);
  });
});

describe('withdraw fee', () => {
  it('is the percent of the amount rounded up to the cent, out of the amount', () => {
    expect(withdrawalFee(100_000, 100)).toBe(1_000);
    expect(withdrawalFee(100_001, 100)).toBe(1_001);
    expect(amountReceived(100_001, 100)).toBe(99_000);
    expect(withdrawalFee(123_456, 150)).toBe(1_852);
    expect(withdrawalFee(100_000, 0)).toBe(0);
    expect(withdrawalFee(0, 100)).toBe(0);
  });

  it('stays exact on the largest amounts, where amount × percent is past what a float holds exactly', () => {
    const amount = Number.MAX_SAFE_INTEGER;
    expect(amount * 100).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(withdrawalFee(amount, 100)).toBe(90_071_992_547_410);
    expect(formatCents(amountReceived(amount, 100))).toBe('89,171,272,621,935.81');
  });

  it('shows the percent as people write it', () => {
    expect(percentText(100)).toBe('1');
    expect(percentText(150)).toBe('1.5');
    expect(percentText(25)).toBe('0.25');
    expect(percentText(1000)).toBe('10');
    expect(percentText(0)).toBe('0');
  });
});

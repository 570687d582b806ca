import type { DepositRecord, TxStatus, WithdrawRecord } from '../core/state';
import { compactDay, DAY_MS } from '../core/dates';
import type { Rng } from '../core/prng';

const STATUS_WEIGHTS: readonly (readonly [TxStatus, number])[] = [
  ['SUCCESS', 15],
  ['PENDING', 2],
  ['REJECTED', 3],
];
const BANKS = ['KBZ Bank', 'AYA Bank', 'CB Bank', 'Yoma Bank', 'UAB Bank', 'MAB Bank'] as const;
const CHANNELS = ['KBZPay', 'WavePay', 'AYA Pay', 'CB Pay', 'Bank Transfer', 'OnePay'] as const;
const DEPOSIT_UNITS = [5000, 10000, 20000, 30000, 50000, 100000, 200000, 500000] as const;
const WITHDRAW_UNITS = [10000, 20000, 50000, 80000, 150000, 300000] as const;

/** Spread over the last `days` days; the first one always today, the list newest first. */
function times(rng: Rng, now: number, count: number, days: number): number[] {
  const list = Array.from({ length: count }, (_, i) =>
    i === 0 ? now - rng.int(1, 60) * 60_000 : now - rng.int(0, days * DAY_MS - 1),
  );
  return list.sort((a, b) => b - a);
}

/** Amount in cents: a round figure, sometimes with odd cents (so a float sum would drift). */
function amount(rng: Rng, units: readonly number[]): number {
  const cents = rng.chance(0.35) ? rng.int(1, 99) : 0;
  return rng.pick(units) * 100 + rng.int(0, 9) * 1000 + cents;
}

export function seedWithdrawals(rng: Rng, now: number, count: number): WithdrawRecord[] {
  return times(rng, now, count, 60).map((createdAt) => ({
    orderNo: `W${compactDay(createdAt)}${rng.chars(8, '0123456789')}`,
    amount: amount(rng, WITHDRAW_UNITS),
    status: rng.weighted(STATUS_WEIGHTS),
    createdAt,
    bankName: rng.pick(BANKS),
  }));
}

export function seedDeposits(rng: Rng, now: number, count: number): DepositRecord[] {
  return times(rng, now, count, 60).map((createdAt) => ({
    orderNo: `D${compactDay(createdAt)}${rng.chars(8, '0123456789')}`,
    amount: amount(rng, DEPOSIT_UNITS),
    status: rng.weighted(STATUS_WEIGHTS),
    createdAt,
    channel: rng.pick(CHANNELS),
  }));
}

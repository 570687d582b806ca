import { formatCents } from '../core/money';
import type { WithdrawRecord } from '../core/state';

/**
 * Vendors that keep a wallet of their own (a seamless vendor plays from the centre wallet): one sports
 * book, two live casinos and three slot studios — the ones a member moves money into by hand.
 */
export const WALLET_VENDORS = ['SABA', 'EVO', 'SEXY', 'PG', 'PP', 'JILI'] as const;

/** The seeded payment password of demo01 (a public demo fixture like the login passwords). */
export const DEMO_PAYMENT_PASSWORD = '246810';

export interface SeededCard {
  bankCode: string;
  accountNo: string;
  daysAgo: number;
}

/** What the seeded accounts have at the cashier beyond their records (docs/api-contract.md, issue 16). */
export interface CashierSeed {
  paymentPassword?: string;
  payeeName?: string;
  cards?: readonly SeededCard[];
  /** A bonus granted `daysAgo` days back, still locked by its turnover. */
  bonus?: { amount: string; daysAgo: number; required: string; done: string };
  upline?: string;
}

export const CASHIER_SEEDS: Readonly<Record<string, CashierSeed>> = {
  demo01: {
    paymentPassword: DEMO_PAYMENT_PASSWORD,
    payeeName: 'Aung Ko Ko',
    cards: [{ bankCode: 'KBZ', accountNo: '99930106512345601', daysAgo: 200 }],
    bonus: { amount: '100.00', daysAgo: 3, required: '500.00', done: '180.00' },
    upline: 'agent01',
  },
  agent02: { upline: 'agent01' },
  member04: { upline: 'agent01' },
};

/** A withdrawal as the admin calls show it (`GET /__sim/orders`, approving or rejecting one). */
export function withdrawalView(w: WithdrawRecord): Record<string, unknown> {
  return {
    orderNo: w.orderNo,
    amount: formatCents(w.amount),
    fee: formatCents(w.fee ?? 0),
    status: w.status,
    createdAt: w.createdAt,
    bankName: w.bankName,
    accountNo: w.accountNo ?? null,
  };
}

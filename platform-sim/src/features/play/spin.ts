import type { Cents } from '../../core/money';

/** What one spin of the sim's game page costs. */
export const STAKE: Cents = 100;

/**
 * Payouts of successive spins on one ticket, in cents. None equals the stake, so every spin moves the
 * balance; the cycle repeats, so a test (or a person) can tell what the next spin will do.
 */
export const PAYOUTS: readonly Cents[] = [0, 250, 0, 120, 50, 0, 500, 0];

export type SpinResult =
  { kind: 'played'; payout: Cents; change: Cents; balance: Cents } | { kind: 'insufficient'; balance: Cents };

/** The `spin`-th spin (0-based) on a balance: the stake goes, the payout comes back. */
export function spin(balance: Cents, spinIndex: number): SpinResult {
  if (balance < STAKE) return { kind: 'insufficient', balance };
  const payout = PAYOUTS[spinIndex % PAYOUTS.length] as Cents;
  const change = payout - STAKE;
  return { kind: 'played', payout, change, balance: balance + change };
}

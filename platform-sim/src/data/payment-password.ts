import type { Ctx } from '../core/context';
import { formatFailure, invalid, SimError } from '../core/errors';
import type { Account } from '../core/state';
import { verifyPassword } from '../crypto/password';

/** Wrong payment passwords in a row that lock withdrawals, unbinding and transfers to the upline. */
export const PAYMENT_PASSWORD_ATTEMPTS = 5;
export const PAYMENT_LOCK_MS = 30 * 60_000;

/** When the lock ends, or null; an expired lock is cleared (and its count with it). */
export function lockedUntil(account: Account, now: number): number | null {
  const until = account.cashier.lockedUntil;
  if (until !== null && until <= now) {
    account.cashier.lockedUntil = null;
    account.cashier.passwordFailures = 0;
    return null;
  }
  return until;
}

/** Six digits, but not one repeated (111111) and not a run up or down (123456, 987654): the first guesses. */
export function weakness(password: string): 'length' | 'pattern' | 'weak' | null {
  if (!/^\d+$/.test(password)) return 'pattern';
  if (password.length !== 6) return 'length';
  const digits = [...password].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] as number)));
  if (steps.size === 1 && [0, 1, -1].includes([...steps][0] as number)) return 'weak';
  return null;
}

/**
 * A new payment password and its confirmation: `format.paymentPassword` (value.field names the input:
 * `password` or `newPassword`; reason required, length, pattern or weak), then `format.confirmPassword`.
 */
export function checkNewPaymentPassword(body: Record<string, unknown>, field: 'password' | 'newPassword'): string {
  const password = body[field];
  const confirm = body.confirmPassword;
  if (
    (password !== undefined && typeof password !== 'string') ||
    (confirm !== undefined && typeof confirm !== 'string')
  )
    throw invalid('passwords must be strings');
  if (password === undefined || password === '') throw formatFailure('paymentPassword', 'required', field);
  const problem = weakness(password);
  if (problem) throw formatFailure('paymentPassword', problem, field);
  if (confirm !== password) throw formatFailure('confirmPassword', 'mismatch');
  return password;
}

/**
 * Checks the payment password of a withdrawal, an unbinding, a transfer to the upline or a change:
 * `payment.password.missing` (none set), `payment.password.locked` `{ lockedUntil }`, or
 * `payment.password.wrong` `{ attemptsLeft }`; the failure that makes PAYMENT_PASSWORD_ATTEMPTS in a row
 * answers `payment.password.locked`. A right one clears the count.
 */
export async function checkPaymentPassword(ctx: Ctx, account: Account, given: unknown): Promise<void> {
  if (!account.paymentPassword) throw new SimError('payment.password.missing');
  const now = ctx.sim.now();
  const until = lockedUntil(account, now);
  if (until !== null) throw new SimError('payment.password.locked', { value: { lockedUntil: until } });
  if (typeof given !== 'string' || given === '') throw invalid('paymentPassword is required');
  const right = await verifyPassword(given, account.paymentPassword);
  const cashier = account.cashier;
  // Another wrong attempt may have locked it while this one was being checked.
  const lockedMeanwhile = lockedUntil(account, ctx.sim.now());
  if (lockedMeanwhile !== null)
    throw new SimError('payment.password.locked', { value: { lockedUntil: lockedMeanwhile } });
  if (right) {
    cashier.passwordFailures = 0;
    return;
  }
  cashier.passwordFailures += 1;
  if (cashier.passwordFailures >= PAYMENT_PASSWORD_ATTEMPTS) {
    cashier.passwordFailures = 0;
    cashier.lockedUntil = now + PAYMENT_LOCK_MS;
    throw new SimError('payment.password.locked', { value: { lockedUntil: cashier.lockedUntil } });
  }
  throw new SimError('payment.password.wrong', {
    value: { attemptsLeft: PAYMENT_PASSWORD_ATTEMPTS - cashier.passwordFailures },
  });
}

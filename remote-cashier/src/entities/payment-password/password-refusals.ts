import { toApiError, type RuleFailure } from '@mc/shared-kernel';

const NS = 'cashier-security';

/** What the platform said about a payment password it checked. */
export type PasswordRefusal = { kind: 'wrong'; attemptsLeft: number } | { kind: 'locked'; until: number };

/**
 * The same refusal as the platform worded it: the attempts left and the end of the lock only when it sent
 * them as numbers (null otherwise), for a screen that words the two cases apart.
 */
export type PasswordRefusalAsSent =
  { kind: 'wrong'; attemptsLeft: number | null } | { kind: 'locked'; lockedUntil: number | null };

/** `payment.password.wrong` `{ attemptsLeft }` or `payment.password.locked` `{ lockedUntil }` as sent; null for anything else. */
export function readPasswordRefusal(error: unknown): PasswordRefusalAsSent | null {
  const { code, value } = toApiError(error);
  const data = (value ?? {}) as { attemptsLeft?: unknown; lockedUntil?: unknown };
  if (code === 'payment.password.wrong')
    return { kind: 'wrong', attemptsLeft: typeof data.attemptsLeft === 'number' ? data.attemptsLeft : null };
  if (code === 'payment.password.locked')
    return { kind: 'locked', lockedUntil: typeof data.lockedUntil === 'number' ? data.lockedUntil : null };
  return null;
}

/** `payment.password.wrong` `{ attemptsLeft }` or `payment.password.locked` `{ lockedUntil }`; null for anything else. */
export function passwordRefusal(error: unknown): PasswordRefusal | null {
  const read = readPasswordRefusal(error);
  if (read?.kind === 'wrong') {
    const left = read.attemptsLeft !== null && read.attemptsLeft >= 0 ? Math.floor(read.attemptsLeft) : 0;
    return { kind: 'wrong', attemptsLeft: left };
  }
  if (read?.kind === 'locked') {
    // A lock without a time still locks: say so, and let the next read of the state tell when it ends.
    const until =
      read.lockedUntil !== null && Number.isFinite(read.lockedUntil) ? read.lockedUntil : Date.now() + 60_000;
    return { kind: 'locked', until };
  }
  return null;
}

/** A wrong payment password as the message under its field: how many tries are left before the lock. */
export const wrongPasswordFailure = (refusal: { attemptsLeft: number }): RuleFailure => ({
  key: `${NS}:payment.wrong`,
  params: { count: refusal.attemptsLeft },
});

const NEW_PASSWORD_REASONS: Record<string, string> = {
  required: `${NS}:rules.required`,
  length: `${NS}:rules.sixDigits`,
  pattern: `${NS}:rules.sixDigits`,
  weak: `${NS}:rules.weak`,
};

/**
 * A new payment password the platform refused by its rules (`format.paymentPassword` with the input's name
 * in `value.field`, `format.confirmPassword`), as the message under that input; null for other refusals.
 */
export function formatRefusal(error: unknown): { field: string; failure: RuleFailure } | null {
  const { code, value } = toApiError(error);
  const data = (value ?? {}) as { field?: unknown; reason?: unknown };
  const reason = typeof data.reason === 'string' ? data.reason : '';
  if (code === 'format.paymentPassword') {
    const field = typeof data.field === 'string' ? data.field : 'newPassword';
    return { field, failure: { key: NEW_PASSWORD_REASONS[reason] ?? `${NS}:rules.sixDigits` } };
  }
  if (code === 'format.confirmPassword') return { field: 'confirmPassword', failure: { key: `${NS}:rules.mismatch` } };
  if (code === 'format.verificationCode')
    return {
      field: 'verificationCode',
      failure: {
        key: reason === 'required' ? 'validation.codeRequired' : 'validation.codeLength',
        params: { min: 4, max: 10 },
      },
    };
  return null;
}

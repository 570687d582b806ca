import { toApiError, type RuleFailure } from '@mc/shared-kernel';

const NS = 'cashier-security';
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

import {
  LIMITS,
  lengthBetween,
  maxLength,
  numeric,
  pattern,
  required,
  visibleOnly,
  type Rule,
  type RuleFailure,
} from '@mc/shared-kernel';

/**
 * The platform's e-mail shape: word characters with optional dotted parts, an @, then a domain name
 * with one to three suffix groups of two or three letters or digits.
 */
export const EMAIL_SHAPE = /^\w+(?:\.\w+)*@\w+(?:-\w+)*(?:\.[A-Za-z0-9]{2,3}){1,3}$/;
/** The platform keeps e-mails of up to 100 characters. */
export const EMAIL_MAX = 100;

/** What people type is trimmed before it is sent, so it is checked trimmed too. */
const trimmed = (list: Rule[]): Rule[] => list.map((rule) => (value) => rule(value.trim()));

/** `value` is the address (or, for a mobile, the number) to bind. */
export type BindingField = 'value' | 'verificationCode';

export const emailBindingRules: Record<BindingField, Rule[]> = {
  value: trimmed([
    required('member-security:email.errors.required'),
    visibleOnly(),
    maxLength(EMAIL_MAX),
    pattern(EMAIL_SHAPE, 'member-security:email.errors.pattern'),
  ]),
  // The kernel's code rules speak of an SMS; these say e-mail code.
  verificationCode: trimmed([
    required('member-security:email.errors.codeRequired'),
    numeric(),
    lengthBetween(LIMITS.smsCodeMin, LIMITS.smsCodeMax, 'member-security:email.errors.codeShape'),
  ]),
};

export interface Refusal {
  field: BindingField | null;
  failure: RuleFailure;
}

/** Where a refusal of the platform is said: under its field, or (null) above the button. */
export function emailRefusal(code: string, value: unknown): Refusal | null {
  const reason = (value as { reason?: unknown } | null)?.reason;
  switch (code) {
    case 'format.email':
      return {
        field: 'value',
        failure: {
          key:
            reason === 'required'
              ? 'member-security:email.errors.required'
              : reason === 'length'
                ? 'member-security:email.errors.length'
                : 'member-security:email.errors.pattern',
        },
      };
    case 'email.exists':
      return { field: 'value', failure: { key: 'member-security:email.errors.exists' } };
    case 'email.same':
      return { field: 'value', failure: { key: 'member-security:email.errors.same' } };
    case 'format.verificationCode':
      return { field: 'verificationCode', failure: { key: 'member-security:email.errors.codeShape' } };
    case 'verification.expired':
      return { field: 'verificationCode', failure: { key: 'member-security:email.errors.codeExpired' } };
    case 'verification.invalid': {
      const left = (value as { attemptsLeft?: unknown } | null)?.attemptsLeft;
      return typeof left === 'number' && left > 0
        ? {
            field: 'verificationCode',
            failure: { key: 'member-security:email.errors.codeWrongLeft', params: { count: left } },
          }
        : { field: 'verificationCode', failure: { key: 'member-security:email.errors.codeWrong' } };
    }
    default:
      return null;
  }
}

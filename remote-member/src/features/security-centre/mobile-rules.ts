import { rules, type Rule } from '@mc/shared-kernel';
import type { Refusal } from './email-rules';

/** Spaces and dashes are dropped, as the platform compares numbers. */
export const normalizeMobile = (raw: string): string => raw.replace(/[\s-]/g, '');

const normalized = (list: Rule[]): Rule[] => list.map((rule) => (value) => rule(normalizeMobile(value)));

export const mobileBindingRules: Record<'value' | 'verificationCode', Rule[]> = {
  value: normalized(rules.loginMobileNum),
  verificationCode: normalized(rules.verificationCode),
};

/** Where a refusal of the platform is said: under its field, or (null) above the button. */
export function mobileRefusal(code: string, value: unknown): Refusal | null {
  const reason = (value as { reason?: unknown } | null)?.reason;
  switch (code) {
    case 'format.mobileNum':
      return {
        field: 'value',
        failure:
          reason === 'required'
            ? { key: 'validation.mobileRequired' }
            : { key: 'validation.mobile', params: { min: 7 } },
      };
    case 'mobile.exists':
      return { field: 'value', failure: { key: 'member-security:mobile.errors.exists' } };
    case 'mobile.same':
      return { field: 'value', failure: { key: 'member-security:mobile.errors.same' } };
    case 'format.verificationCode':
      return { field: 'verificationCode', failure: { key: 'validation.codeLength', params: { min: 4, max: 10 } } };
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

import { toApiError, type RuleFailure } from '@mc/shared-kernel';
import { REGISTER_FIELDS, type RegisterField } from './registration-rules';

const NS = 'member-register:';

export interface FieldFailure {
  field: RegisterField;
  failure: RuleFailure;
}

const isField = (name: unknown): name is RegisterField => (REGISTER_FIELDS as readonly unknown[]).includes(name);

const detail = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The message for "this field is missing", as the form itself would say it. */
function requiredFailure(field: RegisterField): RuleFailure {
  if (field === 'captcha') return { key: 'validation.captchaRequired' };
  if (field === 'verificationCode') return { key: 'validation.codeRequired' };
  if (field === 'confirmPassword') return { key: `${NS}errors.confirmRequired` };
  return { key: `${NS}errors.required.${field}` };
}

/** `format.<field>` with `{ field, reason }`: the platform refused one field's value. */
function formatFailure(field: RegisterField, reason: unknown): RuleFailure {
  switch (reason) {
    case 'required':
      return requiredFailure(field);
    case 'mismatch':
      return { key: `${NS}errors.confirmMismatch` };
    case 'date':
      return { key: `${NS}errors.birthday` };
    case 'country':
      return { key: `${NS}server.country` };
    default:
      return { key: `${NS}server.invalid` };
  }
}

/**
 * The field a registration failure is about, with its message, when the platform's code names one;
 * null for everything else (network, server, maintenance, unknown codes), which is shown above the
 * button instead.
 */
export function fieldFailure(error: unknown, minAge: number): FieldFailure | null {
  const apiError = toApiError(error);
  if (apiError.kind !== 'business') return null;
  const value = detail(apiError.value);
  switch (apiError.code) {
    case 'user.exists':
      return value.field === 'mobileNum'
        ? { field: 'mobileNum', failure: { key: `${NS}server.mobileTaken` } }
        : { field: 'username', failure: { key: `${NS}server.usernameTaken` } };
    case 'captcha.invalid':
      return { field: 'captcha', failure: { key: `${NS}server.captcha` } };
    case 'verification.invalid':
      return { field: 'verificationCode', failure: { key: `${NS}server.smsCode` } };
    case 'affiliate.invalid':
      return { field: 'affiliateCode', failure: { key: `${NS}errors.invitation` } };
    case 'register.underage':
      return {
        field: 'birthday',
        failure: {
          key: `${NS}errors.underAge`,
          params: { age: typeof value.minAge === 'number' ? value.minAge : minAge },
        },
      };
    default: {
      const named = /^format\.(.+)$/.exec(apiError.code)?.[1];
      const field = isField(value.field) ? value.field : named;
      return isField(field) ? { field, failure: formatFailure(field, value.reason) } : null;
    }
  }
}

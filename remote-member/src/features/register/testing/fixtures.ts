import { check, type RuleFailure } from '@mc/shared-kernel';
import type { RegisterSettings } from '../api/get-register-settings';
import { REGISTER_FIELDS, type FieldSpec, type RegisterValues } from '../registration-rules';

/** Registration settings shaped like the platform's seed (docs/api-contract.md), for unit tests. */
export function seededSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  const off = { enabled: false, required: false };
  return {
    methods: { username: true, mobile: true },
    minAge: 18,
    agreement: true,
    captcha: true,
    affiliateCheck: true,
    defaultCountry: 'MM',
    ...overrides,
    fields: {
      username: { enabled: true, required: true, min: 4, max: 16, pattern: '^[A-Za-z0-9_]+$' },
      mobileNum: { enabled: true, required: false, requiredFor: ['mobile'], min: 7, max: 20, pattern: '^\\d+$' },
      verificationCode: { enabled: true, required: false, requiredFor: ['mobile'], min: 6, max: 6, pattern: '^\\d+$' },
      password: { enabled: true, required: true, min: 6, max: 20, pattern: '^\\S+$' },
      confirmPassword: { enabled: true, required: true },
      paymentPassword: { ...off, min: 6, max: 6, pattern: '^\\d+$' },
      idNumber: { ...off, min: 5, max: 30 },
      qqNum: { ...off, min: 5, max: 12, pattern: '^\\d+$' },
      facebook: { ...off, max: 50 },
      wechat: { ...off, max: 50 },
      line: { ...off, max: 50 },
      whatsapp: { ...off, min: 7, max: 20, pattern: '^\\+?\\d+$' },
      zalo: { ...off, min: 7, max: 20, pattern: '^\\+?\\d+$' },
      email: { enabled: true, required: false, max: 100, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
      nickname: { enabled: true, required: false, max: 20 },
      payeeName: { enabled: true, required: false, max: 50 },
      recommenderId: { ...off, max: 20, pattern: '^\\d+$' },
      affiliateCode: { enabled: true, required: false, max: 20, pattern: '^[A-Za-z0-9]+$' },
      captcha: { enabled: true, required: true, min: 4, max: 4, pattern: '^\\d+$' },
      birthday: { enabled: true, required: true, pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      ...overrides.fields,
    },
  };
}

/** A form with nothing typed. */
export const emptyValues = (): RegisterValues => Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterValues;

/** The message a shown field gives for the values, as the form computes it. */
export function validateField(spec: FieldSpec, values: Readonly<RegisterValues>): RuleFailure | null {
  return check(values[spec.name], typeof spec.rules === 'function' ? spec.rules(values) : spec.rules);
}

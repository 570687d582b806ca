/**
 * Shared field rules (spec section 5). A rule returns null when the value passes, else the i18n key
 * (namespace `kernel`) and parameters of the message shown under the field.
 */
export interface RuleFailure {
  key: string;
  params?: Record<string, string | number>;
}
export type Rule = (value: string) => RuleFailure | null;

/** Generic required: empty and whitespace-only both fail. */
export const required = (key = 'validation.required'): Rule => (value) => (value.trim() === '' ? { key } : null);

export const maxLength = (max: number): Rule => (value) => (value.length > max ? { key: 'validation.maxLength', params: { max } } : null);

export const numeric = (): Rule => (value) => (value !== '' && !/^\d+$/.test(value) ? { key: 'validation.numeric' } : null);

export const pattern = (re: RegExp, key: string, params?: RuleFailure['params']): Rule => (value) =>
  value !== '' && !re.test(value) ? { key, params } : null;

export function check(value: string, rules: Rule[]): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

/** Bounds chosen for this client (the spec leaves them open; platform-sim enforces the same). */
export const LIMITS = {
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  captchaMax: 6,
  mobileMax: 20,
  mobileMin: 7,
  smsCodeMax: 10,
} as const;

export const rules: Record<'loginUsername' | 'loginPassword' | 'loginMobileNum' | 'verificationCode' | 'captcha', Rule[]> = {
  loginUsername: [
    required('validation.usernameRequired'),
    pattern(new RegExp(`^[A-Za-z0-9_]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`), 'validation.username', { min: LIMITS.usernameMin, max: LIMITS.usernameMax }),
  ],
  loginPassword: [
    required('validation.passwordRequired'),
    pattern(new RegExp(`^\\S{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`), 'validation.password', { min: LIMITS.passwordMin, max: LIMITS.passwordMax }),
  ],
  loginMobileNum: [
    required('validation.mobileRequired'),
    maxLength(LIMITS.mobileMax),
    pattern(new RegExp(`^\\d{${LIMITS.mobileMin},${LIMITS.mobileMax}}$`), 'validation.mobile', { min: LIMITS.mobileMin }),
  ],
  verificationCode: [required('validation.codeRequired'), maxLength(LIMITS.smsCodeMax), numeric()],
  captcha: [required('validation.captchaRequired'), maxLength(LIMITS.captchaMax), numeric()],
};

/**
 * Shared field rules. A rule returns null when the value passes, else the i18n key
 * (namespace `kernel`) and parameters of the message shown under the field.
 */
export interface RuleFailure {
  key: string;
  params?: Record<string, string | number>;
}
export type Rule = (value: string) => RuleFailure | null;

/** Generic required: empty and whitespace-only both fail. */
export const required =
  (key = 'validation.required'): Rule =>
  (value) =>
    value.trim() === '' ? { key } : null;

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? { key: 'validation.maxLength', params: { max } } : null;

export const numeric = (): Rule => (value) =>
  value !== '' && !/^\d+$/.test(value) ? { key: 'validation.numeric' } : null;

export const pattern =
  (re: RegExp, key: string, params?: RuleFailure['params']): Rule =>
  (value) =>
    value !== '' && !re.test(value) ? { key, params } : null;

export function check(value: string, rules: Rule[]): RuleFailure | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

/** Bounds chosen for this client (the platform does not publish them; platform-sim enforces the same). */
export const LIMITS = {
  usernameMin: 4,
  usernameMax: 16,
  passwordMin: 6,
  passwordMax: 20,
  captchaMax: 6,
  mobileMax: 20,
  mobileMin: 7,
  /**
   * SMS codes: the platform sends 6 digits today, but only registration settings state a length. A
   * range rather than exactly 6 keeps login and reset working if the platform changes its codes, and
   * still catches a code typed short; 10 is the maximum.
   */
  smsCodeMin: 4,
  smsCodeMax: 10,
} as const;

/*
 * Which characters each kind of text may hold (platform-sim enforces the same):
 * - Passwords (new ones): printable ASCII without spaces, U+0021-U+007E. Every keyboard types them,
 *   including the Latin layer of a Burmese phone keyboard; they need no Unicode normalisation, so the
 *   same password typed on another phone is the same string; nothing invisible or reordering can hide
 *   in them. Logging in (and the old password) still takes any non-space characters, so a password
 *   set before this rule keeps working.
 * - Usernames: A-Z, a-z, 0-9 and _ (unchanged).
 * - Display names (nickname, payee name): letters, combining marks and decimal digits of any script
 *   (Burmese is written with combining vowel signs and has its own digits), the plain space and
 *   . ' - _. No emoji or symbols: a name is shown to other people and on payouts, and must read as typed.
 * - Every free-text field: no control characters and no invisible format characters (bidi overrides,
 *   embeddings and isolates, zero-width characters, fillers), which can reorder or hide what is shown.
 */
export const INVISIBLE_CHARS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
export const PASSWORD_CHARS = /^[!-~]+$/;
export const USERNAME_CHARS = /^[A-Za-z0-9_]+$/;
export const DISPLAY_NAME_CHARS = /^[\p{L}\p{M}\p{Nd} .'_-]+$/u;

/** Control and invisible format characters fail with a message of their own: the person cannot see them. */
export const visibleOnly =
  (key = 'validation.invisible'): Rule =>
  (value) =>
    INVISIBLE_CHARS.test(value) ? { key } : null;

/** Between `min` and `max` characters, counted as people see them; empty passes (`required` speaks for that). */
export const lengthBetween =
  (min: number, max: number, key: string): Rule =>
  (value) => {
    const length = [...value].length;
    return value !== '' && (length < min || length > max) ? { key, params: { min, max } } : null;
  };

export const rules: Record<
  | 'loginUsername'
  | 'newUsername'
  | 'loginPassword'
  | 'newPassword'
  | 'displayName'
  | 'loginMobileNum'
  | 'verificationCode'
  | 'captcha',
  Rule[]
> = {
  loginUsername: [
    required('validation.usernameRequired'),
    pattern(new RegExp(`^[A-Za-z0-9_]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`), 'validation.username', {
      min: LIMITS.usernameMin,
      max: LIMITS.usernameMax,
    }),
  ],
  /** A username chosen for a new account (checked trimmed, as it is sent): what login and registration accept. */
  newUsername: [
    required('validation.usernameRequired'),
    visibleOnly(),
    lengthBetween(LIMITS.usernameMin, LIMITS.usernameMax, 'validation.username'),
    pattern(USERNAME_CHARS, 'validation.username', { min: LIMITS.usernameMin, max: LIMITS.usernameMax }),
  ],
  loginPassword: [
    required('validation.passwordRequired'),
    pattern(new RegExp(`^\\S{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`), 'validation.password', {
      min: LIMITS.passwordMin,
      max: LIMITS.passwordMax,
    }),
  ],
  newPassword: [
    required('validation.passwordRequired'),
    visibleOnly(),
    pattern(new RegExp(`^[!-~]{${LIMITS.passwordMin},${LIMITS.passwordMax}}$`), 'validation.newPassword', {
      min: LIMITS.passwordMin,
      max: LIMITS.passwordMax,
    }),
  ],
  /** Characters only: whether a name is required and how long it may be is each form's business. */
  displayName: [visibleOnly(), pattern(DISPLAY_NAME_CHARS, 'validation.displayName')],
  loginMobileNum: [
    required('validation.mobileRequired'),
    maxLength(LIMITS.mobileMax),
    pattern(new RegExp(`^\\d{${LIMITS.mobileMin},${LIMITS.mobileMax}}$`), 'validation.mobile', {
      min: LIMITS.mobileMin,
    }),
  ],
  verificationCode: [
    required('validation.codeRequired'),
    numeric(),
    lengthBetween(LIMITS.smsCodeMin, LIMITS.smsCodeMax, 'validation.codeLength'),
  ],
  captcha: [required('validation.captchaRequired'), maxLength(LIMITS.captchaMax), numeric()],
};

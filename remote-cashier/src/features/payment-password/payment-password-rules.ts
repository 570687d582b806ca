import { required, type FieldRules, type Rule } from '@mc/shared-kernel';

const NS = 'cashier-security';
const MYANMAR_DIGITS = /[\u1040-\u1049]/g;

/**
 * Digits typed on a Burmese keyboard (၀–၉) become the Latin digits the platform checks, so a payment
 * password reads the same whichever keyboard layer typed it; anything else is left for the rules to refuse.
 */
export const normaliseDigits = (value: string): string =>
  value.replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040));

const sixDigits: Rule = (value) => (/^\d{6}$/.test(value) ? null : { key: `${NS}:rules.sixDigits` });

/** One digit six times (111111) or a run up or down (123456, 987654): the first guesses, refused as the platform does. */
export function isWeakPaymentPassword(value: string): boolean {
  if (!/^\d{6}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

const notWeak: Rule = (value) => (isWeakPaymentPassword(value) ? { key: `${NS}:rules.weak` } : null);
const sameAs =
  (expected: string): Rule =>
  (value) =>
    value === expected ? null : { key: `${NS}:rules.mismatch` };
const differentFrom =
  (old: string): Rule =>
  (value) =>
    old !== '' && value === old ? { key: `${NS}:rules.sameAsOld` } : null;

/** The payment password a money action asks for: present and six digits (the platform says whether it is right). */
export const paymentPasswordRules: Rule[] = [required(`${NS}:rules.required`), sixDigits];

/** A new payment password: six digits, not a first guess. */
export const newPaymentPasswordRules: Rule[] = [...paymentPasswordRules, notWeak];

const confirmRules = (password: string): Rule[] => [required(`${NS}:rules.confirmRequired`), sameAs(password)];

export type SetField = 'password' | 'confirmPassword';
export const setPasswordRules: FieldRules<SetField> = {
  password: newPaymentPasswordRules,
  confirmPassword: (values) => confirmRules(values.password),
};

export type ChangeField = 'oldPassword' | 'newPassword' | 'confirmPassword';
export const changePasswordRules: FieldRules<ChangeField> = {
  oldPassword: paymentPasswordRules,
  newPassword: (values) => [...newPaymentPasswordRules, differentFrom(values.oldPassword)],
  confirmPassword: (values) => confirmRules(values.newPassword),
};

export type ResetField = 'verificationCode' | 'newPassword' | 'confirmPassword';
export const resetPasswordRules = (codeRules: Rule[]): FieldRules<ResetField> => ({
  verificationCode: codeRules,
  newPassword: newPaymentPasswordRules,
  confirmPassword: (values) => confirmRules(values.newPassword),
});

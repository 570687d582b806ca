import { required, type FieldRules, type Rule } from '@mc/shared-kernel';
import { newPaymentPasswordRules, paymentPasswordRules } from '../../entities/payment-password';

const NS = 'cashier-security';

const sameAs =
  (expected: string): Rule =>
  (value) =>
    value === expected ? null : { key: `${NS}:rules.mismatch` };
const differentFrom =
  (old: string): Rule =>
  (value) =>
    old !== '' && value === old ? { key: `${NS}:rules.sameAsOld` } : null;

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

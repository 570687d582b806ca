import { required, rules, type FieldRules, type Rule } from '@mc/shared-kernel';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

const sameAs =
  (expected: string): Rule =>
  (value) =>
    value !== expected ? { key: 'member-access:changePassword.mismatch' } : null;

/**
 * The old password by the login-password rule (it may have been set before the character rule), the
 * new one by the new-password rule, the confirmation required and equal to it.
 */
export const passwordChangeRules: FieldRules<PasswordField> = {
  oldPassword: rules.loginPassword,
  newPassword: rules.newPassword,
  confirmPassword: (values) => [required('member-access:changePassword.confirmRequired'), sameAs(values.newPassword)],
};

import { check, rules, type FieldRules, type Rule } from '@mc/shared-kernel';
import { changePasswordRules, resetPasswordRules, setPasswordRules } from './password-form-rules';

const rulesOf = <K extends string>(all: FieldRules<K>, field: K, values: Record<K, string>): Rule[] => {
  const r = all[field];
  return typeof r === 'function' ? r(values) : r;
};
const failure = <K extends string>(all: FieldRules<K>, field: K, values: Record<K, string>) =>
  check(values[field], rulesOf(all, field, values))?.key ?? null;

describe('the set, change and reset forms’ rules', () => {
  it('wants the confirmation equal to the new password', () => {
    expect(failure(setPasswordRules, 'confirmPassword', { password: '246810', confirmPassword: '' })).toBe(
      'cashier-security:rules.confirmRequired',
    );
    expect(failure(setPasswordRules, 'confirmPassword', { password: '246810', confirmPassword: '246811' })).toBe(
      'cashier-security:rules.mismatch',
    );
    expect(failure(setPasswordRules, 'confirmPassword', { password: '246810', confirmPassword: '246810' })).toBeNull();
  });

  it('wants a changed password to differ from the current one', () => {
    const values = { oldPassword: '246810', newPassword: '246810', confirmPassword: '246810' };
    expect(failure(changePasswordRules, 'newPassword', values)).toBe('cashier-security:rules.sameAsOld');
    expect(failure(changePasswordRules, 'newPassword', { ...values, newPassword: '135790' })).toBeNull();
    expect(failure(changePasswordRules, 'confirmPassword', { ...values, newPassword: '135790' })).toBe(
      'cashier-security:rules.mismatch',
    );
    expect(failure(changePasswordRules, 'oldPassword', { ...values, oldPassword: '12' })).toBe(
      'cashier-security:rules.sixDigits',
    );
  });

  it('checks the reset code by the kernel’s SMS code rule', () => {
    const reset = resetPasswordRules(rules.verificationCode);
    const values = { verificationCode: '', newPassword: '135790', confirmPassword: '135790' };
    expect(failure(reset, 'verificationCode', values)).toBe('validation.codeRequired');
    expect(failure(reset, 'verificationCode', { ...values, verificationCode: '12ab' })).toBe('validation.numeric');
    expect(failure(reset, 'verificationCode', { ...values, verificationCode: '123456' })).toBeNull();
    expect(failure(reset, 'newPassword', { ...values, newPassword: '111111' })).toBe('cashier-security:rules.weak');
  });
});

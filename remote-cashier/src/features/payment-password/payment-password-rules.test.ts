import { check, rules, type FieldRules, type Rule } from '@mc/shared-kernel';
import {
  changePasswordRules,
  isWeakPaymentPassword,
  newPaymentPasswordRules,
  normaliseDigits,
  paymentPasswordRules,
  resetPasswordRules,
  setPasswordRules,
} from './payment-password-rules';

const rulesOf = <K extends string>(all: FieldRules<K>, field: K, values: Record<K, string>): Rule[] => {
  const r = all[field];
  return typeof r === 'function' ? r(values) : r;
};
const failure = <K extends string>(all: FieldRules<K>, field: K, values: Record<K, string>) =>
  check(values[field], rulesOf(all, field, values))?.key ?? null;

describe('payment password rules', () => {
  it.each([
    ['', 'cashier-security:rules.required'],
    ['      ', 'cashier-security:rules.required'],
    ['12345', 'cashier-security:rules.sixDigits'],
    ['1234567', 'cashier-security:rules.sixDigits'],
    ['24681a', 'cashier-security:rules.sixDigits'],
    [' 246810', 'cashier-security:rules.sixDigits'],
    ['２４６８１０', 'cashier-security:rules.sixDigits'],
    ['<b>12</b>', 'cashier-security:rules.sixDigits'],
    ['246810', null],
  ])('asks for six digits: %p → %s', (value, key) => {
    expect(check(value, paymentPasswordRules)?.key ?? null).toBe(key);
  });

  it.each(['000000', '111111', '999999', '123456', '234567', '456789', '987654', '654321', '543210', '012345'])(
    'refuses %s as a new password (too easy to guess)',
    (value) => {
      expect(isWeakPaymentPassword(value)).toBe(true);
      expect(check(value, newPaymentPasswordRules)?.key).toBe('cashier-security:rules.weak');
      // The password a withdrawal asks for is the platform's to judge: an old weak one is still sent.
      expect(check(value, paymentPasswordRules)).toBeNull();
    },
  );

  it.each(['246810', '135790', '112233', '123457', '124578', '909090', '890123'])(
    'takes %s as a new password',
    (value) => {
      expect(isWeakPaymentPassword(value)).toBe(false);
      expect(check(value, newPaymentPasswordRules)).toBeNull();
    },
  );

  it('reads Burmese digits as the Latin ones and leaves everything else for the rules', () => {
    expect(normaliseDigits('၂၄၆၈၁၀')).toBe('246810');
    expect(normaliseDigits('၂4၆8a')).toBe('2468a');
  });

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

import { check } from '@mc/shared-kernel';
import { passwordChangeRules, type PasswordField } from './password-rules';

const values = (newPassword: string, confirmPassword: string) => ({
  oldPassword: 'Demo1234',
  newPassword,
  confirmPassword,
});
const keyOf = (field: PasswordField, all: ReturnType<typeof values>) => {
  const r = passwordChangeRules[field];
  return check(all[field], typeof r === 'function' ? r(all) : r)?.key ?? null;
};

describe('change-password rules', () => {
  it('requires the confirmation, with its own message', () => {
    expect(keyOf('confirmPassword', values('NewPass99', ''))).toBe('member-access:changePassword.confirmRequired');
    expect(keyOf('confirmPassword', values('NewPass99', '   '))).toBe('member-access:changePassword.confirmRequired');
  });

  it('requires the confirmation to equal the new password exactly', () => {
    expect(keyOf('confirmPassword', values('NewPass99', 'NewPass98'))).toBe('member-access:changePassword.mismatch');
    expect(keyOf('confirmPassword', values('NewPass99', 'newpass99'))).toBe('member-access:changePassword.mismatch');
    expect(keyOf('confirmPassword', values('NewPass99', 'NewPass99'))).toBeNull();
  });

  it.each([
    ['', 'validation.passwordRequired'],
    ['12345', 'validation.newPassword'],
    ['123456', null],
    ['x'.repeat(20), null],
    ['x'.repeat(21), 'validation.newPassword'],
    ['new pass1', 'validation.newPassword'],
    ['😀🎰💰😀🎰💰', 'validation.newPassword'],
    ['\u202Eمرحبا123', 'validation.invisible'],
  ])('checks the new password %p with the password rule → %p', (password, expected) => {
    expect(keyOf('newPassword', values(password, password))).toBe(expected);
  });

  it('checks the old password with the login-password rule', () => {
    expect(keyOf('oldPassword', { ...values('NewPass99', 'NewPass99'), oldPassword: '' })).toBe(
      'validation.passwordRequired',
    );
    expect(keyOf('oldPassword', { ...values('NewPass99', 'NewPass99'), oldPassword: 'abc' })).toBe(
      'validation.password',
    );
    // A password set before the character rule must still be accepted as the old one.
    expect(keyOf('oldPassword', { ...values('NewPass99', 'NewPass99'), oldPassword: 'pässwört' })).toBeNull();
  });
});

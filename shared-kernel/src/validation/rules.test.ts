import { check, rules } from './rules';

const keyOf = (name: keyof typeof rules, value: string) => check(value, rules[name])?.key ?? null;

describe('shared login rules', () => {
  it.each([
    ['', 'validation.usernameRequired'],
    ['   ', 'validation.usernameRequired'],
    ['abc', 'validation.username'],
    ['abcd', null],
    ['a'.repeat(16), null],
    ['a'.repeat(17), 'validation.username'],
    ['demo 01', 'validation.username'],
    ['demo01', null],
  ])('loginUsername %p → %p', (value, expected) => {
    expect(keyOf('loginUsername', value)).toBe(expected);
  });

  it.each([
    ['', 'validation.passwordRequired'],
    ['12345', 'validation.password'],
    ['123456', null],
    ['x'.repeat(20), null],
    ['x'.repeat(21), 'validation.password'],
    ['pass word', 'validation.password'],
  ])('loginPassword %p → %p', (value, expected) => {
    expect(keyOf('loginPassword', value)).toBe(expected);
  });

  it.each([
    ['', 'validation.mobileRequired'],
    ['123456', 'validation.mobile'],
    ['0912345678', null],
    ['1'.repeat(21), 'validation.maxLength'],
    ['09-1234567', 'validation.mobile'],
  ])('loginMobileNum %p → %p', (value, expected) => {
    expect(keyOf('loginMobileNum', value)).toBe(expected);
  });

  it.each([
    ['', 'validation.captchaRequired'],
    ['12a4', 'validation.numeric'],
    ['1234567', 'validation.maxLength'],
    ['1234', null],
  ])('captcha %p → %p', (value, expected) => {
    expect(keyOf('captcha', value)).toBe(expected);
  });

  it.each([
    ['', 'validation.codeRequired'],
    ['12345678901', 'validation.maxLength'],
    ['12 34', 'validation.numeric'],
    ['123456', null],
  ])('verificationCode %p → %p', (value, expected) => {
    expect(keyOf('verificationCode', value)).toBe(expected);
  });
});

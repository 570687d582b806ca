import { INVISIBLE_CHARS, PASSWORD_CHARS, check, rules } from './rules';

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
    ['', 'validation.usernameRequired'],
    ['   ', 'validation.usernameRequired'],
    ['abc', 'validation.username'],
    ['abcd', null],
    ['a_1B'.repeat(4), null],
    ['a'.repeat(17), 'validation.username'],
    ['demo 01', 'validation.username'],
    ['<b>x</b>', 'validation.username'],
    ['dėmo01', 'validation.username'],
    ['demo\u200b01', 'validation.invisible'],
  ])('newUsername %p → %p', (value, expected) => {
    expect(keyOf('newUsername', value)).toBe(expected);
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
    ['123', 'validation.codeLength'],
    ['1234', null],
    ['123456', null],
    ['1234567890', null],
    ['12345678901', 'validation.codeLength'],
    ['12 34', 'validation.numeric'],
    ['１２３４', 'validation.numeric'],
  ])('verificationCode %p → %p', (value, expected) => {
    expect(keyOf('verificationCode', value)).toBe(expected);
  });
});

describe('new passwords: printable ASCII without spaces', () => {
  it.each([
    ['😀🎰💰😀🎰💰', 'validation.newPassword'],
    ['\u202Eمرحبا123', 'validation.invisible'],
    ['abc\u200B123', 'validation.invisible'],
    ['abc\u0000123', 'validation.invisible'],
    ['pässwort1', 'validation.newPassword'],
    ['မောင်123456', 'validation.newPassword'],
    ['pass word', 'validation.newPassword'],
    ['12345', 'validation.newPassword'],
    ['x'.repeat(21), 'validation.newPassword'],
    ['', 'validation.passwordRequired'],
    ['Demo1234', null],
    ['!#$%&()*+,-./:;<=>?@', null],
    ['[]^_`{|}~"\'\\', null],
  ])('newPassword %p → %p', (value, expected) => {
    expect(keyOf('newPassword', value)).toBe(expected);
  });

  it('states its bounds in the message', () => {
    expect(check('😀🎰💰😀🎰💰', rules.newPassword)).toEqual({
      key: 'validation.newPassword',
      params: { min: 6, max: 20 },
    });
  });

  it('leaves logging in to any non-space password, so one set before this rule still works', () => {
    expect(keyOf('loginPassword', '😀🎰💰😀🎰💰')).toBeNull();
  });
});

describe('display names: letters, marks and digits of any script', () => {
  it.each([
    ['\u202EVIP', 'validation.invisible'],
    ['VIP\u202C', 'validation.invisible'],
    ['\u2067Boss\u2069', 'validation.invisible'],
    ['Ko\u200DKo', 'validation.invisible'],
    ['\u3164', 'validation.invisible'],
    ['line\nbreak', 'validation.invisible'],
    ['Lucky😀', 'validation.displayName'],
    ['<b>me</b>', 'validation.displayName'],
    ['Aung\u00A0Aung', 'validation.displayName'],
    ['မောင်မောင်', null],
    ['ဦးဘ ၁၂၃', null],
    ['Nguyễn Văn A', null],
    ["O'Brien-Smith Jr.", null],
    ['', null],
  ])('displayName %p → %p', (value, expected) => {
    expect(keyOf('displayName', value)).toBe(expected);
  });
});

describe('character classes', () => {
  it('find every bidi override, embedding and isolate control', () => {
    for (const code of [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c,
    ]) {
      expect(INVISIBLE_CHARS.test(`a${String.fromCodePoint(code)}b`)).toBe(true);
    }
  });

  it('leave Burmese text alone', () => {
    expect(INVISIBLE_CHARS.test('မင်္ဂလာပါ ကျွန်ုပ်')).toBe(false);
    expect(PASSWORD_CHARS.test('Demo1234')).toBe(true);
    expect(PASSWORD_CHARS.test('Demo 1234')).toBe(false);
  });
});

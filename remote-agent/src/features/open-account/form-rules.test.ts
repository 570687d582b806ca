import { check, type Rule } from '@mc/shared-kernel';
import { defaultRates, openAccountRules, wireRates } from './form-rules';
import type { RateQuota } from './api/get-register-quota';

const quota: RateQuota[] = [
  { category: 'SPORTS', max: 150, defaultRate: '0.80' },
  { category: 'LOTT', max: 800, defaultRate: '5.00' },
];
const fieldRules = openAccountRules(quota);
const values = { username: '', password: 'Secret12', confirmPassword: 'Secret12', rate_SPORTS: '0.80', rate_LOTT: '5' };
const keyOf = (name: keyof typeof fieldRules, value: string, all: Record<string, string> = values) => {
  const r = fieldRules[name];
  return (
    check(value, (typeof r === 'function' ? r({ ...values, ...all, [name]: value } as never) : r) as Rule[])?.key ??
    null
  );
};

describe("open account rules (the site's username and password rules)", () => {
  it.each([
    ['', 'validation.usernameRequired'],
    ['    ', 'validation.usernameRequired'],
    ['abc', 'validation.username'],
    ['  abc  ', 'validation.username'],
    ['a'.repeat(17), 'validation.username'],
    ['new user', 'validation.username'],
    ['<img src=x onerror=alert(1)>', 'validation.username'],
    ["x' OR 1=1 --", 'validation.username'],
    ['ab\u202ecd', 'validation.invisible'],
    ['newdown01', null],
    ['  newdown01  ', null],
    ['A_b_1234', null],
  ])('username %p → %p', (value, key) => {
    expect(keyOf('username', value)).toBe(key);
  });

  it.each([
    ['', 'validation.passwordRequired'],
    ['12345', 'validation.newPassword'],
    ['x'.repeat(21), 'validation.newPassword'],
    ['pass word', 'validation.newPassword'],
    ['pässword', 'validation.newPassword'],
    ['Secret12', null],
  ])('password %p → %p', (value, key) => {
    expect(keyOf('password', value)).toBe(key);
  });

  it('wants the confirmation typed and equal to the password', () => {
    expect(keyOf('confirmPassword', '')).toBe('agent:openAccount.confirmRequired');
    expect(keyOf('confirmPassword', 'Secret13')).toBe('agent:openAccount.confirmMismatch');
    expect(keyOf('confirmPassword', 'Secret12 ')).toBe('agent:openAccount.confirmMismatch');
    expect(keyOf('confirmPassword', 'Secret12')).toBeNull();
  });

  it('gives each category its own ceiling', () => {
    expect(keyOf('rate_SPORTS', '1.51')).toBe('agent:rates.errors.aboveCeiling');
    expect(keyOf('rate_LOTT', '1.51')).toBeNull();
  });

  it('pre-fills the defaults and sends two-decimal percents in quota order', () => {
    expect(defaultRates(quota)).toEqual({ rate_SPORTS: '0.80', rate_LOTT: '5.00' });
    expect(wireRates(quota, { rate_SPORTS: ' 1.5', rate_LOTT: '0' })).toEqual([
      { category: 'SPORTS', rate: '1.50' },
      { category: 'LOTT', rate: '0.00' },
    ]);
  });
});

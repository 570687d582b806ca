import { check } from '@mc/shared-kernel';
import { formatRate, parseRate, rateRules } from './rates';

describe('rates', () => {
  it.each([
    ['0.80', 80n], ['0.8', 80n], ['1', 100n], [' 1.5 ', 150n], ['0', 0n], ['12.34', 1234n],
    ['', null], ['   ', null], ['-0.10', null], ['0.805', null], ['abc', null], ['1e2', null], ['0,80', null], ['.5', null], ['1.', null], ['1234', null],
  ])('parseRate(%p) → %p', (text, expected) => {
    expect(parseRate(text)).toBe(expected);
  });

  it('formats hundredths of a percent with two decimals', () => {
    expect([0n, 5n, 80n, 150n, 800n].map(formatRate)).toEqual(['0.00', '0.05', '0.80', '1.50', '8.00']);
  });

  const rule = (value: string) => check(value, rateRules(150n));
  it.each([
    ['', 'agent:openAccount.rate.required'],
    ['   ', 'agent:openAccount.rate.required'],
    ['-0.10', 'agent:openAccount.rate.negative'],
    [' -1', 'agent:openAccount.rate.negative'],
    ['0.505', 'agent:openAccount.rate.decimals'],
    ['abc', 'agent:openAccount.rate.format'],
    ['<script>alert(1)</script>', 'agent:openAccount.rate.format'],
    ['0.8%', 'agent:openAccount.rate.format'],
    ['1.51', 'agent:openAccount.rate.ceiling'],
    ['100', 'agent:openAccount.rate.ceiling'],
    ['1.50', null],
    ['0', null],
    ['0.8', null],
  ])('rate %p → %p', (value, key) => {
    expect(rule(value)?.key ?? null).toBe(key);
  });

  it('names the ceiling in the message', () => {
    expect(rule('2')).toEqual({ key: 'agent:openAccount.rate.ceiling', params: { max: '1.50' } });
  });
});

import { check } from '@mc/shared-kernel';
import { formatRate, parseRate, rateRefusal, rateRules } from './rates';

const NS = 'agent:rates.errors';

describe('a typed rate', () => {
  it.each([
    ['0.80', 80],
    ['0.8', 80],
    ['1', 100],
    [' 1.5 ', 150],
    ['0', 0],
    ['12.34', 1234],
    ['', null],
    ['   ', null],
    ['-0.10', null],
    ['0.805', null],
    ['abc', null],
    ['1e2', null],
    ['0,80', null],
    ['.5', null],
    ['1.', null],
  ])('parseRate(%p) → %p', (text, expected) => {
    expect(parseRate(text)).toBe(expected);
  });

  it('is written with two decimals', () => {
    expect([0, 5, 80, 150, 800].map(formatRate)).toEqual(['0.00', '0.05', '0.80', '1.50', '8.00']);
  });
});

describe('a rate field', () => {
  const rules = rateRules(150);
  it.each([
    ['', `${NS}.empty`],
    ['   ', `${NS}.empty`],
    ['abc', `${NS}.number`],
    ['1,5', `${NS}.number`],
    ['1.', `${NS}.number`],
    ['.5', `${NS}.number`],
    ['1e2', `${NS}.number`],
    ['0.8%', `${NS}.number`],
    ['<script>alert(1)</script>', `${NS}.number`],
    ['-0.5', `${NS}.negative`],
    [' -1', `${NS}.negative`],
    ['0.123', `${NS}.decimals`],
    ['1.51', `${NS}.aboveCeiling`],
    ['100', `${NS}.aboveCeiling`],
  ])('refuses %p with %s', (value, key) => {
    expect(check(value, rules)?.key).toBe(key);
  });

  it.each(['0', '0.8', '1.5', '1.50', ' 1.2 '])('takes %p', (value) => {
    expect(check(value, rules)).toBeNull();
  });

  it('names the ceiling, and a floor when the downline is an agent giving more below', () => {
    expect(check('1.6', rules)).toEqual({ key: `${NS}.aboveCeiling`, params: { ceiling: '1.50' } });
    const withFloor = rateRules(150, 80);
    expect(check('0.79', withFloor)).toEqual({ key: `${NS}.belowFloor`, params: { floor: '0.80' } });
    expect(check('0.80', withFloor)).toBeNull();
    expect(check('0', rateRules(150, 0))).toBeNull();
  });
});

describe('a platform refusal of a rate', () => {
  it('names its category and the message', () => {
    expect(rateRefusal('rebate.above.ceiling', { category: 'LIVE', ceiling: '1.20' })).toEqual({
      category: 'LIVE',
      failure: { key: `${NS}.aboveCeiling`, params: { ceiling: '1.20' } },
    });
    expect(rateRefusal('rebate.below.floor', { category: 'LOTT', floor: '4.00' })).toEqual({
      category: 'LOTT',
      failure: { key: `${NS}.belowFloor`, params: { floor: '4.00' } },
    });
    expect(rateRefusal('rebate.format', { category: 'RNG', reason: 'decimals' })?.failure.key).toBe(`${NS}.decimals`);
    expect(rateRefusal('rebate.format', { category: 'RNG', reason: 'strange' })?.failure.key).toBe(`${NS}.number`);
  });

  it('about no rate (or an unknown category) is not one', () => {
    expect(rateRefusal('rebate.not.downline', { username: 'x' })).toBeNull();
    expect(rateRefusal('rebate.above.ceiling', { category: 'ESPORTS' })).toBeNull();
    expect(rateRefusal('session.expired', null)).toBeNull();
  });
});

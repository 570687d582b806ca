import { check } from '@mc/shared-kernel';
import { fieldOfRefusal, formatRate, rateRules, toHundredths, toRates } from './rate-rules';

const NS = 'agent:rebateSettings.errors';

describe('a rate field', () => {
  const rules = rateRules('1.50', null);
  it.each([
    ['', `${NS}.empty`],
    ['   ', `${NS}.empty`],
    ['abc', `${NS}.number`],
    ['1,5', `${NS}.number`],
    ['1.', `${NS}.number`],
    ['.5', `${NS}.number`],
    ['1e2', `${NS}.number`],
    ['-0.5', `${NS}.negative`],
    ['0.123', `${NS}.decimals`],
    ['1.51', `${NS}.aboveCeiling`],
    ['2', `${NS}.aboveCeiling`],
  ])('refuses %p with %s', (value, key) => {
    expect(check(value, rules)?.key).toBe(key);
  });

  it.each(['0', '0.8', '1.5', '1.50', ' 1.2 '])('takes %p', (value) => {
    expect(check(value, rules)).toBeNull();
  });

  it('names the ceiling, and a floor when the downline is an agent giving more below', () => {
    expect(check('1.6', rules)).toEqual({ key: `${NS}.aboveCeiling`, params: { ceiling: '1.50' } });
    const withFloor = rateRules('1.50', '0.8');
    expect(check('0.79', withFloor)).toEqual({ key: `${NS}.belowFloor`, params: { floor: '0.80' } });
    expect(check('0.80', withFloor)).toBeNull();
    expect(check('0', rateRules('1.50', '0.00'))).toBeNull();
  });
});

describe('rate conversions', () => {
  it('reads percents as hundredths of a percent and writes two decimals', () => {
    expect(toHundredths('0.8')).toBe(80n);
    expect(toHundredths('12.34')).toBe(1234n);
    expect(toHundredths('1.234')).toBeNull();
    expect(toHundredths('-1')).toBeNull();
    expect(formatRate(5n)).toBe('0.05');
    expect(toRates({ SPORTS: '1', LIVE: '0.8', RNG: '0.05', FISH: '0', PVP: '2.5', LOTT: '8.00', INHOUSE: ' 1.1 ' })).toEqual({
      SPORTS: '1.00', LIVE: '0.80', RNG: '0.05', FISH: '0.00', PVP: '2.50', LOTT: '8.00', INHOUSE: '1.10',
    });
  });
});

describe('platform refusals', () => {
  it('map to the field they name', () => {
    expect(fieldOfRefusal('rebate.above.ceiling', { category: 'LIVE', ceiling: '1.20' })).toEqual({ field: 'LIVE', failure: { key: `${NS}.aboveCeiling`, params: { ceiling: '1.20' } } });
    expect(fieldOfRefusal('rebate.below.floor', { category: 'LOTT', floor: '4.00' })).toEqual({ field: 'LOTT', failure: { key: `${NS}.belowFloor`, params: { floor: '4.00' } } });
    expect(fieldOfRefusal('rebate.format', { category: 'RNG', reason: 'decimals' })?.failure.key).toBe(`${NS}.decimals`);
    expect(fieldOfRefusal('rebate.format', { category: 'RNG', reason: 'strange' })?.failure.key).toBe(`${NS}.number`);
  });

  it('about no field (or an unknown category) are for the form', () => {
    expect(fieldOfRefusal('rebate.not.downline', { username: 'x' })).toBeNull();
    expect(fieldOfRefusal('rebate.above.ceiling', { category: 'ESPORTS' })).toBeNull();
    expect(fieldOfRefusal('session.expired', null)).toBeNull();
  });
});

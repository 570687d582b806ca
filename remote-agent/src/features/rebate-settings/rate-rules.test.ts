import { check, type Rule } from '@mc/shared-kernel';
import { fieldOfRefusal, ratesRules, toRates } from './rate-rules';

const NS = 'agent:rates.errors';

describe('rate conversions', () => {
  it('writes what was typed with two decimals', () => {
    expect(
      toRates({ SPORTS: '1', LIVE: '0.8', RNG: '0.05', FISH: '0', PVP: '2.5', LOTT: '8.00', INHOUSE: ' 1.1 ' }),
    ).toEqual({
      SPORTS: '1.00',
      LIVE: '0.80',
      RNG: '0.05',
      FISH: '0.00',
      PVP: '2.50',
      LOTT: '8.00',
      INHOUSE: '1.10',
    });
  });

  it('gives each category its ceiling and floor', () => {
    const rates = (v: string) => ({ SPORTS: v, LIVE: v, RNG: v, FISH: v, PVP: v, LOTT: v, INHOUSE: v });
    const rules = ratesRules({ ...rates('1.50'), LOTT: '8.00' }, { ...rates('0.00'), LOTT: '4.00' }) as Record<
      string,
      Rule[]
    >;
    expect(check('1.51', rules.SPORTS as Rule[])).toEqual({ key: `${NS}.aboveCeiling`, params: { ceiling: '1.50' } });
    expect(check('0', rules.SPORTS as Rule[])).toBeNull();
    expect(check('3.99', rules.LOTT as Rule[])).toEqual({ key: `${NS}.belowFloor`, params: { floor: '4.00' } });
  });
});

describe('platform refusals', () => {
  it('map to the field they name', () => {
    expect(fieldOfRefusal('rebate.above.ceiling', { category: 'LIVE', ceiling: '1.20' })).toEqual({
      field: 'LIVE',
      failure: { key: `${NS}.aboveCeiling`, params: { ceiling: '1.20' } },
    });
    expect(fieldOfRefusal('rebate.below.floor', { category: 'LOTT', floor: '4.00' })).toEqual({
      field: 'LOTT',
      failure: { key: `${NS}.belowFloor`, params: { floor: '4.00' } },
    });
    expect(fieldOfRefusal('rebate.format', { category: 'RNG', reason: 'decimals' })?.failure.key).toBe(
      `${NS}.decimals`,
    );
    expect(fieldOfRefusal('rebate.format', { category: 'RNG', reason: 'strange' })?.failure.key).toBe(`${NS}.number`);
  });

  it('about no field (or an unknown category) are for the form', () => {
    expect(fieldOfRefusal('rebate.not.downline', { username: 'x' })).toBeNull();
    expect(fieldOfRefusal('rebate.above.ceiling', { category: 'ESPORTS' })).toBeNull();
    expect(fieldOfRefusal('session.expired', null)).toBeNull();
  });
});

import { securityLevel, type SecurityFacts } from './security-level';

const none: SecurityFacts = {
  loginPassword: false,
  paymentPassword: false,
  bankCard: false,
  email: false,
  mobile: false,
  payeeName: false,
  securityQuestions: false,
};
const all: SecurityFacts = {
  loginPassword: true,
  paymentPassword: true,
  bankCard: true,
  email: true,
  mobile: true,
  payeeName: true,
  securityQuestions: true,
};

describe('securityLevel', () => {
  it('counts one point for each fact that is set, out of 7', () => {
    expect(securityLevel(none)).toEqual({ points: 0, max: 7, name: 'low' });
    expect(securityLevel(all)).toEqual({ points: 7, max: 7, name: 'high' });
    expect(securityLevel({ ...none, loginPassword: true, email: true })).toMatchObject({ points: 2, name: 'low' });
  });

  it('draws the bounds at 4 (medium) and 6 (high)', () => {
    const upTo = (n: number) => {
      const keys = Object.keys(none) as (keyof SecurityFacts)[];
      return Object.fromEntries(keys.map((k, i) => [k, i < n])) as unknown as SecurityFacts;
    };
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => securityLevel(upTo(n)).name)).toEqual([
      'low',
      'low',
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });

  it('gives every fact the same weight', () => {
    for (const key of Object.keys(none) as (keyof SecurityFacts)[]) {
      expect(securityLevel({ ...none, [key]: true }).points).toBe(1);
      expect(securityLevel({ ...all, [key]: false }).points).toBe(6);
    }
  });
});

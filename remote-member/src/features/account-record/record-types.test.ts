import {
  AGENT_GROUP_IDS,
  direction,
  entryLabelKey,
  MEMBER_GROUP_IDS,
  MEMBER_GROUPS,
  typesQuery,
  variantOf,
} from './record-types';

describe('account record types', () => {
  it('gives the agent variant only to agents asking for types=A', () => {
    expect(variantOf('A', true)).toBe('agent');
    expect(variantOf(' a ', true)).toBe('agent');
    expect(variantOf('A', false)).toBe('member');
    expect(variantOf(null, true)).toBe('member');
    expect(variantOf('B', true)).toBe('member');
  });

  it("asks for every type, a group's types, or the agent set", () => {
    expect(typesQuery('member', 'ALL')).toBeNull();
    expect(typesQuery('member', 'WITHDRAW')).toBe('WITHDRAW_HOLD,WITHDRAW_REFUND');
    expect(typesQuery('member', 'BET')).toBe('BET,BET_CANCEL');
    expect(typesQuery('agent', 'ALL')).toBe('A');
    expect(typesQuery('agent', 'COMMISSION')).toBe('COMMISSION');
    expect(typesQuery('agent', 'TEAM')).toBe('UPLINE_TRANSFER,DOWNLINE_TRANSFER');
    // An unknown group (the URL filter never lets one through) asks for nothing narrower.
    expect(typesQuery('member', 'NOPE')).toBeNull();
    expect(typesQuery('agent', 'NOPE')).toBe('A');
  });

  it('covers every movement the issue names with a group, none twice', () => {
    const all = Object.values(MEMBER_GROUPS).flatMap((types) => types ?? []);
    expect(new Set(all).size).toBe(all.length);
    for (const type of ['DEPOSIT', 'WITHDRAW_HOLD', 'TRANSFER_IN', 'BONUS', 'REBATE', 'BET', 'PAYOUT', 'ADJUSTMENT'])
      expect(all).toContain(type);
    expect(MEMBER_GROUP_IDS[0]).toBe('ALL');
    expect(AGENT_GROUP_IDS).toEqual(['ALL', 'COMMISSION', 'TEAM']);
  });

  it('labels known types and shows others as Other; signs decide the direction', () => {
    expect(entryLabelKey('BET_CANCEL')).toBe('account.entry.BET_CANCEL');
    expect(entryLabelKey('JACKPOT')).toBe('account.entry.other');
    expect(entryLabelKey('constructor')).toBe('account.entry.other');
    expect(direction('-12.50')).toBe('out');
    expect(direction('12.50')).toBe('in');
    expect(direction('0.00')).toBe('in');
  });
});

import { toDownline, type DownlineRow } from './get-downlines';

const row = (over: Partial<DownlineRow> = {}): DownlineRow => ({
  username: 'm001_aungko',
  type: 0,
  balance: '1234.05',
  regDate: 1_718_000_000_000,
  lastLoginAt: null,
  online: false,
  level: 1,
  teamSize: 0,
  upline: 'agent01',
  ...over,
});

describe('a downline row', () => {
  it('holds the balance in cents and tells members from agents', () => {
    expect(toDownline(row(), 'agent01')).toEqual({
      username: 'm001_aungko',
      isAgent: false,
      balance: 123_405,
      regDate: 1_718_000_000_000,
      lastLoginAt: null,
      online: false,
      level: 1,
      teamSize: 0,
      upline: 'agent01',
      direct: true,
    });
    for (const type of [0, 4, 40]) expect(toDownline(row({ type }), 'agent01').isAgent).toBe(false);
    for (const type of [1, 2, 41]) expect(toDownline(row({ type }), 'agent01').isAgent).toBe(true);
  });

  it('is direct (a transfer and rebates may go to it) only under the signed-in agent, whatever the case', () => {
    expect(toDownline(row({ upline: 'Agent01' }), 'agent01').direct).toBe(true);
    expect(toDownline(row({ upline: 'm003_x', level: 2 }), 'agent01').direct).toBe(false);
    expect(toDownline(row({ upline: null }), 'agent01').direct).toBe(false);
  });
});

import { createTestSim } from '../testing/fixtures';
import { directDownlines, isInTeam, teamOf } from './team';

describe('an agent team', () => {
  const { platform } = createTestSim();
  beforeEach(() => platform.reset());

  it('is the accounts whose upline is the agent, then theirs, level by level', () => {
    const state = platform.state;
    const direct = directDownlines(state, 'AGENT01').map((a) => a.username);
    expect(direct).toEqual(expect.arrayContaining(['demo01', 'agent02', 'member04']));
    const team = teamOf(state, 'agent01');
    for (const { account, level } of team) {
      const above =
        level === 1
          ? 'agent01'
          : team.find((m) => m.account.username.toLowerCase() === account.upline)?.account.username.toLowerCase();
      expect(account.upline).toBe(above);
    }
    expect(isInTeam(state, 'agent01', 'Demo01')).toBe(true);
    expect(isInTeam(state, 'agent02', 'demo01')).toBe(false);
    expect(isInTeam(state, 'agent01', 'agent01')).toBe(false);
  });

  it('does not loop on an upline cycle', () => {
    const state = platform.state;
    const agent = state.accounts.get('agent01');
    if (!agent) throw new Error('no agent01');
    agent.upline = 'agent02';
    const team = teamOf(state, 'agent01');
    expect(team.filter((m) => m.account.username === 'agent01')).toHaveLength(0);
  });
});

describe('team rebates', () => {
  const { platform } = createTestSim();
  beforeEach(() => platform.reset());

  it('never give a downline more than its agent has, in any category', () => {
    const state = platform.state;
    for (const agent of state.accounts.values()) {
      if (!agent.rebates) continue;
      for (const { account } of teamOf(state, agent.username).filter((m) => m.level === 1)) {
        if (!account.rebates) continue;
        for (const [category, rate] of Object.entries(account.rebates.own)) {
          expect({
            who: account.username,
            category,
            over: rate > agent.rebates.own[category as keyof typeof agent.rebates.own],
          }).toEqual({ who: account.username, category, over: false });
        }
      }
    }
  });
});

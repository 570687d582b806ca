import { createTestSim, TEST_NOW } from '../testing/fixtures';
import { ledgerProblems } from '../testing/ledger';
import { directDownlines, teamOf, teamSizes } from '../core/team';
import { isAgentType } from '../core/auth';
import { dayNumber } from '../core/dates';
import { TEAM_PASSWORD } from './team';
import { REBATE_CATEGORIES } from '../core/state';

describe('the seeded team', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const generated = () => [...platform.state.accounts.values()].filter((a) => /^[ms]\d{3}_[a-z]+$/.test(a.username));

  it('gives agent01 48 direct downlines, six of them sub-agents with teams of their own, three levels deep', () => {
    const state = platform.state;
    const direct = directDownlines(state, 'agent01');
    expect(direct).toHaveLength(48);
    expect(direct.map((a) => a.username)).toEqual(expect.arrayContaining(['demo01', 'agent02', 'member04']));
    const subAgents = direct.filter((a) => isAgentType(a.type));
    expect(subAgents).toHaveLength(6);
    for (const sub of subAgents) {
      expect(sub.type).toBe(2);
      const size = directDownlines(state, sub.username).length;
      expect(size).toBeGreaterThanOrEqual(4);
      expect(size).toBeLessThanOrEqual(15);
    }
    expect(directDownlines(state, 'agent02')).toHaveLength(12);
    const team = teamOf(state, 'agent01');
    expect(Math.max(...team.map((m) => m.level))).toBe(3);
    expect(teamSizes(state).get('agent01')).toBe(team.length);
    expect(teamSizes(state).get('agent02')).toBe(12);
  });

  it('is the same for the same seed and clock', () => {
    const other = createTestSim();
    const names = (sim: typeof platform) =>
      [...sim.state.accounts.values()].map((a) => `${a.username}:${a.upline}:${a.balance}:${a.ledger.length}`);
    expect(names(other.platform)).toEqual(names(platform));
  });

  it('has real accounts whose history adds up to their balance, never below zero, none before registration', () => {
    const accounts = generated();
    expect(accounts.length).toBeGreaterThan(100);
    for (const account of accounts) {
      expect({ who: account.username, problems: ledgerProblems(account, TEST_NOW) }).toEqual({
        who: account.username,
        problems: [],
      });
      for (const entry of account.ledger) expect(entry.createdAt).toBeGreaterThanOrEqual(account.regDate - 3_600_000);
      for (const order of account.orders) expect(order.createdAt).toBeGreaterThan(account.regDate);
      expect([0, 2]).toContain(account.type);
      expect(account.nickname).not.toBe('');
    }
    // Enough play for the team reports: most deposited and bet, some hold nothing.
    expect(accounts.filter((a) => a.orders.length > 0).length).toBeGreaterThan(accounts.length / 2);
    expect(accounts.filter((a) => a.deposits.some((d) => d.status === 'SUCCESS')).length).toBeGreaterThan(
      accounts.length / 2,
    );
    expect(accounts.some((a) => a.balance === 0)).toBe(true);
  });

  it('keeps each rebate within its agent’s, and gives sub-agents defaults for their own downlines', () => {
    const state = platform.state;
    for (const account of generated()) {
      const upline = state.accounts.get(account.upline ?? '');
      expect(upline?.rebates).toBeTruthy();
      expect(account.rebates).toBeTruthy();
      if (!upline?.rebates || !account.rebates) continue;
      for (const c of REBATE_CATEGORIES) expect(account.rebates.own[c]).toBeLessThanOrEqual(upline.rebates.own[c]);
      if (account.type === 2) {
        expect(account.rebates.downlineDefaults).not.toBeNull();
        for (const c of REBATE_CATEGORIES)
          expect(account.rebates.downlineDefaults?.[c]).toBeLessThanOrEqual(account.rebates.own[c]);
      } else {
        expect(account.rebates.downlineDefaults).toBeNull();
      }
    }
  });

  it('logs in on every day it bet, once at registration, and its last login is the latest of them', () => {
    const today = dayNumber(TEST_NOW);
    for (const account of generated()) {
      for (const order of account.orders) expect(account.loginDays.has(dayNumber(order.createdAt))).toBe(true);
      expect(account.loginDays.has(dayNumber(account.regDate))).toBe(true);
      expect(account.lastLoginAt).not.toBeNull();
      expect(dayNumber(account.lastLoginAt ?? 0)).toBe(Math.max(...account.loginDays));
      expect(account.lastLoginAt ?? 0).toBeLessThanOrEqual(TEST_NOW);
      if (account.online) expect(account.loginDays.has(today)).toBe(true);
    }
    expect(generated().some((a) => a.online)).toBe(true);
    expect(generated().some((a) => dayNumber(a.regDate) === today)).toBe(true);
  });

  it('lets a generated member log in with the shared password, which records the login', async () => {
    const member = generated().find((a) => a.type === 0 && !a.online);
    if (!member) throw new Error('no offline generated member');
    const token = await client.loginToken({ username: member.username, password: TEAM_PASSWORD });
    expect(token).toBeTruthy();
    expect(member.online).toBe(true);
    expect(member.lastLoginAt).toBe(TEST_NOW);
    expect(member.loginDays.has(dayNumber(TEST_NOW))).toBe(true);
    await client.del('/wps/session/logout', { token });
    expect(member.online).toBe(false);
  });
});

import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { dayNumber, formatDay } from '../../core/dates';
import { post } from '../../core/ledger';
import { formatCents, parseMoney } from '../../core/money';
import { teamOf } from '../../core/team';
import type { CoreState } from '../../core/state';
import { memberPnl } from '../../data/pnl';
import { TEAM_OVERVIEW_MAX_DAYS } from './team-overview';

type Figures = Record<string, string | number>;

describe('team overview (KPI A, B, C)', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const today = dayNumber(TEST_NOW);
  const day = (n: number): string => formatDay(today - n);
  const agentToken = () => client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
  const kpi = (group: 'a' | 'b' | 'c', token: string, startDate: string, endDate: string) =>
    client.get<Figures>(`/wps/agent/kpi/${group}`, {
      token,
      query: { startDate, endDate },
      headers: { Module: 'AGEINFO3' },
    });
  const all = async (token: string, startDate: string, endDate: string) => {
    const [a, b, c] = await Promise.all([
      kpi('a', token, startDate, endDate),
      kpi('b', token, startDate, endDate),
      kpi('c', token, startDate, endDate),
    ]);
    return { a: a.body.value, b: b.body.value, c: c.body.value };
  };

  /** The figures worked out here from the team's raw records, independently of the route's code. */
  function expected(state: CoreState, start: number, end: number) {
    const inPeriod = (ms: number) => dayNumber(ms) >= start && dayNumber(ms) <= end;
    const team = teamOf(state, 'agent01').map((m) => m.account);
    let deposits = 0,
      withdrawals = 0,
      validBets = 0,
      bets = 0,
      payouts = 0,
      winLoss = 0,
      teamProfit = 0;
    let registrations = 0,
      firstDeposits = 0,
      active = 0,
      logins = 0,
      online = 0;
    for (const account of team) {
      if (inPeriod(account.regDate)) registrations += 1;
      if ([...account.loginDays].some((d) => d >= start && d <= end)) logins += 1;
      if (account.online) online += 1;
      const depositTimes = account.ledger.filter((e) => e.type === 'DEPOSIT').map((e) => e.createdAt);
      if (depositTimes.length > 0 && inPeriod(Math.min(...depositTimes))) firstDeposits += 1;
      for (const entry of account.ledger) {
        if (!inPeriod(entry.createdAt)) continue;
        if (entry.type === 'DEPOSIT') deposits += entry.amount;
        if (entry.type === 'WITHDRAW_HOLD' || entry.type === 'WITHDRAW_REFUND') withdrawals -= entry.amount;
      }
      const placed = account.orders.filter((o) => inPeriod(o.createdAt));
      if (placed.length > 0) active += 1;
      for (const order of placed) validBets += order.validBet;
      const pnl = memberPnl(account, start, end);
      bets += pnl.bets;
      payouts += pnl.payouts;
      winLoss += pnl.winLoss;
      teamProfit += pnl.netResult;
    }
    return {
      a: { teamSize: team.length, registrations, firstDeposits, activeMembers: active, logins, onlineNow: online },
      b: {
        deposits: formatCents(deposits),
        withdrawals: formatCents(withdrawals),
        bets: formatCents(bets),
        validBets: formatCents(validBets),
      },
      c: { payouts: formatCents(payouts), winLoss: formatCents(winLoss), teamProfit: formatCents(teamProfit) },
    };
  }

  it.each([
    ['today', 0, 0],
    ['yesterday', 1, 1],
    ['the last 30 days', 29, 0],
    ['the longest period', TEAM_OVERVIEW_MAX_DAYS - 1, 0],
  ])('every figure of %s is the sum over the team’s records', async (_name, from, to) => {
    const token = await agentToken();
    const figures = await all(token, day(from), day(to));
    const want = expected(platform.state, today - from, today - to);
    expect(figures.a).toEqual({ startDate: day(from), endDate: day(to), ...want.a });
    expect(figures.b).toEqual({ startDate: day(from), endDate: day(to), ...want.b });
    expect(figures.c).toMatchObject(want.c);
    // The seeded team is a real one: people and money in every period asked here.
    expect(figures.a.teamSize).toBeGreaterThanOrEqual(48);
    expect(Number(figures.a.logins)).toBeGreaterThan(0);
    expect(parseMoney(String(figures.b.bets))).toBeGreaterThan(0);
    // The team profit is the result of play plus what the platform gave the team.
    expect(parseMoney(String(figures.c.teamProfit))).toBe(
      parseMoney(String(figures.c.winLoss)) + parseMoney(String(figures.c.bonuses)),
    );
  });

  it('counts a new deposit of a team member at once, in the period it was made only', async () => {
    const token = await agentToken();
    const before = await all(token, day(0), day(0));
    const yesterday = await all(token, day(1), day(1));
    const member = teamOf(platform.state, 'agent01')[0]!.account;
    post(platform.state, member, TEST_NOW, { type: 'DEPOSIT', amount: 12_345 });
    const after = await all(token, day(0), day(0));
    expect(parseMoney(String(after.b.deposits)) - parseMoney(String(before.b.deposits))).toBe(12_345);
    expect(await all(token, day(1), day(1))).toEqual(yesterday);
  });

  it('agrees with the agent home’s counters for the same days (logins, betting, registered, online)', async () => {
    const token = await agentToken();
    for (const [from, to] of [
      [0, 0],
      [6, 0],
      [29, 0],
    ] as const) {
      const a = (await kpi('a', token, day(from), day(to))).body.value;
      const home = (
        await client.get<{ footer: Record<string, number> }>('/wps/agent/kpi', {
          token,
          query: { startDate: day(from), endDate: day(to), size: 0 },
        })
      ).body.value.footer;
      expect({
        logins: a.logins,
        activeMembers: a.activeMembers,
        registrations: a.registrations,
        onlineNow: a.onlineNow,
      }).toEqual({
        logins: home.teamLoginMemberCount,
        activeMembers: home.teamBetMemberCount,
        registrations: home.teamRegisterMemberCount,
        onlineNow: home.teamOnlineCount,
      });
    }
  });

  it('counts a team member’s login today and its session as online', async () => {
    const token = await agentToken();
    const member = teamOf(platform.state, 'agent01').find(
      (m) => !m.account.online && !m.account.loginDays.has(today) && m.account.type === 0,
    )!.account;
    const before = (await kpi('a', token, day(0), day(0))).body.value;
    await client.loginToken({ username: member.username, password: 'Team1234' });
    const after = (await kpi('a', token, day(0), day(0))).body.value;
    expect(Number(after.logins)).toBe(Number(before.logins) + 1);
    expect(Number(after.onlineNow)).toBe(Number(before.onlineNow) + 1);
  });

  it('answers a sub-agent its own, smaller team', async () => {
    const agent = await all(await agentToken(), day(29), day(0));
    const sub = await all(
      await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' }),
      day(29),
      day(0),
    );
    expect(Number(sub.a.teamSize)).toBeLessThan(Number(agent.a.teamSize));
    expect(sub.a).toMatchObject({ teamSize: teamOf(platform.state, 'agent02').length });
  });

  it('refuses bad ranges: reversed, in the future, too long, not dates', async () => {
    const token = await agentToken();
    const bad = [
      { startDate: day(0), endDate: day(1) },
      { startDate: day(0), endDate: day(-2) },
      { startDate: day(TEAM_OVERVIEW_MAX_DAYS), endDate: day(0) },
      { startDate: '2024-02-30', endDate: day(0) },
      { startDate: day(0) },
    ];
    for (const query of bad) {
      for (const group of ['a', 'b', 'c']) {
        expect((await client.get(`/wps/agent/kpi/${group}`, { token, query })).body.code).toBe('request.invalid');
      }
    }
  });

  it('is for agents only, with a session', async () => {
    expect((await kpi('a', '', day(0), day(0))).status).toBe(401);
    for (const [username, password] of [
      ['demo01', 'Demo1234'],
      ['member04', 'Member1234'],
    ] as const) {
      const token = await client.loginToken({ username, password });
      for (const group of ['a', 'b', 'c'] as const) {
        expect((await kpi(group, token, day(0), day(0))).body).toMatchObject({ success: false, code: 'agent.only' });
      }
    }
  });
});

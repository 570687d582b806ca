import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { dayNumber, formatDay } from '../../core/dates';
import { teamOf } from '../../core/team';
import { teamKpi, type TeamKpi } from './routes';

describe('agent KPI', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const today = formatDay(dayNumber(TEST_NOW));
  const daysAgo = (n: number): string => formatDay(dayNumber(TEST_NOW) - n);

  const kpi = async (token: string, startDate: string, endDate: string) =>
    client.get<{ footer: TeamKpi }>('/wps/agent/kpi', {
      token,
      query: { startDate, endDate, size: 0 },
      headers: { Module: 'AGEINFO3' },
    });

  it('answers team counters for an agent', async () => {
    const token = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
    const { status, body } = await kpi(token, today, today);
    expect(status).toBe(200);
    const footer = body.value.footer;
    expect(Object.keys(footer).sort()).toEqual([
      'teamBetMemberCount',
      'teamLoginMemberCount',
      'teamOnlineCount',
      'teamRegisterMemberCount',
    ]);
    expect(footer.teamLoginMemberCount).toBeGreaterThan(0);
    expect(footer.teamBetMemberCount).toBeLessThanOrEqual(footer.teamLoginMemberCount);
    expect(footer.teamOnlineCount).toBeLessThanOrEqual(footer.teamLoginMemberCount);
    expect(footer.teamRegisterMemberCount).toBeGreaterThanOrEqual(1);

    const team = teamOf(platform.state, 'agent01').map((m) => m.account);
    const day = dayNumber(TEST_NOW);
    expect(footer).toEqual(teamKpi(team, day, day));
  });

  it('grows with the date range and is deterministic', async () => {
    const token = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
    const day = (await kpi(token, today, today)).body.value.footer;
    const month = (await kpi(token, daysAgo(29), today)).body.value.footer;
    expect(month.teamLoginMemberCount).toBeGreaterThanOrEqual(day.teamLoginMemberCount);
    expect(month.teamRegisterMemberCount).toBeGreaterThanOrEqual(day.teamRegisterMemberCount);
    expect(month.teamLoginMemberCount).toBeLessThanOrEqual(teamOf(platform.state, 'agent01').length);

    const other = createTestSim();
    const otherToken = await other.client.loginToken({
      username: 'agent01',
      password: 'Agent1234',
      loginFrom: 'AGENT',
    });
    const again = await other.client.get<{ footer: TeamKpi }>('/wps/agent/kpi', {
      token: otherToken,
      query: { startDate: today, endDate: today },
    });
    expect(again.body.value.footer).toEqual(day);
  });

  it('serves sub-agents their own (smaller) team', async () => {
    const token = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
    const footer = (await kpi(token, daysAgo(59), today)).body.value.footer;
    expect(footer.teamLoginMemberCount).toBeGreaterThan(0);
    expect(footer.teamLoginMemberCount).toBeLessThanOrEqual(12);
  });

  it('refuses members and trial players with agent.only (HTTP 200)', async () => {
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const type4 = await client.loginToken({ username: 'member04', password: 'Member1234' });
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay')).body.value.token;
    for (const token of [member, type4, trial]) {
      const { status, body } = await kpi(token, today, today);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, code: 'agent.only', value: null });
    }
  });

  it('needs a session and valid dates', async () => {
    expect((await client.get('/wps/agent/kpi', { query: { startDate: today, endDate: today } })).status).toBe(401);
    const token = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
    for (const query of [
      {},
      { startDate: today },
      { startDate: '2024-02-30', endDate: today },
      { startDate: today, endDate: daysAgo(1) },
      { startDate: '15/06/2024', endDate: today },
    ]) {
      expect((await client.get('/wps/agent/kpi', { token, query })).body.code).toBe('request.invalid');
    }
  });
});

import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { DEMO_ACCOUNTS } from '../../data/accounts';
import { DAY_MS } from '../../core/dates';
import { teamOf } from '../../core/team';
import type { BetOrder } from '../../core/state';
import { mulDiv, parseMoney } from '../../core/money';

interface Tier {
  level: number;
  activeMembers: number;
  teamValidBet?: string;
  amount?: string;
  teamProfit?: string;
  rate?: string;
}

interface View {
  contractId: string;
  kind: string;
  status: string;
  offeredAt: number;
  answeredAt: number | null;
  period?: string;
  tiers: Tier[];
}

interface Period {
  periodId: string;
  startDate: string;
  endDate: string;
  current: boolean;
  contractId: string;
  teamProfit: string;
  validBets: string;
  activeMembers: number;
  tier: number | null;
  rate: string | null;
  amount: string;
  status: string;
}

const { platform, client } = createTestSim();
beforeEach(() => platform.reset());

const tokenOf = (account: { username: string; password: string }, loginFrom: 'MEMBER' | 'AGENT' = 'AGENT') =>
  client.loginToken({ username: account.username, password: account.password, loginFrom });
const agent01 = () => tokenOf(DEMO_ACCOUNTS.agent);
const agent02 = () => tokenOf(DEMO_ACCOUNTS.subAgent);

const read = (token: string | undefined, kind: 'daily' | 'dividend' | 'hourly') =>
  kind === 'hourly'
    ? client.post<{ contract: View | null }>(
        '/wps/agent/contract/hourly',
        {},
        { token, headers: { Module: 'HOURSAL3' } },
      )
    : client.get<{ contract: View | null }>(`/wps/agent/contract/${kind}`, {
        token,
        headers: { Module: kind === 'daily' ? 'DAILYSALCONT3' : 'DIVIDENDCONT3' },
      });
const answer = (token: string, body: Record<string, unknown>) =>
  client.post<View>('/wps/agent/contract/answer', body, { token });
const check = async (token: string) =>
  (await client.get<Record<string, number>>('/wps/agent/contract/request', { token })).body.value;
const periods = (token: string, query: Record<string, number> = {}) =>
  client.get<{ pageNum: number; totalPages: number; total: number; list: Period[] }>('/wps/agent/dividend/periods', {
    token,
    query,
  });

describe('contract pages (GET daily, GET dividend, POST hourly)', () => {
  it('shows agent01 its daily salary offer: pending, three tiers of team valid bets and active members → daily amount', async () => {
    const { status, body } = await read(await agent01(), 'daily');
    expect(status).toBe(200);
    const contract = body.value.contract!;
    expect(contract).toMatchObject({
      contractId: 'DAILY-agent01-1',
      kind: 'daily',
      status: 'PENDING',
      answeredAt: null,
      offeredAt: TEST_NOW - 2 * DAY_MS,
    });
    expect(contract.tiers).toEqual([
      { level: 1, teamValidBet: '5000.00', activeMembers: 2, amount: '50.00' },
      { level: 2, teamValidBet: '30000.00', activeMembers: 5, amount: '300.00' },
      { level: 3, teamValidBet: '100000.00', activeMembers: 15, amount: '1200.00' },
    ]);
  });

  it('shows the new dividend offer (half-month periods, profit tiers → rate) and no hourly contract for agent01', async () => {
    const token = await agent01();
    const dividend = (await read(token, 'dividend')).body.value.contract!;
    expect(dividend).toMatchObject({
      contractId: 'DIVIDEND-agent01-2',
      kind: 'dividend',
      status: 'PENDING',
      period: 'HALF_MONTH',
    });
    expect(dividend.tiers.map((t) => [t.level, t.teamProfit, t.activeMembers, t.rate])).toEqual([
      [1, '10000.00', 1, '12.00'],
      [2, '100000.00', 3, '18.00'],
      [3, '500000.00', 10, '25.00'],
    ]);
    expect((await read(token, 'hourly')).body.value).toEqual({ contract: null });
  });

  it('shows agent02 the hourly salary contract it accepted', async () => {
    const hourly = (await read(await agent02(), 'hourly')).body.value.contract!;
    expect(hourly).toMatchObject({ kind: 'hourly', status: 'ACCEPTED', answeredAt: TEST_NOW - 29 * DAY_MS });
    expect(hourly.tiers[0]).toEqual({ level: 1, teamValidBet: '1000.00', activeMembers: 1, amount: '5.00' });
  });

  it('needs a session and an agent; an exempt agent type has no contract', async () => {
    expect((await read(undefined, 'daily')).status).toBe(401);
    const member = await tokenOf(DEMO_ACCOUNTS.member, 'MEMBER');
    expect((await read(member, 'daily')).body.code).toBe('agent.only');
    platform.state.accounts.get('agent01')!.type = 41;
    expect((await read(await agent01(), 'daily')).body.value).toEqual({ contract: null });
  });
});

describe('answering a contract (POST /wps/agent/contract/answer)', () => {
  it('accepting the daily salary offer records it and clears the home check flag', async () => {
    const token = await agent01();
    expect(await check(token)).toEqual({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 });
    const { body } = await answer(token, { kind: 'daily', contractId: 'DAILY-agent01-1', answer: 'ACCEPT' });
    expect(body).toMatchObject({ success: true, value: { status: 'ACCEPTED', answeredAt: TEST_NOW } });
    expect(await check(token)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 });
    expect((await read(token, 'daily')).body.value.contract).toMatchObject({
      status: 'ACCEPTED',
      answeredAt: TEST_NOW,
    });
  });

  it('is naturally idempotent: the same answer again changes nothing; the other answer is refused with the contract', async () => {
    const token = await agent01();
    const request = { kind: 'dividend', contractId: 'DIVIDEND-agent01-2', answer: 'DECLINE' };
    const first = await answer(token, request);
    const again = await answer(token, request);
    expect(again.body).toEqual(first.body);
    expect(first.body.value.status).toBe('DECLINED');
    const other = await answer(token, { ...request, answer: 'ACCEPT' });
    expect(other.body).toMatchObject({ success: false, code: 'contract.answered', value: { status: 'DECLINED' } });
    expect((await check(token)).divtypecompperiodreq).toBe(0);
  });

  it('refuses an id that is not the newest contract, nothing to answer, and bad bodies', async () => {
    const token = await agent01();
    const stale = await answer(token, { kind: 'daily', contractId: 'DAILY-agent01-0', answer: 'ACCEPT' });
    expect(stale.body).toMatchObject({
      success: false,
      code: 'contract.changed',
      value: { contractId: 'DAILY-agent01-1', status: 'PENDING' },
    });
    expect((await answer(token, { kind: 'hourly', contractId: 'HOURLY-agent01-1', answer: 'ACCEPT' })).body.code).toBe(
      'contract.none',
    );
    for (const body of [
      {},
      { kind: 'weekly', contractId: 'x', answer: 'ACCEPT' },
      { kind: 'daily', contractId: 'DAILY-agent01-1', answer: 'MAYBE' },
      { kind: 'daily', answer: 'ACCEPT' },
    ]) {
      expect((await answer(token, body)).body.code).toBe('request.invalid');
    }
    expect((await check(token)).dailysalreqtype).toBe(1);
  });

  it('a new offer through the admin call waits again under a new id; 0 withdraws it and the last answer shows', async () => {
    const token = await agent01();
    await answer(token, { kind: 'daily', contractId: 'DAILY-agent01-1', answer: 'ACCEPT' });
    expect(
      (await client.post('/__sim/contracts', { username: 'agent01', dailysalreqtype: 1 })).body.value,
    ).toMatchObject({ dailysalreqtype: 1 });
    expect((await read(token, 'daily')).body.value.contract).toMatchObject({
      contractId: 'DAILY-agent01-2',
      status: 'PENDING',
    });
    await client.post('/__sim/contracts', { username: 'agent01', dailysalreqtype: 0 });
    expect((await read(token, 'daily')).body.value.contract).toMatchObject({
      contractId: 'DAILY-agent01-1',
      status: 'ACCEPTED',
    });
    expect(await check(token)).toEqual({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 0 });
  });
});

describe('dividend periods (GET /wps/agent/dividend/periods)', () => {
  it('lists the current half-month first (pending) and closed ones under the accepted terms, computed from the team records', async () => {
    const { body } = await periods(await agent01(), { pageSize: 50 });
    const list = body.value.list;
    // TEST_NOW is 2024-06-15: the current period is June's first half; the terms were accepted 120 days ago.
    expect(list[0]).toMatchObject({
      periodId: '2024-06-1',
      startDate: '2024-06-01',
      endDate: '2024-06-15',
      current: true,
      status: 'PENDING',
      contractId: 'DIVIDEND-agent01-1',
    });
    expect(list.slice(1).every((p) => !p.current && (p.status === 'PAID' || p.status === 'NOT_REACHED'))).toBe(true);
    expect(list.map((p) => p.periodId).slice(0, 4)).toEqual(['2024-06-1', '2024-05-2', '2024-05-1', '2024-04-2']);
    expect(list.at(-1)!.startDate >= '2024-02-16').toBe(true);
    for (const p of list) {
      const cents = parseMoney(p.teamProfit);
      if (p.tier === null) {
        expect(p.amount).toBe('0.00');
        expect(p.rate).toBeNull();
      } else {
        const rateBp = parseMoney(p.rate!);
        const amount = mulDiv(cents, rateBp, 10_000);
        expect(parseMoney(p.amount)).toBe(amount);
        if (!p.current) expect(p.status).toBe('PAID');
      }
    }
    // The team is active: the current period reaches a tier of the former terms (no third tier there).
    expect(list[0]!.tier).not.toBeNull();
    expect(['10.00', '15.00']).toContain(list[0]!.rate);
  });

  it("follows the team's records: a new settled bet of a downline raises the current period by its stake less payout", async () => {
    const token = await agent01();
    const before = (await periods(token)).body.value.list[0]!;
    const member = teamOf(platform.state, 'agent01')[0]!.account;
    const order: BetOrder = {
      orderNo: 'TEST-DIV-1',
      category: 'SPORTS',
      vendor: 'X',
      gameName: 'Test',
      betAmount: 123_456,
      validBet: 100_000,
      payout: 23_456,
      status: 'SETTLED',
      createdAt: TEST_NOW - 3_600_000,
      settledAt: TEST_NOW - 1_800_000,
      subOrders: [],
    };
    member.orders.unshift(order);
    const after = (await periods(token)).body.value.list[0]!;
    const cents = parseMoney;
    expect(cents(after.teamProfit) - cents(before.teamProfit)).toBe(100_000);
    expect(cents(after.validBets) - cents(before.validBets)).toBe(100_000);
  });

  it('uses the new rates once the new offer is accepted', async () => {
    const token = await agent01();
    await answer(token, { kind: 'dividend', contractId: 'DIVIDEND-agent01-2', answer: 'ACCEPT' });
    const [current, previous] = (await periods(token)).body.value.list;
    expect(current).toMatchObject({ contractId: 'DIVIDEND-agent01-2' });
    expect(['12.00', '18.00', '25.00']).toContain(current!.rate);
    // A closed period keeps the terms it ran under.
    expect(previous).toMatchObject({ contractId: 'DIVIDEND-agent01-1' });
  });

  it('is paged, newest first', async () => {
    const token = await agent01();
    const all = (await periods(token, { pageSize: 50 })).body.value;
    const second = (await periods(token, { pageNo: 2, pageSize: 3 })).body.value;
    expect(second).toMatchObject({ pageNum: 2, totalPages: Math.ceil(all.total / 3) });
    expect(second.list.map((p) => p.periodId)).toEqual(all.list.slice(3, 6).map((p) => p.periodId));
  });

  it('has no periods for an agent without an accepted dividend contract', async () => {
    expect((await periods(await agent02())).body.value).toMatchObject({ total: 0, list: [] });
  });

  it('is refused when the menu or the switch turns dividends off, for exempt types and for members', async () => {
    const token = await agent01();
    await client.post('/__sim/menu', { dividend: false });
    expect((await periods(token)).body.code).toBe('feature.disabled');
    await client.post('/__sim/menu', { dividend: true });
    await client.post('/__sim/switches', { DIVIDEND3: false });
    expect((await periods(token)).body.code).toBe('feature.disabled');
    await client.post('/__sim/switches', { DIVIDEND3: true });
    expect((await periods(token)).body.success).toBe(true);
    platform.state.accounts.get('agent01')!.type = 42;
    expect((await periods(token)).body.code).toBe('agent.only');
    expect((await periods(await tokenOf(DEMO_ACCOUNTS.member, 'MEMBER'))).body.code).toBe('agent.only');
  });
});

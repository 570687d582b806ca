import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { newIdempotencyKey } from '../../testing/cashier';
import { ledgerProblems } from '../../testing/ledger';
import { sumBalance } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { directDownlines, teamOf } from '../../core/team';
import { formatDay, dayNumber } from '../../core/dates';

interface Row {
  username: string;
  type: number;
  balance: string;
  regDate: number;
  lastLoginAt: number | null;
  online: boolean;
  level: number;
  teamSize: number;
  upline: string | null;
}
interface Page {
  pageNum: number;
  totalPages: number;
  total: number;
  trail: string[];
  list: Row[];
}
interface TransferResult {
  items: { username: string; amount: string; transferNo: string; balance: string }[];
  total: string;
  centreBalance: string;
  sumBalance: string;
}

const AGENT = { username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' as const };
const PAYMENT_PASSWORD = '135790';

describe('team management', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const account = (name: string) => {
    const found = platform.state.accounts.get(name.toLowerCase());
    if (!found) throw new Error(`no ${name}`);
    return found;
  };
  const list = (token: string, query: Record<string, string | number> = {}) =>
    client.get<Page>('/wps/agent/downline', { token, query, headers: { Module: 'AGEINFO3' } });

  describe('GET /wps/agent/downline', () => {
    it("lists the caller's direct downlines, newest first, paged, with each one's figures", async () => {
      const token = await client.loginToken(AGENT);
      const first = (await list(token, { pageSize: 20 })).body.value;
      expect(first).toMatchObject({ pageNum: 1, totalPages: 3, total: 48, trail: ['agent01'] });
      expect(first.list).toHaveLength(20);
      const all = [
        ...first.list,
        ...(await list(token, { pageSize: 20, pageNo: 2 })).body.value.list,
        ...(await list(token, { pageSize: 20, pageNo: 3 })).body.value.list,
      ];
      expect(all.map((r) => r.username)).toEqual(directDownlines(platform.state, 'agent01').map((a) => a.username));
      const regDates = all.map((r) => r.regDate);
      expect([...regDates].sort((a, b) => b - a)).toEqual(regDates);
      const agent02 = all.find((r) => r.username === 'agent02');
      expect(agent02).toEqual({
        username: 'agent02',
        type: 2,
        balance: formatCents(sumBalance(account('agent02'))),
        regDate: account('agent02').regDate,
        lastLoginAt: null,
        online: false,
        level: 1,
        teamSize: 12,
        upline: 'agent01',
      });
      for (const row of all) expect(row.balance).toMatch(/^\d+\.\d{2}$/);
    });

    it('drills into a downline agent and gives the trail back up, levels counted from the caller', async () => {
      const token = await client.loginToken(AGENT);
      const deep = teamOf(platform.state, 'agent01').find((m) => m.level === 2 && m.account.type === 2);
      if (!deep) throw new Error('no sub-agent on level 2');
      const middle = account(deep.account.upline ?? '');
      const { body } = await list(token, { parent: deep.account.username.toUpperCase(), pageSize: 50 });
      expect(body.value.trail).toEqual(['agent01', middle.username, deep.account.username]);
      expect(body.value.list.map((r) => r.username)).toEqual(
        directDownlines(platform.state, deep.account.username).map((a) => a.username),
      );
      expect(body.value.list.every((r) => r.level === 3 && r.upline === deep.account.username)).toBe(true);
    });

    it('refuses a parent outside the team (or a stranger) with agent.only, and members and trial players', async () => {
      const token = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
      expect((await list(token, { parent: 'agent01' })).body).toMatchObject({ success: false, code: 'agent.only' });
      expect((await list(token, { parent: 'demo01' })).body.code).toBe('agent.only');
      expect((await list(token, { parent: 'nobody' })).body.code).toBe('agent.only');
      expect((await list(token)).body.value.total).toBe(12);
      const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
      expect((await list(member)).body.code).toBe('agent.only');
      const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay')).body.value.token;
      expect((await list(trial)).body.code).toBe('agent.only');
      expect((await client.get('/wps/agent/downline')).status).toBe(401);
    });

    it('searches the whole team by part of a name, any case', async () => {
      const token = await client.loginToken(AGENT);
      const team = teamOf(platform.state, 'agent01');
      const target = team.find((m) => m.level === 3);
      if (!target) throw new Error('no level 3');
      const part = target.account.username.slice(0, 4).toUpperCase();
      const { body } = await list(token, { username: part, pageSize: 50 });
      expect(body.value.list.map((r) => r.username)).toEqual(
        team
          .filter((m) => m.account.username.toLowerCase().includes(part.toLowerCase()))
          .map((m) => m.account.username),
      );
      expect(body.value.list.find((r) => r.username === target.account.username)?.level).toBe(3);
      expect((await list(token, { username: 's0', pageSize: 50 })).body.value.total).toBe(12);
      expect((await list(token, { username: 'zzzz' })).body.value).toMatchObject({ total: 0, totalPages: 0, list: [] });
    });

    it('filters by online, kind and registration days', async () => {
      const token = await client.loginToken(AGENT);
      const direct = directDownlines(platform.state, 'agent01');
      const online = (await list(token, { online: 'true', pageSize: 50 })).body.value.list;
      expect(online.map((r) => r.username)).toEqual(direct.filter((a) => a.online).map((a) => a.username));
      const agents = (await list(token, { memberType: 'agent', pageSize: 50 })).body.value.list;
      expect(agents).toHaveLength(6);
      expect(agents.every((r) => r.type === 2)).toBe(true);
      expect((await list(token, { memberType: 'member' })).body.value.total).toBe(42);
      const today = formatDay(dayNumber(TEST_NOW));
      const week = formatDay(dayNumber(TEST_NOW) - 6);
      const recent = (await list(token, { regStart: week, regEnd: today, pageSize: 50 })).body.value.list;
      expect(recent.map((r) => r.username)).toEqual(
        direct.filter((a) => dayNumber(a.regDate) >= dayNumber(TEST_NOW) - 6).map((a) => a.username),
      );
      expect(recent.length).toBeGreaterThan(0);
      const bad: Record<string, string | number>[] = [
        { online: 'yes' },
        { memberType: 'boss' },
        { regStart: '2024-02-30' },
        { regStart: today, regEnd: week },
        { pageSize: 51 },
        { pageNo: 0 },
      ];
      for (const query of bad) {
        expect((await list(token, query)).body.code).toBe('request.invalid');
      }
    });
  });

  describe('POST /wps/agent/transfer/downlines', () => {
    let token: string;
    beforeEach(async () => {
      token = await client.loginToken(AGENT);
      await client.post(
        '/wps/security/payment-password',
        { password: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
        { token },
      );
    });
    const transfer = (items: unknown, key = newIdempotencyKey(), paymentPassword = PAYMENT_PASSWORD, as = token) =>
      client.post<TransferResult>(
        '/wps/agent/transfer/downlines',
        { items, paymentPassword },
        { token: as, headers: { 'Idempotency-Key': key } },
      );
    const members = () =>
      directDownlines(platform.state, 'agent01').filter((a) => a.type === 0 && a.username !== 'demo01');

    it('pays each downline its amount and takes the sum from the agent, one ledger entry per downline', async () => {
      const [a, b] = members();
      if (!a || !b) throw new Error('two members needed');
      const agentBefore = sumBalance(account('agent01'));
      const aBefore = sumBalance(a);
      const bBefore = sumBalance(b);
      const entries = account('agent01').ledger.length;
      const { body } = await transfer([
        { username: a.username, amount: '100.25' },
        { username: b.username.toUpperCase(), amount: '0.01' },
      ]);
      expect(body.success).toBe(true);
      expect(body.value.total).toBe('100.26');
      expect(body.value.items.map((i) => [i.username, i.amount])).toEqual([
        [a.username, '100.25'],
        [b.username, '0.01'],
      ]);
      expect(sumBalance(account('agent01'))).toBe(agentBefore - 10026);
      expect(body.value.sumBalance).toBe(formatCents(agentBefore - 10026));
      expect(sumBalance(a)).toBe(aBefore + 10025);
      expect(sumBalance(b)).toBe(bBefore + 1);
      expect(body.value.items[0]?.balance).toBe(formatCents(aBefore + 10025));
      const added = account('agent01').ledger.slice(entries);
      expect(added.map((e) => [e.type, e.amount])).toEqual([
        ['DOWNLINE_TRANSFER', -10025],
        ['DOWNLINE_TRANSFER', -1],
      ]);
      expect(added.map((e) => e.orderNo)).toEqual(body.value.items.map((i) => i.transferNo));
      expect(a.ledger.at(-1)).toMatchObject({
        type: 'DOWNLINE_TRANSFER',
        amount: 10025,
        orderNo: body.value.items[0]?.transferNo,
      });
      for (const who of [account('agent01'), a, b]) expect(ledgerProblems(who)).toEqual([]);
    });

    it('happens exactly once under one key', async () => {
      const [a] = members();
      if (!a) throw new Error('a member needed');
      const before = sumBalance(a);
      const key = newIdempotencyKey();
      const items = [{ username: a.username, amount: '50.00' }];
      const [first, second] = await Promise.all([transfer(items, key), transfer(items, key)]);
      const third = await transfer(items, key);
      expect(first.body.value).toEqual(second.body.value);
      expect(third.body.value).toEqual(first.body.value);
      expect(third.headers.get('Idempotent-Replay')).toBe('true');
      expect(sumBalance(a)).toBe(before + 5000);
      expect((await transfer([{ username: a.username, amount: '51.00' }], key)).status).toBe(409);
    });

    it('is all or nothing: one bad item, too little money or a wrong password moves nothing', async () => {
      const [a, b] = members();
      if (!a || !b) throw new Error('two members needed');
      const snapshot = () => [account('agent01'), a, b].map((x) => x.ledger.length);
      const before = snapshot();
      const deep = teamOf(platform.state, 'agent01').find((m) => m.level === 2);
      const cases: [unknown, string][] = [
        [
          [
            { username: a.username, amount: '10.00' },
            { username: deep?.account.username, amount: '10.00' },
          ],
          'downline.invalid',
        ],
        [
          [
            { username: a.username, amount: '10.00' },
            { username: 'agent02x', amount: '10.00' },
          ],
          'downline.invalid',
        ],
        [
          [
            { username: a.username, amount: '10.00' },
            { username: b.username, amount: '0.00' },
          ],
          'request.invalid',
        ],
        [
          [
            { username: a.username, amount: '10.00' },
            { username: b.username, amount: '-1.00' },
          ],
          'request.invalid',
        ],
        [
          [
            { username: a.username, amount: '10.00' },
            { username: b.username, amount: '1.005' },
          ],
          'request.invalid',
        ],
        [
          [
            { username: a.username, amount: '10.00' },
            { username: b.username, amount: 'ten' },
          ],
          'request.invalid',
        ],
        [
          [
            { username: a.username, amount: '10.00' },
            { username: a.username, amount: '1.00' },
          ],
          'request.invalid',
        ],
        [[], 'request.invalid'],
        [
          [
            { username: a.username, amount: '25000.00' },
            { username: b.username, amount: '680.76' },
          ],
          'wallet.insufficient',
        ],
      ];
      for (const [items, code] of cases)
        expect({ items, code: (await transfer(items)).body.code }).toEqual({ items, code });
      expect(
        (await transfer([{ username: a.username, amount: '1.00' }], newIdempotencyKey(), '000001')).body,
      ).toMatchObject({ code: 'payment.password.wrong', value: { attemptsLeft: 4 } });
      expect(snapshot()).toEqual(before);
      // Exactly the whole balance goes.
      const all = formatCents(sumBalance(account('agent01')) - 100);
      expect(
        (
          await transfer([
            { username: a.username, amount: all },
            { username: b.username, amount: '1.00' },
          ])
        ).body.value.centreBalance,
      ).toBe('0.00');
    });

    it('needs a payment password, an agent and a key', async () => {
      const sub = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
      const own = directDownlines(platform.state, 'agent02')[0];
      expect(
        (await transfer([{ username: own?.username, amount: '1.00' }], newIdempotencyKey(), PAYMENT_PASSWORD, sub)).body
          .code,
      ).toBe('payment.password.missing');
      const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
      expect(
        (await transfer([{ username: 'demo02', amount: '1.00' }], newIdempotencyKey(), PAYMENT_PASSWORD, member)).body
          .code,
      ).toBe('agent.only');
      expect((await client.post('/wps/agent/transfer/downlines', { items: [] }, { token })).body.code).toBe(
        'request.invalid',
      );
    });
  });
});

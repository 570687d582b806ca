import { orderWinLoss, standingStake } from '../../core/bet-orders';
import { formatCents, mulDiv, parseMoney } from '../../core/money';
import { accountKey, REBATE_CATEGORIES, type Account, type BetOrder } from '../../core/state';
import { teamOf } from '../../core/team';
import { dayNumber, formatDay } from '../../core/dates';
import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { memberPnl } from '../../data/pnl';
import { TEAM_ORDERS_PATH, TEAM_PNL_PATH, TEAM_REBATE_PATH } from './routes';

type Money = string;
interface PnlFigures {
  deposits: Money;
  withdrawals: Money;
  bets: Money;
  validBets: Money;
  payouts: Money;
  bonuses: Money;
  profit: Money;
  orderCount: number;
}
interface Page<R, S> {
  list: R[];
  pageNum: number;
  totalPages: number;
  total: number;
  summary: S;
}
type PnlPage = Page<PnlFigures & { username: string; level: number }, PnlFigures & { members: number }>;
type OrdersPage = Page<
  {
    username: string;
    orderNo: string;
    category: string;
    status: string;
    betAmount: Money;
    cancelledAmount: Money;
    validBet: Money;
    winLoss: Money;
  },
  { count: number; betAmount: Money; validBet: Money; winLoss: Money }
>;
type RebatePage = Page<
  { username: string; level: number; via: string; validBet: Money; income: Money },
  { members: number; validBet: Money; income: Money }
>;

const today = dayNumber(TEST_NOW);
const START = formatDay(today - 29);
const END = formatDay(today);
const cents = (m: Money) => parseMoney(m);
const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);

describe('team reports', () => {
  const { platform, client } = createTestSim();
  beforeAll(() => platform.reset());
  let token = '';
  beforeAll(async () => {
    token = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
  });
  const team = () => teamOf(platform.state, 'agent01');
  const inRange = (o: BetOrder) => dayNumber(o.createdAt) >= today - 29 && dayNumber(o.createdAt) <= today;

  /** Every page of a report, so rows can be added up. */
  async function allPages<R, S>(path: string, query: Record<string, string>): Promise<{ rows: R[]; summary: S }> {
    const rows: R[] = [];
    let summary: S | null = null;
    for (let pageNo = 1; ; pageNo += 1) {
      const { body } = await client.get<Page<R, S>>(path, { token, query: { ...query, pageNo, pageSize: 7 } });
      if (!body.success) throw new Error(`${path}: ${body.code}`);
      rows.push(...body.value.list);
      summary = body.value.summary;
      if (pageNo >= body.value.totalPages) break;
    }
    return { rows, summary: summary as S };
  }

  it('is for agents only, and only for members of the team', async () => {
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect(
      (await client.get(TEAM_PNL_PATH, { token: member, query: { startDate: START, endDate: END } })).body.code,
    ).toBe('agent.only');
    expect(
      (await client.get(TEAM_PNL_PATH, { token, query: { startDate: START, endDate: END, username: 'blocked01' } }))
        .body.code,
    ).toBe('team.not.member');
    expect(
      (await client.get(TEAM_PNL_PATH, { token, query: { startDate: formatDay(today - 100), endDate: END } })).body
        .code,
    ).toBe('request.invalid');
  });

  it("P&L: totals are the sum of the rows, and each row is the member's own P&L (from its ledger and orders)", async () => {
    const { rows, summary } = await allPages<PnlPage['list'][number], PnlPage['summary']>(TEAM_PNL_PATH, {
      startDate: START,
      endDate: END,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(summary.members).toBe(rows.length);
    for (const field of ['deposits', 'withdrawals', 'bets', 'validBets', 'payouts', 'bonuses', 'profit'] as const) {
      expect(summary[field]).toBe(formatCents(sum(rows, (r) => cents(r[field]))));
    }
    const own = (account: Account) => memberPnl(account, today - 29, today);
    const members = team().map((m) => m.account);
    expect(cents(summary.profit)).toBe(sum(members, (a) => -own(a).netResult));
    expect(cents(summary.deposits)).toBe(sum(members, (a) => own(a).deposits));
    for (const row of rows) {
      const account = platform.state.accounts.get(accountKey(row.username))!;
      const pnl = own(account);
      expect(row).toMatchObject({
        bets: formatCents(pnl.bets),
        payouts: formatCents(pnl.payouts),
        profit: formatCents(-pnl.netResult),
        bonuses: formatCents(pnl.promotions + pnl.rebates + pnl.rewards),
      });
    }
  });

  it('P&L narrows to one member of the team', async () => {
    const one = team()[0]!.account.username;
    const { body } = await client.get<PnlPage>(TEAM_PNL_PATH, {
      token,
      query: { startDate: START, endDate: END, username: one },
    });
    expect(body.value.list.map((r) => r.username)).toEqual(body.value.total === 0 ? [] : [one]);
  });

  it("betting: the team's orders with the filters, totals equal to the members' orders", async () => {
    const { rows, summary } = await allPages<OrdersPage['list'][number], OrdersPage['summary']>(TEAM_ORDERS_PATH, {
      startDate: START,
      endDate: END,
    });
    const orders = team().flatMap((m) => m.account.orders.filter(inRange));
    expect(rows).toHaveLength(orders.length);
    expect(summary).toEqual({
      count: orders.length,
      betAmount: formatCents(sum(orders, standingStake)),
      validBet: formatCents(sum(orders, (o) => o.validBet)),
      winLoss: formatCents(sum(orders, orderWinLoss)),
    });
    // A row shows the whole stake and what came back of it; the summary counts what stayed staked.
    expect(cents(summary.betAmount)).toBe(sum(rows, (r) => cents(r.betAmount) - cents(r.cancelledAmount)));
    expect(cents(summary.validBet)).toBe(sum(rows, (r) => cents(r.validBet)));

    const who = rows[0]!.username;
    const filtered = await allPages<OrdersPage['list'][number], OrdersPage['summary']>(TEAM_ORDERS_PATH, {
      startDate: START,
      endDate: END,
      username: who,
      category: 'LOTT',
      status: 'SETTLED',
    });
    expect(filtered.rows.every((r) => r.username === who && r.category === 'LOTT' && r.status === 'SETTLED')).toBe(
      true,
    );
    const account = platform.state.accounts.get(accountKey(who))!;
    expect(filtered.summary.count).toBe(
      account.orders.filter((o) => inRange(o) && o.category === 'LOTT' && o.status === 'SETTLED').length,
    );
    expect(
      (await client.get(TEAM_ORDERS_PATH, { token, query: { startDate: START, endDate: END, status: 'LOST' } })).body
        .code,
    ).toBe('request.invalid');
  });

  it("rebate income: (agent's rate − the rate under it) × valid bets per category, rounded down, totals the rows", async () => {
    const { rows, summary } = await allPages<RebatePage['list'][number], RebatePage['summary']>(TEAM_REBATE_PATH, {
      startDate: START,
      endDate: END,
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(summary.income).toBe(formatCents(sum(rows, (r) => cents(r.income))));
    expect(summary.validBet).toBe(formatCents(sum(rows, (r) => cents(r.validBet))));
    const agent = platform.state.accounts.get('agent01')!;
    expect(rows.some((r) => r.level > 1)).toBe(true);
    for (const row of rows) {
      const account = platform.state.accounts.get(accountKey(row.username))!;
      // The account right under agent01 on the way to the member: the member itself, or its sub-agent.
      const via = platform.state.accounts.get(accountKey(row.via))!;
      expect(via.upline).toBe('agent01');
      if (row.level === 1) expect(row.via).toBe(account.username);
      else expect(teamOf(platform.state, via.username).some((m) => m.account === account)).toBe(true);
      let expected = 0;
      for (const c of REBATE_CATEGORIES) {
        const valid = sum(
          account.orders.filter((o) => o.category === c && o.status === 'SETTLED' && inRange(o)),
          (o) => o.validBet,
        );
        const diff = agent.rebates!.own[c] - via.rebates!.own[c];
        if (diff > 0) expected += mulDiv(valid, diff, 10_000);
      }
      expect(row.income).toBe(formatCents(expected));
    }
    expect(cents(summary.income)).toBeGreaterThan(0);
  });
});

describe("agent01's seeded commission", () => {
  it('is, each Monday, the team rebate income of the week before (as the report answers it)', async () => {
    const { platform, client } = createTestSim();
    const token = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
    const credits = platform.state.accounts.get('agent01')!.ledger.filter((e) => e.type === 'COMMISSION');
    expect(credits.length).toBeGreaterThanOrEqual(6);
    for (const credit of credits) {
      const payDay = dayNumber(credit.createdAt);
      expect(new Date(credit.createdAt).getUTCDay()).toBe(1);
      const { body } = await client.get<RebatePage>(TEAM_REBATE_PATH, {
        token,
        query: { startDate: formatDay(payDay - 7), endDate: formatDay(payDay - 1) },
      });
      expect(body.value.summary.income).toBe(formatCents(credit.amount));
    }
  });
});

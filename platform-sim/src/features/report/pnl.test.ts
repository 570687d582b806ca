import { post } from '../../core/ledger';
import { formatCents, parseMoney, quotient, type Cents } from '../../core/money';
import { accountKey, type Account, type BetOrder, type BetStatus, type LedgerType } from '../../core/state';
import { DAY_MS, dayNumber, formatDay } from '../../core/dates';
import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger';
import { memberPnl, NO_ORDER_CATEGORY } from '../../data/pnl';
import { PNL_MAX_DAYS, PNL_PATH } from './routes';

interface PnlValue {
  startDate: string;
  endDate: string;
  deposits: string;
  withdrawals: string;
  bets: string;
  unsettledBets: string;
  validBets: string;
  payouts: string;
  winLoss: string;
  promotions: string;
  rebates: string;
  rewards: string;
  netResult: string;
  orderCount: number;
  categories: {
    category: string;
    orderCount: number;
    bets: string;
    unsettledBets: string;
    validBets: string;
    payouts: string;
    winLoss: string;
  }[];
  days: { date: string; netResult: string }[];
}

const TODAY = dayNumber(TEST_NOW);
const day = (back: number): string => formatDay(TODAY - back);
/** Noon (UTC) of the day `back` days before the test clock's day, plus `minutes`. */
const at = (back: number, minutes = 0): number => (TODAY - back) * DAY_MS + 12 * 3_600_000 + minutes * 60_000;

describe('member profit and loss (GET /wps/report/member/pnl)', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const account = (username: string): Account => {
    const found = platform.state.accounts.get(accountKey(username));
    if (!found) throw new Error(`no ${username}`);
    return found;
  };

  const entry = (acc: Account, when: number, type: LedgerType, amount: Cents, orderNo?: string) =>
    post(platform.state, acc, when, { type, amount, ...(orderNo === undefined ? {} : { orderNo }) });

  /** An order with its ledger entries as the contract wants them: stake at placing, payout at settling. */
  function bet(
    acc: Account,
    o: {
      no: string;
      category: string;
      placed: number;
      stake: string;
      valid?: string;
      payout?: string;
      status?: BetStatus;
      settled?: number;
    },
  ): BetOrder {
    const stake = parseMoney(o.stake);
    const payout = parseMoney(o.payout ?? '0');
    const status = o.status ?? 'SETTLED';
    const order: BetOrder = {
      orderNo: o.no,
      category: o.category,
      vendor: 'SIM',
      gameName: 'Test game',
      betAmount: stake,
      validBet: status === 'SETTLED' ? parseMoney(o.valid ?? o.stake) : 0,
      payout,
      status,
      createdAt: o.placed,
      settledAt: status === 'SETTLED' ? (o.settled ?? o.placed) : null,
      subOrders: [],
    };
    entry(acc, o.placed, 'BET', -stake, o.no);
    if (status === 'CANCELLED') entry(acc, o.settled ?? o.placed, 'BET_CANCEL', stake, o.no);
    if (payout > 0) entry(acc, o.settled ?? o.placed, 'PAYOUT', payout, o.no);
    acc.orders.unshift(order);
    return order;
  }

  /** A member whose history is only what the test gives it. */
  function freshMember(username = 'demo01'): Account {
    const acc = account(username);
    acc.ledger = [];
    acc.orders = [];
    acc.balance = 0;
    for (const vendor of Object.keys(acc.wallets)) acc.wallets[vendor] = 0;
    return acc;
  }

  const pnl = async (token: string, startDate: string, endDate: string) =>
    client.get<PnlValue>(PNL_PATH, { token, query: { startDate, endDate } });

  const demoToken = () => client.loginToken({ username: 'demo01', password: 'Demo1234' });

  it('states each line of a worked example, and the net result as settled win/loss + promotions + rebates + rewards', async () => {
    const acc = freshMember();
    entry(acc, at(3), 'DEPOSIT', parseMoney('1000.00'));
    entry(acc, at(3, 1), 'BONUS', parseMoney('50.00'));
    bet(acc, {
      no: 'S1',
      category: 'SPORTS',
      placed: at(3, 2),
      stake: '100.00',
      valid: '90.00',
      payout: '250.00',
      settled: at(3, 3),
    });
    bet(acc, { no: 'L1', category: 'LOTT', placed: at(2), stake: '40.00', payout: '0.00' });
    bet(acc, { no: 'L2', category: 'LOTT', placed: at(2, 1), stake: '10.00', status: 'CANCELLED', settled: at(2, 2) });
    entry(acc, at(2, 3), 'REBATE', parseMoney('1.30'));
    entry(acc, at(1), 'WITHDRAW_HOLD', parseMoney('-300.00'));
    entry(acc, at(1, 1), 'WITHDRAW_REFUND', parseMoney('100.00'));
    entry(acc, at(1, 2), 'PROMOTION', parseMoney('8.00'));
    entry(acc, at(1, 3), 'REWARD', parseMoney('5.00'));
    entry(acc, at(1, 4), 'ADJUSTMENT', parseMoney('7.00'));
    entry(acc, at(1, 5), 'TRANSFER_OUT', parseMoney('-20.00'));
    entry(acc, at(1, 6), 'TRANSFER_IN', parseMoney('20.00'));
    bet(acc, { no: 'R1', category: 'RNG', placed: at(0), stake: '20.00', valid: '20.00', payout: '5.50' });
    // Waiting for its match: staked, not yet won or lost.
    bet(acc, { no: 'U1', category: 'SPORTS', placed: at(0, 30), stake: '15.00', status: 'UNSETTLED' });
    expect(ledgerProblems(acc)).toEqual([]);

    const { status, body } = await pnl(await demoToken(), day(3), day(0));
    expect(status).toBe(200);
    const v = body.value;
    expect(v).toMatchObject({
      startDate: day(3),
      endDate: day(0),
      deposits: '1000.00',
      withdrawals: '200.00',
      bets: '175.00',
      unsettledBets: '15.00',
      validBets: '150.00',
      payouts: '255.50',
      winLoss: '95.50',
      promotions: '58.00',
      rebates: '1.30',
      rewards: '5.00',
      netResult: '159.80',
      orderCount: 5,
    });
    expect(v.categories).toEqual([
      {
        category: 'SPORTS',
        orderCount: 2,
        bets: '115.00',
        unsettledBets: '15.00',
        validBets: '90.00',
        payouts: '250.00',
        winLoss: '150.00',
      },
      {
        category: 'RNG',
        orderCount: 1,
        bets: '20.00',
        unsettledBets: '0.00',
        validBets: '20.00',
        payouts: '5.50',
        winLoss: '-14.50',
      },
      {
        category: 'LOTT',
        orderCount: 2,
        bets: '40.00',
        unsettledBets: '0.00',
        validBets: '40.00',
        payouts: '0.00',
        winLoss: '-40.00',
      },
    ]);
    expect(v.days).toEqual([
      { date: day(3), netResult: '200.00' },
      { date: day(2), netResult: '-38.70' },
      { date: day(1), netResult: '13.00' },
      { date: day(0), netResult: '-14.50' },
    ]);

    // A shorter period leaves out what happened outside it (day 3's bonus, deposit and sports win).
    const short = (await pnl(await demoToken(), day(2), day(1))).body.value;
    expect(short).toMatchObject({
      deposits: '0.00',
      bets: '40.00',
      payouts: '0.00',
      promotions: '8.00',
      netResult: '-25.70',
      orderCount: 2,
    });
    expect(short.days.map((d) => d.date)).toEqual([day(2), day(1)]);
  });

  it('counts a bet paid the next day on the day it was placed (as the betting record), in its category; a stake with no order goes to OTHER on its own day', async () => {
    const acc = freshMember();
    entry(acc, at(5), 'DEPOSIT', parseMoney('500.00'));
    bet(acc, { no: 'F1', category: 'FISH', placed: at(2), stake: '30.00', payout: '45.00', settled: at(1) });
    bet(acc, { no: 'L9', category: 'LOTT', placed: at(2, 1), stake: '10.00', status: 'CANCELLED', settled: at(1, 1) });
    entry(acc, at(1, 2), 'BET', parseMoney('-12.00'), 'R-not-an-order');
    entry(acc, at(1, 3), 'PAYOUT', parseMoney('2.00'));
    const token = await demoToken();
    const dayTwo = (await pnl(token, day(2), day(2))).body.value;
    expect(dayTwo).toMatchObject({
      bets: '30.00',
      payouts: '45.00',
      validBets: '30.00',
      winLoss: '15.00',
      orderCount: 2,
      netResult: '15.00',
    });
    expect(dayTwo.categories.map((c) => [c.category, c.bets, c.winLoss])).toEqual([
      ['FISH', '30.00', '15.00'],
      ['LOTT', '0.00', '0.00'],
    ]);
    const dayOne = (await pnl(token, day(1), day(1))).body.value;
    expect(dayOne).toMatchObject({
      bets: '12.00',
      payouts: '2.00',
      validBets: '0.00',
      orderCount: 0,
      netResult: '-10.00',
    });
    expect(dayOne.categories).toEqual([
      {
        category: NO_ORDER_CATEGORY,
        orderCount: 0,
        bets: '12.00',
        unsettledBets: '0.00',
        validBets: '0.00',
        payouts: '2.00',
        winLoss: '-10.00',
      },
    ]);
  });

  it('answers zeros and a zero for every day when nothing happened', async () => {
    freshMember();
    const v = (await pnl(await demoToken(), day(6), day(0))).body.value;
    expect(v.netResult).toBe('0.00');
    expect(v.categories).toEqual([]);
    expect(v.days).toHaveLength(7);
    expect(v.days.every((d) => d.netResult === '0.00')).toBe(true);
  });

  /** The sums a reader of the raw records would make, written apart from the implementation. */
  function sumsOf(acc: Account, startDate: string, endDate: string) {
    const inRange = (ms: number) => formatDay(dayNumber(ms)) >= startDate && formatDay(dayNumber(ms)) <= endDate;
    const orderAt = new Map(acc.orders.map((o) => [o.orderNo, o.createdAt]));
    // A bet's entries are dated by the bet (as the betting record), other entries by themselves.
    const dated = (e: Account['ledger'][number]) =>
      ['BET', 'BET_CANCEL', 'PAYOUT'].includes(e.type) && e.orderNo !== undefined
        ? (orderAt.get(e.orderNo) ?? e.createdAt)
        : e.createdAt;
    const entries = acc.ledger.filter((e) => inRange(dated(e)));
    const sum = (...types: LedgerType[]) =>
      entries.filter((e) => types.includes(e.type)).reduce((s, e) => s + e.amount, 0);
    const orders = acc.orders.filter((o) => inRange(o.createdAt));
    const bets = -sum('BET', 'BET_CANCEL');
    const payouts = sum('PAYOUT');
    const waiting = (o: BetOrder) =>
      o.subOrders.length === 0
        ? o.status === 'UNSETTLED'
          ? o.betAmount
          : 0
        : o.subOrders.filter((s) => s.status === 'UNSETTLED').reduce((t, s) => t + s.betAmount, 0);
    const unsettled = orders.reduce((t, o) => t + waiting(o), 0);
    return {
      deposits: formatCents(sum('DEPOSIT')),
      withdrawals: formatCents(-sum('WITHDRAW_HOLD', 'WITHDRAW_REFUND')),
      bets: formatCents(bets),
      unsettledBets: formatCents(unsettled),
      payouts: formatCents(payouts),
      promotions: formatCents(sum('PROMOTION', 'BONUS')),
      rebates: formatCents(sum('REBATE')),
      rewards: formatCents(sum('REWARD')),
      winLoss: formatCents(payouts - bets + unsettled),
      netResult: formatCents(payouts - bets + unsettled + sum('PROMOTION', 'BONUS', 'REBATE', 'REWARD')),
      validBets: formatCents(orders.reduce((s, o) => s + o.validBet, 0)),
      orderCount: orders.length,
      // When every stake and payout belongs to an order placed and settled in the period, the orders say the same.
      ordersNet: orders.reduce((s, o) => s + (o.status === 'SETTLED' ? o.payout - o.betAmount : 0), 0),
    };
  }

  it("equals the sums of the period's ledger entries and orders, on many generated orders", async () => {
    const acc = freshMember();
    entry(acc, at(40), 'DEPOSIT', parseMoney('100000.00'));
    const categories = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'];
    let n = 0;
    for (let back = 30; back >= 0; back--) {
      for (let k = 0; k < (back % 4) + 1; k++) {
        n += 1;
        const stake = 100 + ((n * 7919) % 5000);
        const payout = n % 3 === 0 ? 0 : quotient(stake * (n % 5), 2);
        const status: BetStatus = n % 11 === 0 ? 'CANCELLED' : n % 13 === 0 ? 'UNSETTLED' : 'SETTLED';
        bet(acc, {
          no: `G${n}`,
          category: categories[n % categories.length] ?? 'RNG',
          placed: at(back, k * 10),
          stake: formatCents(stake),
          valid: formatCents(quotient(stake * 9, 10)),
          payout: status === 'SETTLED' ? formatCents(payout) : '0',
          status,
          settled: at(back, k * 10 + 5),
        });
        if (n % 6 === 0) entry(acc, at(back, k * 10 + 6), 'REBATE', n);
        if (n % 9 === 0) entry(acc, at(back, k * 10 + 7), 'PROMOTION', n * 10);
      }
    }
    expect(ledgerProblems(acc)).toEqual([]);
    const token = await demoToken();
    for (const [start, end] of [
      [30, 0],
      [7, 0],
      [15, 15],
      [20, 10],
    ] as const) {
      const v = (await pnl(token, day(start), day(end))).body.value;
      const { ordersNet, ...lines } = sumsOf(acc, day(start), day(end));
      expect(v).toMatchObject(lines);
      expect(parseMoney(v.winLoss)).toBe(ordersNet);
      // The breakdown and the daily series add up to the totals.
      expect(formatCents(v.categories.reduce((s, c) => s + parseMoney(c.bets), 0))).toBe(v.bets);
      expect(formatCents(v.categories.reduce((s, c) => s + parseMoney(c.validBets), 0))).toBe(v.validBets);
      expect(formatCents(v.categories.reduce((s, c) => s + parseMoney(c.winLoss), 0))).toBe(v.winLoss);
      expect(formatCents(v.days.reduce((s, d) => s + parseMoney(d.netResult), 0))).toBe(v.netResult);
    }
  });

  it("on the seeded demo01 data, equals the sums of the period's ledger entries and orders", async () => {
    const acc = account('demo01');
    const token = await demoToken();
    for (const [start, end] of [
      [59, 0],
      [6, 0],
      [0, 0],
      [30, 20],
    ] as const) {
      const v = (await pnl(token, day(start), day(end))).body.value;
      const { ordersNet: _ordersNet, ...lines } = sumsOf(acc, day(start), day(end));
      expect(v).toMatchObject(lines);
      // Every seeded stake and payout belongs to an order, so the categories are the platform's own.
      if (acc.orders.length > 0) expect(v.categories.map((c) => c.category)).not.toContain(NO_ORDER_CATEGORY);
      expect(formatCents(v.days.reduce((s, d) => s + parseMoney(d.netResult), 0))).toBe(v.netResult);
    }
  });

  it("on the seeded data, agrees with the betting record's summary (GET /lgw/orders) for the same range and category", async () => {
    interface Summary {
      count: number;
      betAmount: string;
      validBet: string;
      winLoss: string;
    }
    const summary = async (token: string, startDate: string, endDate: string, category?: string) =>
      (
        await client.get<{ summary: Summary }>('/lgw/orders', {
          token,
          query: { startDate, endDate, pageSize: 1, category },
        })
      ).body.value.summary;
    for (const [username, password, loginFrom] of [
      ['demo01', 'Demo1234', 'MEMBER'],
      ['agent01', 'Agent1234', 'AGENT'],
    ] as const) {
      const token = await client.loginToken({ username, password, loginFrom });
      for (const [start, end] of [
        [59, 0],
        [6, 0],
        [1, 1],
        [0, 0],
        [45, 30],
      ] as const) {
        const v = (await pnl(token, day(start), day(end))).body.value;
        const all = await summary(token, day(start), day(end));
        expect({ count: v.orderCount, betAmount: v.bets, validBet: v.validBets, winLoss: v.winLoss }).toEqual(all);
        for (const row of v.categories) {
          expect({ count: row.orderCount, betAmount: row.bets, validBet: row.validBets, winLoss: row.winLoss }).toEqual(
            await summary(token, day(start), day(end), row.category),
          );
        }
      }
      expect(account(username).orders.length).toBeGreaterThan(0);
    }
  });

  it('computes the same directly (memberPnl) as it answers', async () => {
    const acc = account('demo01');
    const v = (await pnl(await demoToken(), day(6), day(0))).body.value;
    const direct = memberPnl(acc, TODAY - 6, TODAY);
    expect(formatCents(direct.netResult)).toBe(v.netResult);
    expect(direct.days).toHaveLength(7);
  });

  it('refuses bad periods, no session, and a site with the report switched off', async () => {
    const token = await demoToken();
    for (const [start, end] of [
      [day(0), day(1)],
      ['2024-02-30', day(0)],
      ['', day(0)],
      ['yesterday', day(0)],
    ]) {
      const { body } = await pnl(token, start ?? '', end ?? '');
      expect(body).toMatchObject({ success: false, code: 'request.invalid' });
    }
    expect((await pnl(token, day(PNL_MAX_DAYS), day(0))).body).toMatchObject({
      success: false,
      code: 'request.invalid',
    });
    expect((await pnl(token, day(PNL_MAX_DAYS - 1), day(0))).body.success).toBe(true);
    expect((await pnl('', day(1), day(0))).status).toBe(401);
    expect((await pnl('not-a-token', day(1), day(0))).status).toBe(401);
    await client.post('/__sim/switches', { PERSREP: false });
    expect((await pnl(token, day(1), day(0))).body).toMatchObject({
      success: false,
      code: 'feature.disabled',
      value: { feature: 'PERSREP' },
    });
  });
});

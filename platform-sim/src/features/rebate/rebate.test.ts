import { post } from '../../core/ledger';
import { formatCents, parseMoney } from '../../core/money';
import type { Account, BetOrder } from '../../core/state';
import { newIdempotencyKey } from '../../testing/cashier';
import { createTestSim, TEST_NOW } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger';
import { CLUB_LEVELS, levelOf } from './club-levels';
import { maskName } from './mission';
import { MIN_REBATE_CLAIM, pendingRebates } from './rebate';

interface Category {
  category: string;
  validBet: string;
  bets: number;
  rate: string;
  amount: string;
  claimable: boolean;
}
interface Manual {
  level: string;
  minClaim: string;
  categories: Category[];
  claimableTotal: string;
}
interface Claimed {
  claimNo: string;
  claimed: Category[];
  amount: string;
  sumBalance: string;
}

describe('manual rebate, VIP club and mission leaderboard', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const login = (username = 'demo01', password = 'Demo1234') => client.loginToken({ username, password });
  const account = (username = 'demo01'): Account => platform.state.accounts.get(username)!;
  let serial = 0;

  /** A settled bet as the records feature seeds them: its stake a BET entry, its payout a PAYOUT entry. */
  function bet(
    who: Account,
    category: string,
    stake: string,
    options: { validBet?: string; payout?: string; status?: BetOrder['status']; at?: number } = {},
  ): BetOrder {
    const at = options.at ?? TEST_NOW - 60_000;
    // Enough to play with: a deposit just before.
    post(platform.state, who, at, { type: 'DEPOSIT', amount: parseMoney(stake) });
    const order: BetOrder = {
      orderNo: `B${String((serial += 1)).padStart(8, '0')}`,
      category,
      vendor: 'SIM',
      gameName: 'Test game',
      betAmount: parseMoney(stake),
      validBet: parseMoney(options.validBet ?? stake),
      payout: parseMoney(options.payout ?? '0'),
      status: options.status ?? 'SETTLED',
      createdAt: at,
      settledAt: options.status === 'UNSETTLED' ? null : at,
      subOrders: [],
    };
    post(platform.state, who, at, { type: 'BET', amount: -order.betAmount, orderNo: order.orderNo });
    if (order.payout > 0)
      post(platform.state, who, at, { type: 'PAYOUT', amount: order.payout, orderNo: order.orderNo });
    who.orders.unshift(order);
    return order;
  }

  const manual = async (token: string) => (await client.get<Manual>('/wps/rebate/manual', { token })).body.value;
  const claim = (token: string, category: string, key = newIdempotencyKey()) =>
    client.post<Claimed>('/wps/rebate/manual/claim', { category }, { token, headers: { 'Idempotency-Key': key } });
  const row = (m: Manual, category: string) => m.categories.find((c) => c.category === category)!;

  it('computes each category from settled, unclaimed valid bets at the level rate, rounded down to the cent', async () => {
    const demo = account();
    demo.orders = [];
    // VIP 2: SPORTS 0.50 %, LOTT 0.20 %.
    bet(demo, 'SPORTS', '1000.00', { validBet: '999.99' });
    bet(demo, 'SPORTS', '1000.00', { validBet: '1000.00', payout: '1900.00' });
    bet(demo, 'SPORTS', '500.00', { status: 'UNSETTLED' });
    bet(demo, 'SPORTS', '500.00', { validBet: '0', status: 'CANCELLED' });
    bet(demo, 'LOTT', '333.33');
    const token = await login();
    const value = await manual(token);
    expect(value.level).toBe('VIP 2');
    expect(value.minClaim).toBe('10.00');
    // 1999.99 × 0.50 % = 9.99995 → 9.99 (below the 10.00 minimum); 333.33 × 0.20 % = 0.66666 → 0.66.
    expect(row(value, 'SPORTS')).toEqual({
      category: 'SPORTS',
      validBet: '1999.99',
      bets: 2,
      rate: '0.50',
      amount: '9.99',
      claimable: false,
    });
    expect(row(value, 'LOTT')).toMatchObject({ validBet: '333.33', amount: '0.66', claimable: false });
    expect(row(value, 'LIVE')).toMatchObject({ validBet: '0.00', bets: 0, amount: '0.00', claimable: false });
    expect(value.categories.map((c) => c.category)).toEqual([
      'SPORTS',
      'LIVE',
      'RNG',
      'FISH',
      'PVP',
      'LOTT',
      'INHOUSE',
    ]);
    expect(value.claimableTotal).toBe('0.00');

    // Below the minimum: refused, nothing moves.
    const before = demo.ledger.length;
    const refused = await claim(token, 'SPORTS');
    expect(refused.body).toMatchObject({
      success: false,
      code: 'rebate.minimum',
      value: { minClaim: '10.00', amount: '9.99' },
    });
    expect((await claim(token, 'ALL')).body).toMatchObject({ success: false, code: 'rebate.minimum' });
    expect(demo.ledger).toHaveLength(before);

    // One more cent of valid bets makes exactly 10.00.
    bet(demo, 'SPORTS', '0.01');
    expect(row(await manual(token), 'SPORTS')).toMatchObject({ validBet: '2000.00', amount: '10.00', claimable: true });
  });

  it('claims one category exactly once: a REBATE entry, the bets behind it never count again', async () => {
    const demo = account();
    demo.orders = [];
    bet(demo, 'RNG', '5000.00'); // VIP 2 RNG 0.60 % → 30.00
    bet(demo, 'LIVE', '4000.00'); // 0.50 % → 20.00
    const token = await login();
    const balance = demo.balance;
    const key = newIdempotencyKey();
    const first = await claim(token, 'RNG', key);
    expect(first.body).toMatchObject({
      success: true,
      value: { amount: '30.00', claimed: [{ category: 'RNG', validBet: '5000.00', rate: '0.60', amount: '30.00' }] },
    });
    const { claimNo, sumBalance } = first.body.value;
    expect(claimNo).toMatch(/^R\d{16}$/);
    expect(demo.balance - balance).toBe(3000);
    expect(sumBalance).toBe(formatCents(demo.balance + Object.values(demo.wallets).reduce((a, b) => a + b, 0)));
    const entry = demo.ledger.at(-1)!;
    expect(entry).toMatchObject({ type: 'REBATE', amount: 3000, orderNo: claimNo });

    // The same request again is the same answer, no second entry; another body under the key is refused.
    const again = await claim(token, 'RNG', key);
    expect(again.headers.get('Idempotent-Replay')).toBe('true');
    expect(again.body.value).toEqual(first.body.value);
    expect(demo.ledger.filter((e) => e.type === 'REBATE')).toHaveLength(1);
    expect((await claim(token, 'LIVE', key)).status).toBe(409);

    const after = await manual(token);
    expect(row(after, 'RNG')).toMatchObject({ validBet: '0.00', amount: '0.00' });
    expect(row(after, 'LIVE')).toMatchObject({ amount: '20.00', claimable: true });
    // Bets settled after the claim count from zero.
    bet(demo, 'RNG', '2000.00', { at: TEST_NOW });
    expect(row(await manual(token), 'RNG')).toMatchObject({ validBet: '2000.00', amount: '12.00' });
    expect(ledgerProblems(demo, TEST_NOW)).toEqual([]);
  });

  it('claims every category at or above the minimum together under one claim number', async () => {
    const demo = account();
    demo.orders = [];
    bet(demo, 'SPORTS', '4000.00'); // 20.00
    bet(demo, 'FISH', '5000.00'); // 0.60 % → 30.00
    bet(demo, 'PVP', '100.00'); // 0.40 % → 0.40, stays
    const token = await login();
    const result = (await claim(token, 'ALL')).body.value;
    expect(result.amount).toBe('50.00');
    expect(result.claimed.map((c) => c.category)).toEqual(['SPORTS', 'FISH']);
    const entries = demo.ledger.filter((e) => e.type === 'REBATE');
    expect(entries.map((e) => [e.amount, e.orderNo])).toEqual([
      [2000, result.claimNo],
      [3000, result.claimNo],
    ]);
    expect(row(await manual(token), 'PVP')).toMatchObject({ amount: '0.40', claimable: false });

    // The report: both categories on the day, the range's totals.
    const day = new Date(TEST_NOW).toISOString().slice(0, 10);
    const report = (
      await client.get<{
        total: number;
        totals: { validBet: string; amount: string };
        list: { category: string; amount: string; claimNo: string }[];
      }>('/wps/rebate/report', { token, query: { startDate: day, endDate: day } })
    ).body.value;
    expect(report.total).toBe(2);
    expect(report.totals).toEqual({ validBet: '9000.00', amount: '50.00' });
    expect(report.list.map((r) => r.claimNo)).toEqual([result.claimNo, result.claimNo]);
    const earlier = (
      await client.get<{ total: number }>('/wps/rebate/report', {
        token,
        query: { startDate: '2024-06-01', endDate: '2024-06-14' },
      })
    ).body.value;
    expect(earlier.total).toBe(0);
    expect(
      (await client.get('/wps/rebate/report', { token, query: { startDate: day, endDate: '2024-06-01' } })).body,
    ).toMatchObject({ code: 'request.invalid' });
  });

  it('refuses bad inputs, trial accounts, a missing key and a switched-off feature', async () => {
    const token = await login();
    for (const category of ['', 'sports', 'CASINO', 7, null]) {
      expect((await claim(token, category as string)).body).toMatchObject({ success: false, code: 'request.invalid' });
    }
    expect((await client.post('/wps/rebate/manual/claim', { category: 'ALL' }, { token })).body).toMatchObject({
      code: 'request.invalid',
    });
    expect((await client.get('/wps/rebate/manual')).status).toBe(401);
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    expect((await client.get('/wps/rebate/manual', { token: trial })).body).toMatchObject({ code: 'trial.only.real' });
    expect((await claim(trial, 'ALL')).body).toMatchObject({ code: 'trial.only.real' });
    platform.state.switches.MANPLAYREB3 = false;
    platform.state.switches.PLYRBT = false;
    platform.state.switches.MEMCLUB3 = false;
    platform.state.switches.MISSION3 = false;
    for (const path of [
      '/wps/rebate/manual',
      '/wps/rebate/report?startDate=2024-06-15&endDate=2024-06-15',
      '/wps/member/club',
      '/wps/mission/leaderboard',
    ]) {
      expect((await client.get(path, { token })).body).toMatchObject({ success: false, code: 'feature.disabled' });
    }
  });

  it("lists every club level with its requirements and benefits, and the member's level and progress", async () => {
    const token = await login();
    const value = (
      await client.get<{
        current: unknown;
        levels: {
          level: number;
          name: string;
          requirements: { deposit: string; validBet: string };
          rebates: { category: string; rate: string }[];
        }[];
      }>('/wps/member/club', { token })
    ).body.value;
    expect(value.current).toEqual({ level: 2, labelName: 'VIP 2', progress: 0.46 });
    expect(value.levels.map((l) => l.name)).toEqual(CLUB_LEVELS.map((l) => l.name));
    expect(value.levels[3]).toMatchObject({
      requirements: { deposit: '2000000.00', validBet: '8000000.00' },
      upgradeBonus: '38000.00',
      withdrawLimit: { daily: '5000000.00', times: 8 },
    });
    expect(value.levels[2]!.rebates[0]).toEqual({ category: 'SPORTS', rate: '0.50' });
    // Requirements and rates only ever grow with the level.
    for (let i = 1; i < CLUB_LEVELS.length; i += 1) {
      const [lower, upper] = [CLUB_LEVELS[i - 1]!, CLUB_LEVELS[i]!];
      expect(upper.deposit > lower.deposit && upper.validBet > lower.validBet).toBe(true);
      for (const [category, rate] of Object.entries(upper.rates))
        expect(rate > lower.rates[category as keyof typeof lower.rates]).toBe(true);
    }
    const empty = await login('demo02', 'Demo1234');
    expect((await client.get('/wps/member/club', { token: empty })).body.value).toMatchObject({ current: null });
  });

  it('a club label outside the table or without one falls back to the nearest level', () => {
    const demo = account();
    demo.clubLabel = { labelName: 'VIP 9', rankLevel: 9, progress: 1 };
    expect(levelOf(demo).level).toBe(6);
    demo.clubLabel = { labelName: 'odd', rankLevel: -1, progress: 0 };
    expect(levelOf(demo).level).toBe(0);
    demo.clubLabel = { labelName: 'odd', rankLevel: 1.5, progress: 0 };
    expect(levelOf(demo).level).toBe(0);
    demo.clubLabel = null;
    demo.orders = [];
    bet(demo, 'SPORTS', '10000.00');
    expect(pendingRebates(demo, []).find((r) => r.category === 'SPORTS')).toMatchObject({ rateBp: 30, amount: 3000 });
    expect(MIN_REBATE_CLAIM).toBe(1000);
  });

  it('ranks the member on valid bets settled within the mission, with prizes and the time left', async () => {
    const demo = account();
    demo.orders = [];
    const token = await login();
    type Board = {
      mission: { startsAt: number; endsAt: number; now: number };
      prizes: { fromRank: number; toRank: number; amount: string }[];
      ranking: { rank: number; name: string; score: string; me: boolean }[];
      me: { rank: number | null; score: string; toNextRank: string | null };
    };
    const board = async () => (await client.get<Board>('/wps/mission/leaderboard', { token })).body.value;
    const none = await board();
    expect(none.me).toEqual({ rank: null, score: '0.00', toNextRank: null });
    expect(none.ranking).toHaveLength(20);
    expect(none.mission.startsAt).toBeLessThan(TEST_NOW);
    expect(none.mission.endsAt).toBeGreaterThan(TEST_NOW);
    expect(none.mission.now).toBe(TEST_NOW);
    expect(none.prizes[0]).toEqual({ fromRank: 1, toRank: 1, amount: '300000.00' });

    // Bets before the mission began do not count.
    bet(demo, 'SPORTS', '99999.00', { at: none.mission.startsAt - 1 });
    bet(demo, 'LIVE', '3000000.00', { at: TEST_NOW - 1000 });
    const ranked = await board();
    expect(ranked.me.score).toBe('3000000.00');
    expect(ranked.me.rank).toBeGreaterThanOrEqual(1);
    const scores = ranked.ranking.map((r) => parseMoney(r.score));
    expect([...scores].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(scores);
    const mine = ranked.ranking.find((r) => r.me);
    if (ranked.me.rank! <= 20)
      expect(mine).toMatchObject({ rank: ranked.me.rank, name: maskName('demo01'), score: '3000000.00' });
    if (ranked.me.rank! > 1) {
      const above = parseMoney(ranked.ranking[ranked.me.rank! - 2]?.score ?? '0');
      expect(parseMoney(ranked.me.toNextRank!)).toBe(above - 300000000 + 1);
    }
    expect(maskName('demo01')).toBe('de***01');
    expect(maskName('abc')).toBe('a***');
  });
});

import { createPlatform } from '../../platform';
import { parseMoney } from '../../core/money';
import { sumBalance } from '../../core/ledger';
import { createSimClient } from '../../testing/client';
import { newIdempotencyKey } from '../../testing/cashier';
import { TEST_NOW } from '../../testing/fixtures';
import { formatDay, dayNumber, DAY_MS } from '../../core/dates';

interface Summary {
  count: number;
  betAmount: string;
  validBet: string;
  winLoss: string;
}
interface Row {
  orderNo: string;
  category: string;
  vendor: string;
  vendorName: string;
  betAmount: string;
  cancelledAmount: string;
  validBet: string;
  payout: string;
  winLoss: string;
  status: string;
  createdAt: number;
  subOrderCount: number;
  cancellable: boolean;
}
interface OrdersPage {
  list: Row[];
  pageNum: number;
  totalPages: number;
  total: number;
  summary: Summary;
}
interface Sub {
  id: string;
  content: string;
  betAmount: string;
  payout: string;
  status: string;
  cancellable: boolean;
}
interface Detail extends Row {
  drawNo: string | null;
  drawCloseAt: number | null;
  subOrders: Sub[];
}
interface Entry {
  id: number;
  type: string;
  amount: string;
  balanceAfter: string;
  orderNo: string | null;
  createdAt: number;
}
interface RecordPage {
  list: Entry[];
  pageNum: number;
  totalPages: number;
  total: number;
  summary: { count: number; moneyIn: string; moneyOut: string };
}

describe('records', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  let token: string;
  const today = formatDay(dayNumber(TEST_NOW));
  const daysAgo = (n: number) => formatDay(dayNumber(TEST_NOW) - n);
  const last60 = { startDate: daysAgo(60), endDate: today };
  const demo = () => platform.state.accounts.get('demo01')!;

  const orders = (query: Record<string, string | number>, who = token) =>
    client.get<OrdersPage>('/lgw/orders', { token: who, query });
  const detail = (orderNo: string) => client.get<Detail>('/lgw/orders/detail', { token, query: { orderNo } });
  const cancel = (body: unknown, key = newIdempotencyKey()) =>
    client.post<{ order: Detail; refunded: string; sumBalance: string }>('/lgw/orders/suborders/cancel', body, {
      token,
      headers: { 'Idempotency-Key': key },
    });
  const record = (query: Record<string, string | number>, who = token) =>
    client.get<RecordPage>('/wps/wallet/transaction/details', { token: who, query });
  const openPick = () => {
    const order = demo().orders.find((o) =>
      o.subOrders.some((s) => s.status === 'UNSETTLED' && (o.drawCloseAt ?? 0) > now),
    )!;
    return { order, sub: order.subOrders.find((s) => s.status === 'UNSETTLED')! };
  };

  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
  });

  describe('GET /lgw/orders', () => {
    it('needs a session and a valid range', async () => {
      expect((await orders(last60, null as unknown as string)).body.code).toBe('session.expired');
      expect((await orders({ startDate: today })).body.code).toBe('request.invalid');
      expect((await orders({ startDate: today, endDate: daysAgo(1) })).body.code).toBe('request.invalid');
      expect((await orders({ ...last60, status: 'WON' })).body.code).toBe('request.invalid');
      expect((await orders({ ...last60, category: 'CASINO' })).body.code).toBe('request.invalid');
      expect((await orders({ ...last60, category: 'LIVE', vendor: 'PG' })).body.code).toBe('request.invalid');
      expect((await orders({ ...last60, pageSize: 0 })).body.code).toBe('request.invalid');
    });

    it('pages the orders newest first, with a summary of everything matching', async () => {
      const first = (await orders({ ...last60, pageSize: 50 })).body.value;
      expect(first.total).toBe(demo().orders.length);
      expect(first.list).toHaveLength(50);
      expect(first.totalPages).toBe(Math.ceil(first.total / 50));
      const all: Row[] = [];
      for (let p = 1; p <= first.totalPages; p += 1)
        all.push(...(await orders({ ...last60, pageSize: 50, pageNo: p })).body.value.list);
      expect(all.map((r) => r.createdAt)).toEqual([...all.map((r) => r.createdAt)].sort((a, b) => b - a));
      const cents = (f: (r: Row) => string) =>
        all.reduce((s, r) => s + parseMoney(f(r).replace('-', '')) * (f(r).startsWith('-') ? -1 : 1), 0);
      expect(first.summary.count).toBe(all.length);
      expect(parseMoney(first.summary.validBet)).toBe(cents((r) => r.validBet));
      expect(first.summary.winLoss).toMatch(/^-?\d+\.\d{2}$/);
      expect(parseMoney(first.summary.betAmount)).toBe(cents((r) => r.betAmount) - cents((r) => r.cancelledAmount));
    });

    it('filters by category, vendor and status', async () => {
      const lott = (await orders({ ...last60, category: 'lott', pageSize: 100 })).body.value;
      expect(lott.total).toBeGreaterThan(0);
      expect(lott.list.every((r) => r.category === 'LOTT' && r.subOrderCount > 0)).toBe(true);
      const pg = (await orders({ ...last60, category: 'RNG', vendor: 'PG', pageSize: 100 })).body.value;
      expect(pg.list.every((r) => r.vendor === 'PG' && r.vendorName === 'PG Soft')).toBe(true);
      for (const status of ['SETTLED', 'UNSETTLED', 'CANCELLED']) {
        const page = (await orders({ ...last60, status, pageSize: 100 })).body.value;
        expect(page.list.every((r) => r.status === status)).toBe(true);
        expect(page.total).toBe(demo().orders.filter((o) => o.status === status).length);
      }
      const none = (await orders({ startDate: '2020-01-01', endDate: '2020-01-31' })).body.value;
      expect(none).toMatchObject({
        list: [],
        total: 0,
        totalPages: 0,
        summary: { count: 0, betAmount: '0.00', validBet: '0.00', winLoss: '0.00' },
      });
    });

    it('answers the filter options: categories with their vendors', async () => {
      const { body } = await client.get<{
        categories: { category: string; vendors: { vendor: string; name: string }[] }[];
      }>('/lgw/orders/vendors', { token });
      expect(body.value.categories.map((c) => c.category)).toEqual([
        'SPORTS',
        'LIVE',
        'RNG',
        'FISH',
        'PVP',
        'LOTT',
        'INHOUSE',
      ]);
      expect(body.value.categories.find((c) => c.category === 'LIVE')?.vendors.map((v) => v.vendor)).toEqual([
        'EVO',
        'SEXY',
        'DG',
        'WM',
      ]);
    });
  });

  describe('order detail and cancelling a pick', () => {
    it("shows an order with its picks; an unknown or another account's order is not found", async () => {
      const { order } = openPick();
      const { body } = await detail(order.orderNo);
      expect(body.value).toMatchObject({
        orderNo: order.orderNo,
        category: 'LOTT',
        status: 'UNSETTLED',
        cancellable: true,
        drawNo: order.drawNo,
      });
      expect(body.value.subOrders.length).toBe(order.subOrders.length);
      expect((await detail('B000')).body.code).toBe('order.not.found');
      const agentOrder = platform.state.accounts.get('agent01')!.orders[0]!;
      expect((await detail(agentOrder.orderNo)).body.code).toBe('order.not.found');
      expect((await client.get('/lgw/orders/detail', { token })).body.code).toBe('request.invalid');
    });

    it('gives the stake back exactly once: BET_CANCEL under the order, the same answer on a retry', async () => {
      const { order, sub } = openPick();
      const before = sumBalance(demo());
      const key = newIdempotencyKey();
      const first = await cancel({ orderNo: order.orderNo, subOrderId: sub.id }, key);
      expect(first.body.success).toBe(true);
      expect(parseMoney(first.body.value.refunded)).toBe(sub.betAmount);
      expect(parseMoney(first.body.value.sumBalance)).toBe(before + sub.betAmount);
      expect(first.body.value.order.subOrders.find((s) => s.id === sub.id)).toMatchObject({
        status: 'CANCELLED',
        cancellable: false,
      });
      const retry = await cancel({ orderNo: order.orderNo, subOrderId: sub.id }, key);
      expect(retry.headers.get('idempotent-replay')).toBe('true');
      expect(retry.body).toEqual(first.body);
      const again = await cancel({ orderNo: order.orderNo, subOrderId: sub.id });
      expect(again.body).toMatchObject({
        success: false,
        code: 'order.not.cancellable',
        value: { reason: 'cancelled' },
      });
      expect(sumBalance(demo())).toBe(before + sub.betAmount);
      const entries = demo().ledger.filter((e) => e.orderNo === order.orderNo && e.type === 'BET_CANCEL');
      expect(entries.map((e) => e.amount)).toEqual([sub.betAmount]);
      // The order's money still adds up: its entries = payout − standing stake.
      const net = demo()
        .ledger.filter((e) => e.orderNo === order.orderNo)
        .reduce((s, e) => s + e.amount, 0);
      expect(net).toBe(
        order.payout -
          (order.betAmount -
            order.subOrders.filter((s) => s.status === 'CANCELLED').reduce((s, x) => s + x.betAmount, 0)),
      );
    });

    it('cancels the whole order when its last open pick goes', async () => {
      const { order } = openPick();
      for (const s of order.subOrders.filter((x) => x.status === 'UNSETTLED'))
        expect((await cancel({ orderNo: order.orderNo, subOrderId: s.id })).body.success).toBe(true);
      expect((await detail(order.orderNo)).body.value).toMatchObject({
        status: 'CANCELLED',
        cancellable: false,
        cancelledAmount: (await detail(order.orderNo)).body.value.betAmount,
      });
    });

    it('refuses settled picks, closed draws, unknown picks and bad bodies', async () => {
      const settled = demo().orders.find(
        (o) => o.category === 'LOTT' && o.status === 'SETTLED' && o.subOrders.some((s) => s.status === 'SETTLED'),
      )!;
      const settledPick = settled.subOrders.find((s) => s.status === 'SETTLED')!;
      expect((await cancel({ orderNo: settled.orderNo, subOrderId: settledPick.id })).body).toMatchObject({
        code: 'order.not.cancellable',
        value: { reason: 'settled' },
      });
      const { order, sub } = openPick();
      expect((await cancel({ orderNo: order.orderNo, subOrderId: 'nope' })).body).toMatchObject({
        code: 'order.not.cancellable',
        value: { reason: 'not-found' },
      });
      expect((await cancel({ orderNo: 'B000', subOrderId: sub.id })).body.code).toBe('order.not.found');
      expect((await cancel({ orderNo: order.orderNo })).body.code).toBe('request.invalid');
      expect(
        (await client.post('/lgw/orders/suborders/cancel', { orderNo: order.orderNo, subOrderId: sub.id }, { token }))
          .body.code,
      ).toBe('request.invalid');
      now = (order.drawCloseAt ?? 0) + 1;
      token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
      expect((await cancel({ orderNo: order.orderNo, subOrderId: sub.id })).body).toMatchObject({
        code: 'order.not.cancellable',
        value: { reason: 'closed' },
      });
      expect((await detail(order.orderNo)).body.value.cancellable).toBe(false);
    });
  });

  describe('GET /wps/wallet/transaction/details', () => {
    it('lists every movement newest first with money in and out of everything matching', async () => {
      const first = (await record({ ...last60, pageSize: 100 })).body.value;
      const inRange = demo().ledger.filter(
        (e) => TEST_NOW - e.createdAt <= 61 * DAY_MS && dayNumber(e.createdAt) >= dayNumber(TEST_NOW) - 60,
      );
      expect(first.total).toBe(inRange.length);
      const moneyIn = inRange.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
      const moneyOut = inRange.filter((e) => e.amount < 0).reduce((s, e) => s - e.amount, 0);
      expect(first.summary).toEqual({
        count: inRange.length,
        moneyIn: (Number(moneyIn) / 100).toFixed(2),
        moneyOut: (Number(moneyOut) / 100).toFixed(2),
      });
      expect(first.list[0]!.createdAt).toBeGreaterThanOrEqual(first.list[1]!.createdAt);
    });

    it('filters by types; an unknown type is request.invalid', async () => {
      const bets = (await record({ ...last60, types: 'BET,BET_CANCEL', pageSize: 100 })).body.value;
      expect(bets.total).toBeGreaterThan(0);
      expect(bets.list.every((e) => (e.type === 'BET' || e.type === 'BET_CANCEL') && e.orderNo !== null)).toBe(true);
      const deposits = (await record({ ...last60, types: 'deposit' })).body.value;
      expect(deposits.summary.moneyOut).toBe('0.00');
      expect(deposits.total).toBe(
        demo().ledger.filter((e) => e.type === 'DEPOSIT' && dayNumber(e.createdAt) >= dayNumber(TEST_NOW) - 60).length,
      );
      expect((await record({ ...last60, types: 'DEPOSIT,FOO' })).body.code).toBe('request.invalid');
    });

    it('answers the agent variant types=A (commission, team transfers) to agents only', async () => {
      expect((await record({ ...last60, types: 'A' })).body.code).toBe('agent.only');
      const agent = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
      const page = (await record({ ...last60, types: 'A', pageSize: 100 }, agent)).body.value;
      expect(new Set(page.list.map((e) => e.type))).toEqual(new Set(['COMMISSION', 'UPLINE_TRANSFER']));
      expect(page.summary.moneyIn).not.toBe('0.00');
    });
  });
});

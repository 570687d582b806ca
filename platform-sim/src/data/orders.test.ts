import { seedCore } from './seed';
import { buildCatalogue } from './catalogue';
import { TEST_NOW } from '../testing/fixtures';
import { cancelledStake, isCancellable, orderLedgerNet, standingStake, statusOfSubOrders } from '../core/bet-orders';
import { sumBalance } from '../core/ledger';
import { DAY_MS } from '../core/dates';
import { ORDER_CATEGORIES } from './orders';

describe('seeded bet orders', () => {
  const catalogue = buildCatalogue(7);
  const state = seedCore(7, TEST_NOW, catalogue);
  const accounts = [...state.accounts.values()];

  it('ties every BET, PAYOUT and BET_CANCEL entry to an order, and each order to exactly its entries', () => {
    for (const account of accounts) {
      const byOrder = new Map<string, number>();
      for (const e of account.ledger) {
        if (e.type !== 'BET' && e.type !== 'PAYOUT' && e.type !== 'BET_CANCEL') continue;
        expect(e.orderNo).toBeDefined();
        byOrder.set(e.orderNo as string, (byOrder.get(e.orderNo as string) ?? 0) + e.amount);
      }
      expect([...byOrder.keys()].sort()).toEqual(account.orders.map((o) => o.orderNo).sort());
      for (const order of account.orders) {
        expect({ orderNo: order.orderNo, net: byOrder.get(order.orderNo) }).toEqual({
          orderNo: order.orderNo,
          net: order.payout - standingStake(order),
        });
        expect(orderLedgerNet(order)).toBe(byOrder.get(order.orderNo));
      }
    }
  });

  it('keeps the ledger adding up to the seeded balance, never below zero, oldest first', () => {
    for (const account of accounts) {
      let sum = 0;
      let last = -Infinity;
      for (const e of account.ledger) {
        sum += e.amount;
        expect(sum >= 0).toBe(true);
        expect(e.balanceAfter).toBe(sum);
        expect(e.createdAt >= last).toBe(true);
        last = e.createdAt;
      }
      expect(sum).toBe(sumBalance(account));
    }
  });

  it('gives demo01 and agent01 a few hundred orders over 60 days in every category, from the catalogue', () => {
    for (const name of ['demo01', 'agent01']) {
      const orders = state.accounts.get(name)?.orders ?? [];
      expect(orders.length).toBeGreaterThan(150);
      expect(new Set(orders.map((o) => o.category))).toEqual(new Set(ORDER_CATEGORIES));
      expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['SETTLED', 'UNSETTLED', 'CANCELLED']));
      for (const o of orders) {
        expect(
          catalogue.games.some(
            (g) => g.vassalage === o.vendor && g.gameName === o.gameName && g.gameType === o.category,
          ),
        ).toBe(true);
        expect(TEST_NOW - o.createdAt).toBeLessThanOrEqual(61 * DAY_MS);
        expect(o.validBet <= o.betAmount && o.validBet >= 0).toBe(true);
      }
      // Newest first.
      expect(orders.map((o) => o.createdAt)).toEqual([...orders.map((o) => o.createdAt)].sort((a, b) => b - a));
    }
    expect(state.accounts.get('demo02')?.orders).toEqual([]);
    expect(state.accounts.get('agent02')?.orders.length).toBeGreaterThan(5);
  });

  it('seeds lottery orders with picks whose sums are the order, and open picks that can be cancelled', () => {
    const demo = state.accounts.get('demo01');
    const lottery = demo?.orders.filter((o) => o.category === 'LOTT') ?? [];
    expect(lottery.length).toBeGreaterThan(10);
    for (const o of lottery) {
      expect(o.subOrders.length).toBeGreaterThan(0);
      expect(o.betAmount).toBe(o.subOrders.reduce((s, x) => s + x.betAmount, 0));
      expect(o.payout).toBe(o.subOrders.reduce((s, x) => s + x.payout, 0));
      expect(o.status).toBe(statusOfSubOrders(o.subOrders));
      expect(o.drawNo).toMatch(/^\d{8}-\d{3}$/);
    }
    const open = lottery.flatMap((o) => o.subOrders.filter((s) => isCancellable(o, s, TEST_NOW)));
    expect(open.length).toBeGreaterThanOrEqual(2);
    // Settled lottery orders have closed draws: nothing there can be cancelled.
    for (const o of lottery.filter((x) => x.status === 'SETTLED'))
      expect(o.subOrders.some((s) => isCancellable(o, s, TEST_NOW))).toBe(false);
    expect(lottery.some((o) => cancelledStake(o) > 0)).toBe(true);
  });

  it('keeps non-lottery orders without picks and their amounts coherent with their state', () => {
    for (const account of accounts) {
      for (const o of account.orders.filter((x) => x.category !== 'LOTT')) {
        expect(o.subOrders).toEqual([]);
        if (o.status === 'UNSETTLED') expect([o.payout, o.validBet, o.settledAt]).toEqual([0, 0, null]);
        if (o.status === 'CANCELLED') expect([o.payout, o.validBet, cancelledStake(o)]).toEqual([0, 0, o.betAmount]);
      }
    }
  });
});

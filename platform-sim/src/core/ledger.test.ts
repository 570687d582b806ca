import { createTestSim, TEST_NOW } from '../testing/fixtures';
import { ledgerProblems } from '../testing/ledger';
import { sumBalance } from './ledger';
import { formatCents } from './money';
import type { Account } from './state';

const expectLedgerAddsUp = (account: Account, now?: number): void => expect(ledgerProblems(account, now)).toEqual([]);

describe('ledger and wallets', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const account = (name: string): Account => platform.state.accounts.get(name)!;

  it('seeds a history that adds up to every seeded balance, never below zero', () => {
    for (const a of platform.state.accounts.values()) expectLedgerAddsUp(a, TEST_NOW);
    expect(formatCents(sumBalance(account('demo01')))).toBe('1234.50');
    expect(account('demo02').ledger).toEqual([]);
    expect(sumBalance(account('demo02'))).toBe(0);
    expect(formatCents(sumBalance(account('agent01')))).toBe('25680.75');
  });

  it("records demo01's seeded deposits, withdrawals, refunds and bonus", () => {
    const demo = account('demo01');
    const entries = (type: string) => demo.ledger.filter((e) => e.type === type);
    const success = demo.deposits.filter((d) => d.status === 'SUCCESS');
    expect(
      entries('DEPOSIT')
        .map((e) => e.orderNo)
        .sort(),
    ).toEqual(success.map((d) => d.orderNo).sort());
    expect(entries('WITHDRAW_HOLD')).toHaveLength(demo.withdrawals.length);
    expect(
      entries('WITHDRAW_REFUND')
        .map((e) => e.orderNo)
        .sort(),
    ).toEqual(
      demo.withdrawals
        .filter((w) => w.status === 'REJECTED')
        .map((w) => w.orderNo)
        .sort(),
    );
    expect(entries('BONUS').map((e) => formatCents(e.amount))).toEqual(['100.00']);
    expect(demo.cashier.turnover).toEqual({ required: 50000, done: 18000, locked: 10000 });
    expect(Object.keys(demo.wallets)).toEqual(['SABA', 'EVO', 'SEXY', 'PG', 'PP', 'JILI']);
  });

  it('keeps the seed the same for the same clock', () => {
    platform.reset();
    const first = account('demo01').ledger;
    platform.reset();
    expect(account('demo01').ledger).toEqual(first);
  });

  it('posts every spin of the game page as a BET and its PAYOUT, and counts the stake as turnover', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const game = platform.catalogue.games.find((g) => g.vassalage === 'CQ9' && g.gameType === 'RNG')!;
    const { body } = await client.get<{ url: string }>('/wps/game/launchGame', {
      token,
      query: { vendor: game.vassalage, nodeId: game.nodeId },
    });
    const before = account('demo01').ledger.length;
    for (let i = 0; i < 2; i += 1)
      await platform.fetch(new Request(`http://sim${body.value.url}/spin`, { method: 'POST' }));
    const added = account('demo01').ledger.slice(before);
    expect(added.map((e) => [e.type, formatCents(e.amount)])).toEqual([
      ['BET', '-1.00'],
      ['BET', '-1.00'],
      ['PAYOUT', '2.50'],
    ]);
    expect(added[1]!.orderNo).toBe(added[2]!.orderNo);
    expect(formatCents(sumBalance(account('demo01')))).toBe('1235.00');
    expect(account('demo01').cashier.turnover.done).toBe(18200);
    expectLedgerAddsUp(account('demo01'));
  });

  it('sets a balance through an ADJUSTMENT and refuses negative amounts', async () => {
    await client.post('/__sim/balance', { username: 'demo02', amount: '12.34' });
    await client.post('/__sim/balance', { username: 'demo02', amount: '10.00' });
    expect(account('demo02').ledger.map((e) => [e.type, formatCents(e.amount), formatCents(e.balanceAfter)])).toEqual([
      ['ADJUSTMENT', '12.34', '12.34'],
      ['ADJUSTMENT', '-2.34', '10.00'],
    ]);
    const { status, body } = await client.post('/__sim/balance', { username: 'demo02', amount: '-1.00' });
    expect(status).toBe(400);
    expect(body.code).toBe('request.invalid');
    const vendor = await client.post<{ sumBalance: string }>('/__sim/balance', {
      username: 'demo02',
      amount: '5.00',
      wallet: 'PG',
    });
    expect(vendor.body.value.sumBalance).toBe('15.00');
    expect(account('demo02').wallets.PG).toBe(500);
    expect((await client.post('/__sim/balance', { username: 'demo02', amount: '5.00', wallet: 'CQ9' })).status).toBe(
      400,
    );
    expectLedgerAddsUp(account('demo02'));
  });

  it('opens a trial account with its play money as an ADJUSTMENT', async () => {
    const { body } = await client.post<{ userName: string }>('/wps/session/login/freeplay', {});
    const trial = account(body.value.userName.toLowerCase());
    expect(trial.ledger.map((e) => [e.type, formatCents(e.amount)])).toEqual([['ADJUSTMENT', '2000.00']]);
    expect(trial.wallets).toEqual({});
  });

  it('shows the ledger and the wallets on the admin surface', async () => {
    const { body } = await client.get<{
      sumBalance: string;
      centreBalance: string;
      wallets: Record<string, string>;
      entries: { type: string; amount: string; balanceAfter: string }[];
    }>('/__sim/ledger', { query: { username: 'demo01' } });
    expect(body.value).toMatchObject({
      sumBalance: '1234.50',
      centreBalance: '1234.50',
      wallets: { PG: '0.00', SABA: '0.00' },
    });
    expect(body.value.entries[0]).toMatchObject({ balanceAfter: '1234.50' });
    expect(body.value.entries).toHaveLength(account('demo01').ledger.length);
    const state = await client.get<{ accounts: { username: string; balance: string; centreBalance: string }[] }>(
      '/__sim/state',
    );
    expect(state.body.value.accounts.find((a) => a.username === 'demo01')).toMatchObject({
      balance: '1234.50',
      centreBalance: '1234.50',
    });
  });
});

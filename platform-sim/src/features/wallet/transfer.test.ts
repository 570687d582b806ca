import { createPlatform } from '../../platform';
import { sumBalance } from '../../core/ledger';
import { formatCents, mulDiv } from '../../core/money';
import { createRng } from '../../core/prng';
import { createSimClient } from '../../testing/client';
import { newIdempotencyKey } from '../../testing/cashier';
import { TEST_NOW } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger';
import { DEMO_PAYMENT_PASSWORD, WALLET_VENDORS } from '../../data/cashier';

interface Transferred {
  transferNo: string;
  centreBalance: string;
  vendor: string;
  vendorBalance: string;
  sumBalance: string;
}

describe('vendor wallets and transfers', () => {
  const platform = createPlatform({ now: () => TEST_NOW });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
  });
  const demo = () => platform.state.accounts.get('demo01')!;
  const once = (key = newIdempotencyKey()) => ({ token, headers: { 'Idempotency-Key': key } });
  const transfer = (from: string, to: string, amount: unknown, key?: string) =>
    client.post<Transferred>('/wps/wallet/transfer', { from, to, amount }, once(key));
  const vendorBalance = async (vendor: string) =>
    (await client.get<{ vendor: string; balance: string }>(`/wps/wallet/vendors/${vendor}/balance`, { token })).body;
  const sum = async () =>
    (await client.get<{ sumBalance: string }>('/wps/wallet/balance', { token })).body.value.sumBalance;
  const centre = async () =>
    (await client.get<{ centreBalance: string }>('/wps/wallet/merchant', { token })).body.value.centreBalance;

  it('lists the vendors that keep a wallet of their own, with the auto-transfer flag', async () => {
    const { body } = await client.get<{ vendors: { vendor: string; displayName: string }[]; autoTransfer: boolean }>(
      '/wps/wallet/vendors',
      { token, headers: { Module: 'FUNDTRANS3' } },
    );
    expect(body.value.vendors.map((v) => v.vendor)).toEqual([...WALLET_VENDORS]);
    expect(body.value.vendors.find((v) => v.vendor === 'PG')).toEqual({ vendor: 'PG', displayName: 'PG Soft' });
    expect(body.value.autoTransfer).toBe(true);
    expect((await vendorBalance('pg')).value).toEqual({ vendor: 'PG', balance: '0.00' });
    expect((await vendorBalance('CQ9')).code).toBe('request.invalid');
  });

  it('lets a fault fail one vendor balance only', async () => {
    await client.post('/__sim/faults', { path: '/wps/wallet/vendors/PG/balance', status: 502 });
    expect(
      (await platform.fetch(new Request('http://sim/wps/wallet/vendors/PG/balance', { headers: { Token: token } })))
        .status,
    ).toBe(502);
    expect((await vendorBalance('PP')).success).toBe(true);
    expect((await client.get('/wps/wallet/vendors', { token })).status).toBe(200);
  });

  it('moves money between the centre and a vendor wallet, the total staying the same', async () => {
    const into = await transfer('CENTRE', 'PG', '200.25');
    expect(into.body.value).toEqual({
      transferNo: expect.stringMatching(/^T20240615\d{8}$/),
      centreBalance: '1034.25',
      vendor: 'PG',
      vendorBalance: '200.25',
      sumBalance: '1234.50',
    });
    expect((await transfer('pg', 'CENTRE', '0.25')).body.value).toMatchObject({
      centreBalance: '1034.50',
      vendorBalance: '200.00',
    });
    expect(await sum()).toBe('1234.50');
    expect(await centre()).toBe('1034.50');
    const entries = demo()
      .ledger.slice(-4)
      .map((e) => [e.type, e.wallet, formatCents(e.amount), formatCents(e.balanceAfter)]);
    expect(entries).toEqual([
      ['TRANSFER_OUT', 'CENTRE', '-200.25', '1034.25'],
      ['TRANSFER_IN', 'PG', '200.25', '1234.50'],
      ['TRANSFER_OUT', 'PG', '-0.25', '1234.25'],
      ['TRANSFER_IN', 'CENTRE', '0.25', '1234.50'],
    ]);
    expect(demo().ledger.at(-4)!.orderNo).toBe(into.body.value.transferNo);
    const orders = await client.get<{ transfers: { kind: string; from: string; to: string; amount: string }[] }>(
      '/__sim/orders',
      { query: { username: 'demo01' } },
    );
    expect(orders.body.value.transfers.map((t) => [t.kind, t.from, t.to, t.amount])).toEqual(
      expect.arrayContaining([
        ['TRANSFER', 'CENTRE', 'PG', '200.25'],
        ['TRANSFER', 'PG', 'CENTRE', '0.25'],
      ]),
    );
  });

  it('refuses what a real platform refuses', async () => {
    expect((await transfer('CENTRE', 'PG', '1234.51')).body.code).toBe('wallet.insufficient');
    expect((await transfer('PG', 'CENTRE', '0.01')).body.code).toBe('wallet.insufficient');
    for (const [from, to, amount] of [
      ['CENTRE', 'CENTRE', '1.00'],
      ['PG', 'PP', '1.00'],
      ['CENTRE', 'CQ9', '1.00'],
      ['CENTRE', 'PG', '0'],
      ['CENTRE', 'PG', '0.00'],
      ['CENTRE', 'PG', '1.001'],
      ['CENTRE', 'PG', '-1'],
      ['CENTRE', 'PG', 1],
      ['centre', 'PG', '1.00'],
    ] as const) {
      expect([from, to, amount, (await transfer(from, to, amount)).body.code]).toEqual([
        from,
        to,
        amount,
        'request.invalid',
      ]);
    }
    expect(
      (await client.post('/wps/wallet/transfer', { from: 'CENTRE', to: 'PG', amount: '1.00' }, { token })).body.code,
    ).toBe('request.invalid');
    expect(await sum()).toBe('1234.50');
    expect(demo().cashier.transfers).toEqual([]);
  });

  it('transfers exactly once per key', async () => {
    const key = newIdempotencyKey();
    const [a, b] = await Promise.all([
      transfer('CENTRE', 'EVO', '100.00', key),
      transfer('CENTRE', 'EVO', '100.00', key),
    ]);
    expect(a.body).toEqual(b.body);
    expect(await centre()).toBe('1134.50');
    expect((await transfer('CENTRE', 'EVO', '100.01', key)).status).toBe(409);
  });

  it('never changes the total through any sequence of transfers and recycles', async () => {
    const rng = createRng(7, 'transfers');
    const wallets = ['CENTRE', ...WALLET_VENDORS];
    for (let i = 0; i < 60; i += 1) {
      if (rng.chance(0.1)) {
        await client.post('/wps/wallet/recycle', {}, once());
      } else {
        const vendor = rng.pick(WALLET_VENDORS);
        const [from, to] = rng.chance(0.5) ? ['CENTRE', vendor] : [vendor, 'CENTRE'];
        const held = from === 'CENTRE' ? demo().balance : demo().wallets[from]!;
        // Some part of what the source holds (at least a cent), now and then a cent more than it holds.
        const amount = held > 0 && rng.chance(0.8) ? 1 + mulDiv(held - 1, rng.int(0, 1000), 1000) : held + 1;
        await transfer(from, to, formatCents(amount));
      }
      expect(sumBalance(demo())).toBe(123450);
      expect(wallets.every((w) => (w === 'CENTRE' ? demo().balance : demo().wallets[w]!) >= 0)).toBe(true);
    }
    expect(demo().cashier.transfers.length).toBeGreaterThan(20);
    expect(ledgerProblems(demo())).toEqual([]);
  });

  it('recycles every vendor wallet into the centre', async () => {
    await transfer('CENTRE', 'PG', '100.00');
    await transfer('CENTRE', 'SABA', '34.50');
    const { body } = await client.post<{
      transferNo: string;
      recycled: string;
      centreBalance: string;
      sumBalance: string;
    }>('/wps/wallet/recycle', {}, once());
    expect(body.value).toEqual({
      transferNo: expect.stringMatching(/^T/),
      recycled: '134.50',
      centreBalance: '1234.50',
      sumBalance: '1234.50',
    });
    expect(Object.values(demo().wallets).every((c) => c === 0)).toBe(true);
    expect(
      demo()
        .cashier.transfers.filter((t) => t.kind === 'RECYCLE')
        .map((t) => t.from)
        .sort(),
    ).toEqual(['PG', 'SABA']);
    expect((await client.post('/wps/wallet/recycle', {}, once())).body.value).toEqual({
      transferNo: null,
      recycled: '0.00',
      centreBalance: '1234.50',
      sumBalance: '1234.50',
    });
  });

  describe('auto transfer at game launch', () => {
    const pgGame = () => platform.catalogue.games.find((g) => g.vassalage === 'PG')!;
    const launch = async (vendor: string, nodeId?: string) =>
      (
        await client.get<{ url: string }>('/wps/game/launchGame', {
          token,
          query: { vendor, ...(nodeId ? { nodeId } : {}) },
        })
      ).body.value.url;
    const spin = (url: string) => platform.fetch(new Request(`http://sim${url}/spin`, { method: 'POST' }));
    const page = async (url: string) => (await platform.fetch(`http://sim${url}`)).text();

    it('moves the whole centre balance into the vendor wallet, and the game plays from it', async () => {
      const url = await launch('PG', pgGame().nodeId);
      expect(await centre()).toBe('0.00');
      expect((await vendorBalance('PG')).value.balance).toBe('1234.50');
      expect(await page(url)).toContain('>1234.50</output>');
      await spin(url);
      expect((await vendorBalance('PG')).value.balance).toBe('1233.50');
      expect(await sum()).toBe('1233.50');
      expect(demo().ledger.at(-1)).toMatchObject({ type: 'BET', wallet: 'PG' });
      expect(demo().cashier.transfers.at(-1)).toMatchObject({ kind: 'AUTO', from: 'CENTRE', to: 'PG', amount: 123450 });
      expect(ledgerProblems(demo())).toEqual([]);
    });

    it('leaves the centre alone when off: the game plays from whatever its wallet holds', async () => {
      expect((await client.put('/wps/wallet/auto-transfer', { enabled: false }, { token })).body.value).toEqual({
        autoTransfer: false,
      });
      expect((await client.put('/wps/wallet/auto-transfer', { enabled: 'no' }, { token })).body.code).toBe(
        'request.invalid',
      );
      const url = await launch('PG');
      expect(await centre()).toBe('1234.50');
      await spin(url);
      expect(await page(url)).toContain('data-testid="game-balance">0.00</output>');
      expect(await page(url)).toContain('class="warn"');
      await transfer('CENTRE', 'PG', '10.00');
      await spin(url);
      expect((await vendorBalance('PG')).value.balance).toBe('9.00');
      expect(await sum()).toBe('1233.50');
    });

    it('plays a vendor without a wallet of its own from the centre', async () => {
      const game = platform.catalogue.games.find((g) => g.vassalage === 'CQ9')!;
      const url = await launch('CQ9', game.nodeId);
      expect(await centre()).toBe('1234.50');
      await spin(url);
      expect(await centre()).toBe('1233.50');
    });
  });

  describe('transfer to upline', () => {
    const upline = (amount: string, paymentPassword = DEMO_PAYMENT_PASSWORD, as = token) =>
      client.post<{ transferNo: string; centreBalance: string; sumBalance: string }>(
        '/wps/wallet/transfer/upline',
        { amount, paymentPassword },
        { token: as, headers: { 'Idempotency-Key': newIdempotencyKey() } },
      );
    const agent = () => platform.state.accounts.get('agent01')!;

    it("moves money from the member's centre wallet to the upline's", async () => {
      const { body } = await upline('200.00');
      expect(body.value).toEqual({
        transferNo: expect.stringMatching(/^T/),
        centreBalance: '1034.50',
        sumBalance: '1034.50',
      });
      expect(formatCents(sumBalance(agent()))).toBe('25880.75');
      expect(demo().ledger.at(-1)).toMatchObject({
        type: 'UPLINE_TRANSFER',
        amount: -20000,
        orderNo: body.value.transferNo,
      });
      expect(agent().ledger.at(-1)).toMatchObject({
        type: 'UPLINE_TRANSFER',
        amount: 20000,
        orderNo: body.value.transferNo,
      });
      expect(agent().cashier.transfers.at(-1)).toMatchObject({ kind: 'UPLINE', from: 'demo01', to: 'CENTRE' });
      expect(ledgerProblems(demo())).toEqual([]);
      expect(ledgerProblems(agent())).toEqual([]);
    });

    it('needs the switch, the toUpline flag and a type other than 2', async () => {
      await client.post('/__sim/switches', { AGETRANSFERUP3: false });
      expect((await upline('1.00')).body).toMatchObject({
        code: 'feature.disabled',
        value: { feature: 'AGETRANSFERUP3' },
      });
      await client.post('/__sim/switches', { AGETRANSFERUP3: true });
      const agent02 = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
      expect((await upline('1.00', DEMO_PAYMENT_PASSWORD, agent02)).body.code).toBe('feature.disabled');
      const demo02 = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
      expect((await upline('1.00', DEMO_PAYMENT_PASSWORD, demo02)).body.code).toBe('feature.disabled');
    });

    it('checks the amount, the locked bonus and the payment password', async () => {
      expect((await upline('1134.51')).body.code).toBe('wallet.insufficient');
      expect((await upline('1.001')).body.code).toBe('request.invalid');
      expect((await upline('1.00', '000001')).body).toMatchObject({
        code: 'payment.password.wrong',
        value: { attemptsLeft: 4 },
      });
      expect((await upline('1134.50')).body.value.centreBalance).toBe('100.00');
    });
  });

  it('is for real accounts only', async () => {
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    expect((await client.get('/wps/wallet/vendors', { token: trial })).body.code).toBe('trial.only.real');
    expect(
      (
        await client.post(
          '/wps/wallet/transfer',
          { from: 'CENTRE', to: 'PG', amount: '1.00' },
          { token: trial, headers: { 'Idempotency-Key': newIdempotencyKey() } },
        )
      ).body.code,
    ).toBe('trial.only.real');
    expect((await client.get('/wps/wallet/vendors')).status).toBe(401);
  });
});

import { createHash } from 'node:crypto';
import { createPlatform } from '../../platform';
import { sumBalance } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { createSimClient } from '../../testing/client';
import { JPEG_BYTES, newIdempotencyKey, PNG_BYTES } from '../../testing/cashier';
import { TEST_NOW } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger';
import { dayNumber, formatDay } from '../../core/dates';
import { GATEWAY_PAGE_CSP } from './gateway-page';

interface Order {
  orderNo: string;
  channelId: string;
  channel: string;
  kind: string;
  status: string;
  amount: string;
  fee: string;
  bonus: string;
  payAmount: string;
  payCurrency: string;
  createdAt: number;
  expiresAt: number;
  receiving: Record<string, string>;
  payUrl?: string;
  promoId: string | null;
}

describe('deposit', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    token = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
  });
  const account = (name = 'demo02') => platform.state.accounts.get(name)!;
  const create = (body: Record<string, unknown>, key = newIdempotencyKey(), headers: Record<string, string> = {}) =>
    client.post<Order>('/wps/deposit/orders', body, { token, headers: { 'Idempotency-Key': key, ...headers } });
  const created = async (body: Record<string, unknown>, headers?: Record<string, string>) => {
    const { body: envelope } = await create(body, undefined, headers);
    expect(envelope).toMatchObject({ success: true });
    return envelope.value;
  };
  const order = async (orderNo: string) => (await client.get<Order>(`/wps/deposit/orders/${orderNo}`, { token })).body;
  const balance = async () =>
    (await client.get<{ sumBalance: string }>('/wps/wallet/balance', { token })).body.value.sumBalance;
  const proof = async (orderNo: string, fields: Record<string, string | Uint8Array>, key = newIdempotencyKey()) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, new Blob([new Uint8Array(value)]), `${name}.bin`);
    }
    const response = await platform.fetch(
      new Request(`http://sim/wps/deposit/orders/${orderNo}/proof`, {
        method: 'POST',
        body: form,
        headers: { Token: token, 'Idempotency-Key': key },
      }),
    );
    return {
      status: response.status,
      replay: response.headers.get('idempotent-replay'),
      body: (await response.json()) as {
        success: boolean;
        code: string;
        value: Order & { reason?: string; field?: string };
      },
    };
  };

  describe('channels and promotions', () => {
    it('lists channels of every kind with limits, fees and quick amounts', async () => {
      const { body } = await client.get<{ channels: Record<string, unknown>[] }>('/wps/deposit/channels', { token });
      const list = body.value.channels;
      expect(list.map((c) => [c.id, c.kind, c.name])).toEqual([
        ['BANK', 'BANK', 'Bank Transfer'],
        ['KBZPAY', 'QR', 'KBZPay'],
        ['WAVEPAY', 'QR', 'WavePay'],
        ['AYAPAY', 'QR', 'AYA Pay'],
        ['CBPAY', 'QR', 'CB Pay'],
        ['ONEPAY', 'GATEWAY', 'OnePay'],
        ['USDT', 'USDT', 'USDT (TRC20)'],
      ]);
      const bank = list[0]!;
      expect((bank.banks as { bankName: string }[]).map((b) => b.bankName)).toEqual([
        'KBZ Bank',
        'AYA Bank',
        'CB Bank',
        'Yoma Bank',
      ]);
      expect(list.filter((c) => c.integerOnly).map((c) => c.id)).toEqual(['KBZPAY']);
      expect(list.find((c) => c.id === 'WAVEPAY')).toMatchObject({
        wallet: 'WavePay',
        min: '5000.00',
        max: '1000000.00',
        feePercent: '0.00',
        expiresMinutes: 15,
        icon: '/wps/assets/channel/WAVEPAY.svg',
      });
      expect(list.find((c) => c.id === 'USDT')).toMatchObject({ network: 'TRC20', rate: '4480.00' });
      for (const c of list) {
        expect((c.quickAmounts as string[]).every((a) => /^\d+\.\d{2}$/.test(a))).toBe(true);
        const icon = await platform.fetch(`http://sim${c.icon as string}`);
        expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
      }
    });

    it('lists promotions, titled in the language asked for', async () => {
      const en = await client.get<{ list: Record<string, unknown>[] }>('/wps/deposit/promotions', {
        token,
        headers: { Language: 'EN' },
      });
      expect(en.body.value.list[0]).toEqual({
        id: 'WELCOME20',
        title: 'Welcome bonus 20%',
        bonusPercent: '20.00',
        maxBonus: '50000.00',
        turnoverMultiple: 5,
        minDeposit: '10000.00',
      });
      const my = await client.get<{ list: { title: string }[] }>('/wps/deposit/promotions', {
        token,
        headers: { Language: 'MY' },
      });
      expect(my.body.value.list[0]!.title).toMatch(/[\u1000-\u109f]/);
    });

    it('is for real accounts with a session', async () => {
      expect((await client.get('/wps/deposit/channels')).status).toBe(401);
      const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
      expect((await client.get('/wps/deposit/channels', { token: trial })).body.code).toBe('trial.only.real');
      expect(
        (
          await client.post(
            '/wps/deposit/orders',
            { channelId: 'BANK', amount: '10000.00' },
            { token: trial, headers: { 'Idempotency-Key': newIdempotencyKey() } },
          )
        ).body.code,
      ).toBe('trial.only.real');
    });
  });

  describe('orders', () => {
    it('creates a bank transfer order to the receiving account chosen, awaiting payment for 30 minutes', async () => {
      const value = await created({ channelId: 'BANK', amount: '50000', bankId: 'AYA' });
      expect(value).toEqual({
        orderNo: expect.stringMatching(/^D20240615\d{8}$/),
        channelId: 'BANK',
        channel: 'Bank Transfer',
        kind: 'BANK',
        status: 'AWAITING_PAYMENT',
        amount: '50000.00',
        fee: '0.00',
        bonus: '0.00',
        payAmount: '50000.00',
        payCurrency: 'MMK',
        createdAt: TEST_NOW,
        expiresAt: TEST_NOW + 30 * 60_000,
        receiving: {
          bankName: 'AYA Bank',
          accountName: 'Golden Lotus Trading Co., Ltd.',
          accountNo: '0020201010034567',
          branch: 'Mandalay Branch',
        },
        promoId: null,
      });
      expect((await created({ channelId: 'BANK', amount: '50000' })).receiving.bankName).toBe('KBZ Bank');
      expect(await order(value.orderNo)).toMatchObject({ success: true, value });
    });

    it('keeps to the channel amount rules', async () => {
      const reason = async (channelId: string, amount: string) => (await create({ channelId, amount })).body;
      expect(await reason('BANK', '9999.99')).toMatchObject({ code: 'deposit.amount', value: { reason: 'min' } });
      expect(await reason('BANK', '0')).toMatchObject({ code: 'deposit.amount', value: { reason: 'min' } });
      expect(await reason('BANK', '5000000.01')).toMatchObject({ code: 'deposit.amount', value: { reason: 'max' } });
      expect(await reason('BANK', '10000.001')).toMatchObject({
        code: 'deposit.amount',
        value: { reason: 'decimals' },
      });
      expect(await reason('KBZPAY', '5000.50')).toMatchObject({
        code: 'deposit.amount',
        value: { reason: 'decimals' },
      });
      expect((await reason('KBZPAY', '5000.00')).success).toBe(true);
      for (const [channelId, amount] of [
        ['NOPE', '10000'],
        ['BANK', '-10000'],
        ['BANK', '1e5'],
        ['BANK', '10,000'],
      ]) {
        expect((await reason(channelId!, amount!)).code).toBe('request.invalid');
      }
      expect((await create({ channelId: 'BANK', amount: 10000 })).body.code).toBe('request.invalid');
      expect((await create({ channelId: 'BANK', amount: '10000', bankId: 'UAB' })).body.code).toBe('request.invalid');
      expect((await create({ channelId: 'WAVEPAY', amount: '10000', bankId: 'KBZ' })).body.code).toBe(
        'request.invalid',
      );
    });

    it('works out a promotion bonus, capped, after its minimum deposit', async () => {
      expect((await create({ channelId: 'BANK', amount: '9999', promoId: 'WELCOME20' })).body.code).toBe(
        'deposit.amount',
      );
      expect((await create({ channelId: 'BANK', amount: '20000', promoId: 'RELOAD5' })).body).toMatchObject({
        code: 'deposit.promo',
        value: { minDeposit: '30000.00' },
      });
      expect((await create({ channelId: 'BANK', amount: '20000', promoId: 'NOPE' })).body.code).toBe('request.invalid');
      expect(await created({ channelId: 'BANK', amount: '10000.05', promoId: 'WELCOME20' })).toMatchObject({
        bonus: '2000.01',
        promoId: 'WELCOME20',
      });
      expect(await created({ channelId: 'BANK', amount: '1000000', promoId: 'WELCOME20' })).toMatchObject({
        bonus: '50000.00',
      });
    });

    it('shows the QR e-wallet account and its QR image', async () => {
      const value = await created({ channelId: 'WAVEPAY', amount: '20000' });
      expect(value.receiving).toEqual({
        accountName: 'Golden Lotus Trading Co., Ltd.',
        accountNo: '09790054321',
        qrImage: '/wps/assets/qr/WAVEPAY.svg',
      });
      const image = await platform.fetch(`http://sim${value.receiving.qrImage!}`);
      expect(image.headers.get('cache-control')).toContain('immutable');
      expect(await image.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
      expect((await platform.fetch('http://sim/wps/assets/qr/BANK.svg')).status).toBe(404);
    });

    it('asks for USDT at the kyat rate, rounded up to the USDT cent', async () => {
      const value = await created({ channelId: 'USDT', amount: '448000' });
      expect(value).toMatchObject({
        payAmount: '100.00',
        payCurrency: 'USDT',
        expiresAt: TEST_NOW + 60 * 60_000,
        receiving: {
          address: 'TXk8r4mFq1vYzN3wQe7bD2uJc9hL5sP6aG',
          network: 'TRC20',
          qrImage: '/wps/assets/qr/USDT.svg',
        },
      });
      expect((await created({ channelId: 'USDT', amount: '50000' })).payAmount).toBe('11.17');
    });

    it('charges the gateway fee and sends the member to the provider page', async () => {
      const value = await created({ channelId: 'ONEPAY', amount: '10000.10' });
      expect(value).toMatchObject({
        kind: 'GATEWAY',
        fee: '150.01',
        payAmount: '10150.11',
        payUrl: `/wps/pay/gateway/${value.orderNo}`,
        receiving: {},
      });
    });

    it('takes only a site path under /m/ as the return address', async () => {
      for (const returnUrl of [
        'https://evil.example/m/x',
        '//evil.example/m/x',
        '/m/../wps/x',
        '/m/a/./b',
        '/x/y',
        '/m/a\\b',
        '/m//evil',
        'javascript:alert(1)',
        '/m/x#frag',
        7,
      ]) {
        expect([returnUrl, (await create({ channelId: 'ONEPAY', amount: '10000', returnUrl })).body.code]).toEqual([
          returnUrl,
          'request.invalid',
        ]);
      }
      expect(
        (await create({ channelId: 'ONEPAY', amount: '10000', returnUrl: '/m/voucherCenter/result?from=deposit' })).body
          .success,
      ).toBe(true);
    });

    it('creates one order per Idempotency-Key', async () => {
      const key = newIdempotencyKey();
      const [a, b] = await Promise.all([
        create({ channelId: 'BANK', amount: '10000' }, key),
        create({ channelId: 'BANK', amount: '10000' }, key),
      ]);
      expect(a.body).toEqual(b.body);
      expect(account().deposits).toHaveLength(1);
      expect((await create({ channelId: 'BANK', amount: '10001' }, key)).status).toBe(409);
      expect(
        (await client.post('/wps/deposit/orders', { channelId: 'BANK', amount: '10000' }, { token })).body.code,
      ).toBe('request.invalid');
    });

    it("never shows another account's order", async () => {
      const demo01 = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
      const [theirs] = account('demo01').deposits;
      expect((await client.get(`/wps/deposit/orders/${theirs!.orderNo}`, { token })).body.code).toBe('request.invalid');
      expect(
        (await client.get<Order>(`/wps/deposit/orders/${theirs!.orderNo}`, { token: demo01 })).body.value.orderNo,
      ).toBe(theirs!.orderNo);
    });

    it('expires an order not paid in time', async () => {
      const value = await created({ channelId: 'KBZPAY', amount: '5000' });
      now = value.expiresAt - 1;
      expect((await order(value.orderNo)).value.status).toBe('AWAITING_PAYMENT');
      now = value.expiresAt;
      expect((await order(value.orderNo)).value.status).toBe('EXPIRED');
      expect((await proof(value.orderNo, { depositorName: 'Ko Ko', receipt: PNG_BYTES })).body).toMatchObject({
        code: 'deposit.state',
        value: { status: 'EXPIRED' },
      });
      expect((await client.del(`/wps/deposit/orders/${value.orderNo}`, { token })).body.code).toBe('deposit.state');
      expect((await client.post(`/__sim/deposits/${value.orderNo}/approve`)).body.code).toBe('deposit.state');
    });

    it('cancels an order awaiting payment, once', async () => {
      const value = await created({ channelId: 'BANK', amount: '10000' });
      expect((await client.del<Order>(`/wps/deposit/orders/${value.orderNo}`, { token })).body.value.status).toBe(
        'CANCELLED',
      );
      expect((await client.del(`/wps/deposit/orders/${value.orderNo}`, { token })).body).toMatchObject({
        code: 'deposit.state',
        value: { status: 'CANCELLED' },
      });
    });
  });

  describe('proof of payment', () => {
    it('takes a PNG or JPEG receipt with the depositor name, and the order waits for the platform', async () => {
      const value = await created({ channelId: 'BANK', amount: '10000' });
      const sent = await proof(value.orderNo, {
        depositorName: 'မောင် ကို ကို',
        reference: 'FT24167 0042',
        receipt: PNG_BYTES,
      });
      expect(sent.body).toMatchObject({ success: true, value: { orderNo: value.orderNo, status: 'PENDING' } });
      expect(account().deposits[0]!.order!.proof).toMatchObject({
        depositorName: 'မောင် ကို ကို',
        reference: 'FT24167 0042',
        receipt: { type: 'image/png', size: PNG_BYTES.length },
      });
      expect((await proof(value.orderNo, { depositorName: 'Ko Ko', receipt: JPEG_BYTES })).body).toMatchObject({
        code: 'deposit.state',
        value: { status: 'PENDING' },
      });
      const jpeg = await created({ channelId: 'CBPAY', amount: '10000' });
      expect((await proof(jpeg.orderNo, { depositorName: 'Ko Ko', receipt: JPEG_BYTES })).body.value.status).toBe(
        'PENDING',
      );
    });

    it('checks the receipt by its bytes and its size', async () => {
      const value = await created({ channelId: 'WAVEPAY', amount: '10000' });
      const reason = async (fields: Record<string, string | Uint8Array>) => (await proof(value.orderNo, fields)).body;
      expect(await reason({ depositorName: 'Ko Ko' })).toMatchObject({
        code: 'upload.invalid',
        value: { reason: 'required' },
      });
      expect(
        await reason({ depositorName: 'Ko Ko', receipt: new TextEncoder().encode('GIF89a not a png') }),
      ).toMatchObject({ code: 'upload.invalid', value: { reason: 'type' } });
      const big = new Uint8Array(5 * 1024 * 1024 + 1);
      big.set(PNG_BYTES);
      expect(await reason({ depositorName: 'Ko Ko', receipt: big })).toMatchObject({
        code: 'upload.invalid',
        value: { reason: 'size' },
      });
      const limit = new Uint8Array(5 * 1024 * 1024);
      limit.set(JPEG_BYTES);
      expect(await reason({ depositorName: 'Ko Ko', receipt: limit })).toMatchObject({ success: true });
    });

    it('checks the depositor name and the reference', async () => {
      const value = await created({ channelId: 'BANK', amount: '10000' });
      const failure = async (fields: Record<string, string>) =>
        (await proof(value.orderNo, { ...fields, receipt: PNG_BYTES })).body;
      expect(await failure({})).toMatchObject({
        code: 'format.depositorName',
        value: { field: 'depositorName', reason: 'required' },
      });
      expect(await failure({ depositorName: '   ' })).toMatchObject({
        code: 'format.depositorName',
        value: { reason: 'required' },
      });
      expect(await failure({ depositorName: 'x'.repeat(41) })).toMatchObject({
        code: 'format.depositorName',
        value: { reason: 'length' },
      });
      expect(await failure({ depositorName: 'Ko <b>Ko</b>' })).toMatchObject({
        code: 'format.depositorName',
        value: { reason: 'pattern' },
      });
      expect(await failure({ depositorName: 'Ko Ko', reference: 'r'.repeat(41) })).toMatchObject({
        code: 'format.reference',
        value: { reason: 'length' },
      });
      expect(await failure({ depositorName: 'Ko Ko', reference: 'ref\u202e1' })).toMatchObject({
        code: 'format.reference',
        value: { reason: 'pattern' },
      });
      expect((await failure({ depositorName: 'Ko Ko', reference: 'r'.repeat(40) })).success).toBe(true);
    });

    it('takes a USDT transfer by its transaction hash', async () => {
      const value = await created({ channelId: 'USDT', amount: '100000' });
      const hash = createHash('sha256').update('tx').digest('hex');
      expect((await proof(value.orderNo, {})).body).toMatchObject({
        code: 'format.txHash',
        value: { reason: 'required' },
      });
      expect((await proof(value.orderNo, { txHash: hash.slice(1) })).body).toMatchObject({
        code: 'format.txHash',
        value: { reason: 'pattern' },
      });
      expect((await proof(value.orderNo, { txHash: `0x${hash.toUpperCase()}` })).body.value.status).toBe('PENDING');
    });

    it('is not for a gateway order', async () => {
      const value = await created({ channelId: 'ONEPAY', amount: '10000' });
      expect((await proof(value.orderNo, { depositorName: 'Ko Ko', receipt: PNG_BYTES })).body.code).toBe(
        'request.invalid',
      );
    });

    it('sends a proof exactly once, whatever the multipart boundary of the retry', async () => {
      const value = await created({ channelId: 'BANK', amount: '10000' });
      const key = newIdempotencyKey();
      const first = await proof(value.orderNo, { depositorName: 'Ko Ko', receipt: PNG_BYTES }, key);
      const again = await proof(value.orderNo, { depositorName: 'Ko Ko', receipt: PNG_BYTES }, key);
      expect(again.replay).toBe('true');
      expect(again.body).toEqual(first.body);
      expect((await proof(value.orderNo, { depositorName: 'Ko Ko', receipt: JPEG_BYTES }, key)).status).toBe(409);
      const json = await client.post(
        `/wps/deposit/orders/${value.orderNo}/proof`,
        { depositorName: 'Ko Ko' },
        { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
      );
      expect(json.body.code).toBe('request.invalid');
    });
  });

  describe('settling on the platform', () => {
    it('credits amount and bonus on approval; the bonus must be played through', async () => {
      const value = await created({ channelId: 'BANK', amount: '30000', promoId: 'RELOAD5' });
      await proof(value.orderNo, { depositorName: 'Ko Ko', receipt: PNG_BYTES });
      const approved = await client.post<Order>(`/__sim/deposits/${value.orderNo}/approve`);
      expect(approved.body.value).toMatchObject({ status: 'SUCCESS', bonus: '1500.00' });
      expect(await balance()).toBe('31500.00');
      expect(account().ledger.map((e) => [e.type, formatCents(e.amount), e.orderNo])).toEqual([
        ['DEPOSIT', '30000.00', value.orderNo],
        ['BONUS', '1500.00', value.orderNo],
      ]);
      expect(account().cashier.turnover).toEqual({ required: 450000, done: 0, locked: 150000 });
      const info = await client.get<{ withdrawable: string; turnoverRemaining: string }>('/wps/withdraw/info', {
        token,
      });
      expect(info.body.value).toMatchObject({ withdrawable: '30000.00', turnoverRemaining: '4500.00' });
      expect((await client.post(`/__sim/deposits/${value.orderNo}/approve`)).status).toBe(400);
      expect(ledgerProblems(account())).toEqual([]);
    });

    it('credits an order approved while still awaiting payment, and rejects another without crediting', async () => {
      const first = await created({ channelId: 'KBZPAY', amount: '5000' });
      expect((await client.post<Order>(`/__sim/deposits/${first.orderNo}/approve`)).body.value.status).toBe('SUCCESS');
      const second = await created({ channelId: 'KBZPAY', amount: '6000' });
      expect((await client.post<Order>(`/__sim/deposits/${second.orderNo}/reject`)).body.value.status).toBe('REJECTED');
      expect(await balance()).toBe('5000.00');
      expect((await client.post(`/__sim/deposits/${second.orderNo}/reject`)).body.code).toBe('deposit.state');
      expect((await client.post('/__sim/deposits/D0/approve')).status).toBe(400);
    });

    it("approves a seeded pending deposit into demo01's history", async () => {
      const demo = account('demo01');
      const pending = demo.deposits.find((d) => d.status === 'PENDING')!;
      const before = sumBalance(demo);
      await client.post(`/__sim/deposits/${pending.orderNo}/approve`);
      expect(sumBalance(demo)).toBe(before + pending.amount);
      expect(ledgerProblems(demo)).toEqual([]);
    });

    it('lists every order in the deposit report with its status and channel, and on the admin surface', async () => {
      const a = await created({ channelId: 'BANK', amount: '10000' });
      const b = await created({ channelId: 'ONEPAY', amount: '20000' });
      await client.del(`/wps/deposit/orders/${b.orderNo}`, { token });
      const day = formatDay(dayNumber(TEST_NOW));
      const report = await client.get<{ list: Record<string, unknown>[]; total: number }>(
        '/wps/transaction/deposit/report',
        { token, query: { startDate: day, endDate: day } },
      );
      expect(report.body.value.list).toEqual(
        expect.arrayContaining([
          {
            orderNo: a.orderNo,
            amount: '10000.00',
            status: 'AWAITING_PAYMENT',
            createdAt: TEST_NOW,
            channel: 'Bank Transfer',
          },
          { orderNo: b.orderNo, amount: '20000.00', status: 'CANCELLED', createdAt: TEST_NOW, channel: 'OnePay' },
        ]),
      );
      now = TEST_NOW + 31 * 60_000;
      const later = await client.get<{ list: { orderNo: string; status: string }[] }>(
        '/wps/transaction/deposit/report',
        { token, query: { startDate: day, endDate: day } },
      );
      expect(later.body.value.list.find((r) => r.orderNo === a.orderNo)!.status).toBe('EXPIRED');
      const orders = await client.get<{ deposits: Order[] }>('/__sim/orders', { query: { username: 'demo02' } });
      expect(orders.body.value.deposits.map((d) => [d.orderNo, d.status])).toEqual(
        expect.arrayContaining([
          [a.orderNo, 'EXPIRED'],
          [b.orderNo, 'CANCELLED'],
        ]),
      );
      const seeded = await client.get<{ deposits: Order[] }>('/__sim/orders', { query: { username: 'demo01' } });
      expect(seeded.body.value.deposits).toHaveLength(42);
      expect(
        seeded.body.value.deposits.every((d) => typeof d.channelId === 'string' && d.receiving !== undefined),
      ).toBe(true);
    });
  });

  describe('the gateway', () => {
    const form = (path: string) =>
      platform.fetch(
        new Request(`http://sim${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        }),
      );

    it("serves the provider's own page: no script, its own strict policy, Pay and Cancel as form posts", async () => {
      const value = await created({ channelId: 'ONEPAY', amount: '10000' }, { Language: 'EN' });
      const response = await platform.fetch(`http://sim${value.payUrl!}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(GATEWAY_PAGE_CSP);
      expect(GATEWAY_PAGE_CSP).toMatch(
        /^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'$/,
      );
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await response.text();
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
      expect(GATEWAY_PAGE_CSP).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
      expect(html).not.toMatch(/<script|\son\w+=|style="/i);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`<form method="post" action="${value.orderNo}/pay">`);
      expect(html).toContain(`<form method="post" action="${value.orderNo}/cancel">`);
      expect(html).toContain('K 10150.00');
      const my = await created({ channelId: 'ONEPAY', amount: '10000' }, { Language: 'MY' });
      expect(await (await platform.fetch(`http://sim${my.payUrl!}`)).text()).toContain('<html lang="my">');
    });

    it('Pay credits the order and sends the browser back to the return address', async () => {
      const value = await created({
        channelId: 'ONEPAY',
        amount: '10000',
        returnUrl: '/m/voucherCenter/result?from=gateway',
      });
      const paid = await form(`${value.payUrl!}/pay`);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/m/voucherCenter/result?from=gateway&orderNo=${value.orderNo}`);
      expect((await order(value.orderNo)).value.status).toBe('SUCCESS');
      expect(await balance()).toBe('10000.00');
      expect((await form(`${value.payUrl!}/pay`)).status).toBe(303);
      expect((await form(`${value.payUrl!}/cancel`)).status).toBe(303);
      expect(await balance()).toBe('10000.00');
      const page = await (await platform.fetch(`http://sim${value.payUrl!}`)).text();
      expect(page).not.toContain('<form');
      expect(page).toContain(`href="/m/voucherCenter/result?from=gateway&amp;orderNo=${value.orderNo}"`);
    });

    it('Cancel cancels it and goes back to the default result page', async () => {
      const value = await created({ channelId: 'ONEPAY', amount: '10000' });
      const cancelled = await form(`${value.payUrl!}/cancel`);
      expect(cancelled.headers.get('location')).toBe(`/m/voucherCenter/result?orderNo=${value.orderNo}`);
      expect((await order(value.orderNo)).value.status).toBe('CANCELLED');
    });

    it('answers an unknown or non-gateway order with a page that says so', async () => {
      const bank = await created({ channelId: 'BANK', amount: '10000' });
      for (const path of ['/wps/pay/gateway/D0', `/wps/pay/gateway/${bank.orderNo}`]) {
        const response = await platform.fetch(`http://sim${path}`);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain('Payment not found');
        expect((await form(`${path}/pay`)).status).toBe(404);
      }
    });

    it('takes what the provider reports on the admin surface', async () => {
      const paid = await created({ channelId: 'ONEPAY', amount: '10000' });
      expect((await client.post<Order>(`/__sim/gateway/${paid.orderNo}`, { result: 'paid' })).body.value.status).toBe(
        'SUCCESS',
      );
      const failed = await created({ channelId: 'ONEPAY', amount: '20000' });
      expect(
        (await client.post<Order>(`/__sim/gateway/${failed.orderNo}`, { result: 'failed' })).body.value.status,
      ).toBe('REJECTED');
      expect(await balance()).toBe('10000.00');
      expect((await client.post(`/__sim/gateway/${failed.orderNo}`, { result: 'paid' })).body.code).toBe(
        'deposit.state',
      );
      const bank = await created({ channelId: 'BANK', amount: '10000' });
      expect((await client.post(`/__sim/gateway/${bank.orderNo}`, { result: 'paid' })).status).toBe(400);
      expect((await client.post(`/__sim/gateway/${paid.orderNo}`, { result: 'maybe' })).status).toBe(400);
    });
  });
});

import { createPlatform } from '../../platform';
import { sumBalance } from '../../core/ledger';
import { formatCents } from '../../core/money';
import { createSimClient } from '../../testing/client';
import { newIdempotencyKey } from '../../testing/cashier';
import { TEST_NOW } from '../../testing/fixtures';
import { ledgerProblems } from '../../testing/ledger';
import { DEMO_PAYMENT_PASSWORD } from '../../data/cashier';
import { dayNumber, formatDay } from '../../core/dates';
import { usedToday } from './routes';

interface Placed {
  orderNo: string;
  status: string;
  amount: string;
  fee: string;
  sumBalance: string;
}

describe('withdraw', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  let token: string;
  let cardId: string;
  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    cardId = platform.state.accounts.get('demo01')!.cashier.cards[0]!.id;
  });
  const demo = () => platform.state.accounts.get('demo01')!;
  const withdraw = (body: Record<string, unknown>, key = newIdempotencyKey(), as = token) =>
    client.post<Placed>('/wps/transaction/withdraw', body, { token: as, headers: { 'Idempotency-Key': key } });
  const asked = (amount: string, extra: Record<string, unknown> = {}) => ({
    amount,
    cardId,
    paymentPassword: DEMO_PAYMENT_PASSWORD,
    ...extra,
  });
  const info = async (as = token) =>
    (await client.get<Record<string, unknown>>('/wps/withdraw/info', { token: as })).body.value;
  const balance = async () =>
    (await client.get<{ sumBalance: string }>('/wps/wallet/balance', { token })).body.value.sumBalance;

  it('tells what can be withdrawn: the centre wallet less the bonus its turnover still locks', async () => {
    const used = usedToday(demo(), TEST_NOW);
    expect(await info()).toEqual({
      sumBalance: '1234.50',
      withdrawable: '1134.50',
      turnoverRequired: '500.00',
      turnoverDone: '180.00',
      turnoverRemaining: '320.00',
      lockedAmount: '100.00',
      min: '1000.00',
      max: '3000000.00',
      feePercent: '1.00',
      dailyCount: { used: used.count, limit: 5 },
      dailyAmount: { used: formatCents(used.amount), limit: '5000000.00' },
      hasPaymentPassword: true,
      cards: 1,
      lockedUntil: null,
    });
    const demo02 = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
    expect(await info(demo02)).toMatchObject({
      sumBalance: '0.00',
      withdrawable: '0.00',
      turnoverRequired: '0.00',
      hasPaymentPassword: false,
      cards: 0,
      dailyCount: { used: 0, limit: 5 },
    });
  });

  it('holds the amount at once and lists the withdrawal in the report as PENDING', async () => {
    const { body } = await withdraw(asked('1100.00'));
    expect(body.value).toEqual({
      orderNo: expect.stringMatching(/^W20240615\d{8}$/),
      status: 'PENDING',
      amount: '1100.00',
      fee: '11.00',
      sumBalance: '134.50',
    });
    expect(await balance()).toBe('134.50');
    expect(demo().ledger.at(-1)).toMatchObject({
      type: 'WITHDRAW_HOLD',
      amount: -110000,
      orderNo: body.value.orderNo,
      balanceAfter: 13450,
    });
    const report = await client.get<{ list: { orderNo: string; status: string; bankName: string; amount: string }[] }>(
      '/wps/transaction/withdraw/report',
      { token, query: { startDate: formatDay(dayNumber(TEST_NOW)), endDate: formatDay(dayNumber(TEST_NOW)) } },
    );
    expect(report.body.value.list).toContainEqual({
      orderNo: body.value.orderNo,
      amount: '1100.00',
      status: 'PENDING',
      createdAt: TEST_NOW,
      bankName: 'KBZ Bank',
    });
    const orders = await client.get<{ withdrawals: { orderNo: string; accountNo: string; fee: string }[] }>(
      '/__sim/orders',
      { query: { username: 'demo01' } },
    );
    expect(orders.body.value.withdrawals[0]).toMatchObject({
      orderNo: body.value.orderNo,
      accountNo: '*************5601',
      fee: '11.00',
    });
    expect(ledgerProblems(demo())).toEqual([]);
  });

  it('refuses amounts outside the rules', async () => {
    const reason = async (amount: string) => (await withdraw(asked(amount))).body;
    expect(await reason('1000.001')).toMatchObject({ code: 'withdraw.amount', value: { reason: 'decimals' } });
    expect(await reason('999.99')).toMatchObject({ code: 'withdraw.amount', value: { reason: 'min' } });
    expect(await reason('1134.51')).toMatchObject({ code: 'withdraw.amount', value: { reason: 'withdrawable' } });
    await client.post('/__sim/withdraw-limits', { max: '1100.00' });
    expect(await reason('1100.01')).toMatchObject({ code: 'withdraw.amount', value: { reason: 'max' } });
    for (const amount of ['-5', '1,000', '1e3', ' 1000', '01000'])
      expect((await reason(amount)).code).toBe('request.invalid');
    expect((await withdraw({ ...asked('1000.00'), amount: 1000 })).body.code).toBe('request.invalid');
    expect(await balance()).toBe('1234.50');
  });

  it('frees the bonus once its turnover is played', async () => {
    await client.post('/__sim/turnover', { username: 'demo01', required: '500.00', done: '500.00' });
    expect(await info()).toMatchObject({ withdrawable: '1234.50', turnoverRemaining: '0.00' });
    expect((await withdraw(asked('1234.50'))).body.value).toMatchObject({ sumBalance: '0.00', fee: '12.35' });
  });

  it('keeps to the daily count and amount', async () => {
    const { count, amount } = usedToday(demo(), TEST_NOW);
    await client.post('/__sim/withdraw-limits', { dailyCount: count + 1 });
    expect((await withdraw(asked('1000.00'))).body.success).toBe(true);
    await client.post('/__sim/balance', { username: 'demo01', amount: '5000.00' });
    expect((await withdraw(asked('1000.00'))).body).toMatchObject({
      code: 'withdraw.daily',
      value: { reason: 'count' },
    });
    await client.post('/__sim/withdraw-limits', { dailyCount: 10, dailyAmount: formatCents(amount + 200000) });
    expect((await withdraw(asked('1000.01'))).body).toMatchObject({
      code: 'withdraw.daily',
      value: { reason: 'amount' },
    });
    expect((await withdraw(asked('1000.00'))).body.success).toBe(true);
    // A new UTC day starts afresh.
    now = (dayNumber(TEST_NOW) + 1) * 86_400_000;
    expect((await info()).dailyCount).toEqual({ used: 0, limit: 10 });
  });

  it('checks who may withdraw, the card and the payment password', async () => {
    const member04 = await client.loginToken({ username: 'member04', password: 'Member1234' });
    expect((await withdraw(asked('1000.00'), undefined, member04)).body.code).toBe('withdraw.not.allowed');
    expect((await withdraw(asked('1000.00', { cardId: 'nope' }))).body.code).toBe('request.invalid');
    expect((await withdraw(asked('1000.00', { paymentPassword: '000001' }))).body).toMatchObject({
      code: 'payment.password.wrong',
      value: { attemptsLeft: 4 },
    });
    expect((await client.post('/wps/transaction/withdraw', asked('1000.00'), { token })).body.code).toBe(
      'request.invalid',
    );

    const demo02 = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
    await client.post('/__sim/balance', { username: 'demo02', amount: '5000.00' });
    const card = await client.post<{ id: string }>(
      '/wps/security/bank-cards',
      { bankCode: 'KBZPAY', accountNo: '09450000002', payeeName: 'Ko Ko' },
      { token: demo02, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    expect(
      (await withdraw({ amount: '1000.00', cardId: card.body.value.id, paymentPassword: '135790' }, undefined, demo02))
        .body.code,
    ).toBe('payment.password.missing');
  });

  it('locks withdrawals after 5 wrong payment passwords', async () => {
    for (let i = 0; i < 4; i += 1) await withdraw(asked('1000.00', { paymentPassword: '000001' }));
    const locked = (await withdraw(asked('1000.00', { paymentPassword: '000001' }))).body;
    expect(locked).toMatchObject({ code: 'payment.password.locked', value: { lockedUntil: TEST_NOW + 30 * 60_000 } });
    expect((await withdraw(asked('1000.00'))).body.code).toBe('payment.password.locked');
    expect(await info()).toMatchObject({ lockedUntil: TEST_NOW + 30 * 60_000 });
    expect(await balance()).toBe('1234.50');
  });

  it('withdraws exactly once per key, and never more than the wallet holds when two arrive together', async () => {
    const key = newIdempotencyKey();
    const [a, b] = await Promise.all([withdraw(asked('1000.00'), key), withdraw(asked('1000.00'), key)]);
    expect(a.body).toEqual(b.body);
    expect([a, b].map((r) => r.headers.get('idempotent-replay'))).toContain('true');
    expect(await balance()).toBe('234.50');
    expect((await withdraw(asked('1000.01'), key)).status).toBe(409);

    // 2099.99 less the locked bonus of 100.00 leaves room for one withdrawal of 1000.00, not two.
    await client.post('/__sim/balance', { username: 'demo01', amount: '2099.99' });
    const both = await Promise.all([withdraw(asked('1000.00')), withdraw(asked('1000.00'))]);
    expect(both.map((r) => r.body.code).sort()).toEqual(['0', 'withdraw.amount']);
    expect(await balance()).toBe('1099.99');
  });

  it('approves (paid out) or rejects (given back) a withdrawal on the admin surface', async () => {
    const first = (await withdraw(asked('1000.00'))).body.value;
    const approved = await client.post<{ status: string }>(`/__sim/withdrawals/${first.orderNo}/approve`);
    expect(approved.body.value.status).toBe('SUCCESS');
    expect(await balance()).toBe('234.50');
    expect((await client.post(`/__sim/withdrawals/${first.orderNo}/reject`)).status).toBe(400);

    await client.post('/__sim/balance', { username: 'demo01', amount: '1000.00' });
    await client.post('/__sim/turnover', { username: 'demo01', required: '0.00', done: '0.00' });
    const second = (await withdraw(asked('1000.00'))).body.value;
    expect(second.sumBalance).toBe('0.00');
    expect(
      (await client.post<{ status: string }>(`/__sim/withdrawals/${second.orderNo}/reject`)).body.value.status,
    ).toBe('REJECTED');
    expect(await balance()).toBe('1000.00');
    expect(demo().ledger.at(-1)).toMatchObject({ type: 'WITHDRAW_REFUND', amount: 100000, orderNo: second.orderNo });
    expect((await client.post('/__sim/withdrawals/W000/approve')).status).toBe(400);
    expect(ledgerProblems(demo())).toEqual([]);
  });

  it('answers a lost withdrawal through GET /wps/requests/{key}, and a retry does not withdraw twice', async () => {
    const key = newIdempotencyKey();
    await client.post('/__sim/faults', { path: '/wps/transaction/withdraw', lose: true, times: 1 });
    const lost = platform.fetch(
      new Request('http://sim/wps/transaction/withdraw', {
        method: 'POST',
        headers: { Token: token, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(asked('1000.00')),
        signal: AbortSignal.timeout(100),
      }),
    );
    await expect(lost).rejects.toMatchObject({ name: 'TimeoutError' });
    const looked = await client.get<{ found: boolean; status: number; value: Placed; code: string | null }>(
      `/wps/requests/${key}`,
      { token },
    );
    expect(looked.body.value).toEqual({
      found: true,
      status: 200,
      value: expect.objectContaining({ status: 'PENDING', sumBalance: '234.50' }),
      code: null,
    });
    expect((await client.get(`/wps/requests/${newIdempotencyKey()}`, { token })).body.value).toEqual({ found: false });
    expect((await client.get('/wps/requests/bad key', { token })).body.code).toBe('request.invalid');
    const retry = await withdraw(asked('1000.00'), key);
    expect(retry.headers.get('idempotent-replay')).toBe('true');
    expect(retry.body.value.orderNo).toBe(looked.body.value.value.orderNo);
    expect(await balance()).toBe('234.50');
  });

  it('validates the admin calls', async () => {
    for (const [path, body] of [
      ['/__sim/turnover', { username: 'demo01', required: '1' }],
      ['/__sim/turnover', { username: 'nobody', required: '1', done: '0' }],
      ['/__sim/turnover', { username: 'demo01', required: '-1', done: '0' }],
      ['/__sim/withdraw-limits', { min: '10.00', max: '5.00' }],
      ['/__sim/withdraw-limits', { feePercent: '1.5' }],
      ['/__sim/withdraw-limits', { dailyCount: 1.5 }],
      ['/__sim/withdraw-limits', { other: 1 }],
    ] as const) {
      expect((await client.post(path, body)).status).toBe(400);
    }
    const limits = await client.post('/__sim/withdraw-limits', { feePercent: '0.00', dailyAmount: '100.00' });
    expect(limits.body.value).toEqual({
      min: '1000.00',
      max: '3000000.00',
      feePercent: '0.00',
      dailyCount: 5,
      dailyAmount: '100.00',
    });
    await client.post('/__sim/reset');
    expect((await client.get('/__sim/withdraw-limits')).body.value).toMatchObject({
      feePercent: '1.00',
      dailyAmount: '5000000.00',
    });
    expect(sumBalance(demo())).toBe(123450);
  });
});

import { createTestSim } from './testing/fixtures';
import { newIdempotencyKey } from './testing/cashier';
import { DEMO_PAYMENT_PASSWORD } from './data/cashier';
import { feeOf, readAmount, shareOf } from './core/cashier';
import { sumBalance } from './core/ledger';

/** Every cashier call of docs/api-contract.md (issue 16). */
const CASHIER_CALLS: readonly (readonly [string, string])[] = [
  ['GET', '/wps/wallet/vendors'],
  ['GET', '/wps/wallet/vendors/PG/balance'],
  ['POST', '/wps/wallet/transfer'],
  ['POST', '/wps/wallet/recycle'],
  ['PUT', '/wps/wallet/auto-transfer'],
  ['POST', '/wps/wallet/transfer/upline'],
  ['GET', '/wps/deposit/channels'],
  ['GET', '/wps/deposit/promotions'],
  ['POST', '/wps/deposit/orders'],
  ['GET', '/wps/deposit/orders/D1'],
  ['POST', '/wps/deposit/orders/D1/proof'],
  ['DELETE', '/wps/deposit/orders/D1'],
  ['GET', '/wps/withdraw/info'],
  ['POST', '/wps/transaction/withdraw'],
  ['GET', '/wps/withdraw/banks'],
  ['GET', '/wps/security/bank-cards'],
  ['POST', '/wps/security/bank-cards'],
  ['DELETE', '/wps/security/bank-cards/1001'],
  ['GET', '/wps/security/payment-password'],
  ['POST', '/wps/security/payment-password'],
  ['PUT', '/wps/security/payment-password'],
  ['POST', '/wps/verification/sms/payment-password'],
  ['POST', '/wps/security/payment-password/reset'],
  ['GET', '/wps/requests/0123456789abcdef'],
];

describe('the cashier', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  it('answers 401 without a session and trial.only.real to a trial session, on every call', async () => {
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    for (const [method, path] of CASHIER_CALLS) {
      const body = method === 'GET' ? undefined : {};
      const headers = { 'Idempotency-Key': newIdempotencyKey() };
      const guest = await client.call(method, path, { body, headers });
      expect([method, path, guest.status, guest.body.code]).toEqual([method, path, 401, 'session.expired']);
      const played = await client.call(method, path, { body, headers, token: trial });
      expect([method, path, played.body.code]).toEqual([method, path, 'trial.only.real']);
    }
  });

  it('goes back to the seed on /__sim/reset', async () => {
    const ledger = async () => (await client.get('/__sim/ledger', { query: { username: 'demo01' } })).body.value;
    const seeded = await ledger();
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const once = { token, headers: { 'Idempotency-Key': newIdempotencyKey() } };
    await client.post('/wps/wallet/transfer', { from: 'CENTRE', to: 'PG', amount: '10.00' }, once);
    await client.post(
      '/wps/transaction/withdraw',
      { amount: '1000.00', cardId: '1001', paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    await client.post(
      '/wps/deposit/orders',
      { channelId: 'BANK', amount: '10000' },
      { token, headers: { 'Idempotency-Key': newIdempotencyKey() } },
    );
    await client.put('/wps/wallet/auto-transfer', { enabled: false }, { token });
    await client.put(
      '/wps/security/payment-password',
      { oldPassword: DEMO_PAYMENT_PASSWORD, newPassword: '135790', confirmPassword: '135790' },
      { token },
    );
    await client.post('/__sim/withdraw-limits', { min: '1.00' });
    await client.post('/__sim/turnover', { username: 'demo01', required: '0.00', done: '0.00', locked: '0.00' });
    expect(await ledger()).not.toEqual(seeded);
    expect(platform.state.idempotency.size).toBeGreaterThan(0);

    await client.post('/__sim/reset');
    const demo = platform.state.accounts.get('demo01')!;
    expect(sumBalance(demo)).toBe(123450);
    expect(demo.wallets.PG).toBe(0);
    expect(demo.cashier).toMatchObject({
      autoTransfer: true,
      turnover: { required: 50000, done: 18000, locked: 10000 },
      transfers: [],
    });
    expect(demo.cashier.cards.map((c) => c.id)).toEqual(['1001']);
    expect(demo.deposits).toHaveLength(42);
    expect(demo.withdrawals).toHaveLength(27);
    expect(platform.state.idempotency.size).toBe(0);
    expect((await client.get('/__sim/withdraw-limits')).body.value).toMatchObject({ min: '1000.00' });
    const again = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const card = await client.call('DELETE', '/wps/security/bank-cards/1001', {
      token: again,
      body: { paymentPassword: DEMO_PAYMENT_PASSWORD },
    });
    expect(card.body.success).toBe(true);
    await client.post('/__sim/reset');
    expect(await ledger()).toEqual(seeded);
  });

  it('reads amounts strictly and rounds fees up, bonuses down', () => {
    expect(readAmount('1000')).toEqual({ cents: 100000, tooPrecise: false, whole: true });
    expect(readAmount('1000.5')).toEqual({ cents: 100050, tooPrecise: false, whole: false });
    expect(readAmount('0.00')).toEqual({ cents: 0, tooPrecise: false, whole: true });
    expect(readAmount('1.239')).toEqual({ cents: 123, tooPrecise: true, whole: false });
    expect(readAmount('90071992547409.91').cents).toBe(Number.MAX_SAFE_INTEGER);
    // 15 digits before the point fit the pattern, but past 90071992547409.91 the cents are not exact in a number.
    expect(() => readAmount('90071992547409.92')).toThrow('amount is too large');
    expect(() => readAmount('999999999999999.99')).toThrow('amount is too large');
    for (const bad of [
      '',
      ' 1',
      '1 ',
      '+1',
      '-1',
      '01',
      '1.',
      '.5',
      '1e3',
      '1,000',
      '0x10',
      '１００',
      'NaN',
      '1234567890123456',
    ]) {
      expect(() => readAmount(bad)).toThrow();
    }
    expect(() => readAmount(100)).toThrow();
    expect(feeOf(1000001, 150)).toBe(15001);
    expect(feeOf(100000, 150)).toBe(1500);
    expect(shareOf(1000005, 2000)).toBe(200001);
    // amount × percent is past 2^53 here; the fee and the share are still exact.
    expect(feeOf(9_000_000_000_000_001, 150)).toBe(135_000_000_000_001);
    expect(shareOf(9_000_000_000_000_001, 150)).toBe(135_000_000_000_000);
  });
});

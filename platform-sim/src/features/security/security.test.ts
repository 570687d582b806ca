import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { newIdempotencyKey } from '../../testing/cashier';
import { TEST_NOW } from '../../testing/fixtures';
import { DEMO_PAYMENT_PASSWORD } from '../../data/cashier';
import { PAYMENT_LOCK_MS } from '../../data/payment-password';

interface Card {
  id: string;
  bankCode: string;
  bankName: string;
  accountNo: string;
  payeeName: string;
  createdAt: number;
}

describe('bank cards and payment password', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  let demo01: string;
  let demo02: string;
  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    demo01 = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    demo02 = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
  });

  const bind = (token: string, body: Record<string, unknown>, key = newIdempotencyKey()) =>
    client.post<Card>('/wps/security/bank-cards', body, { token, headers: { 'Idempotency-Key': key } });
  const unbind = (token: string, id: string, paymentPassword: string) =>
    client.call('DELETE', `/wps/security/bank-cards/${id}`, { token, body: { paymentPassword } });
  const cards = async (token: string) =>
    (await client.get<{ cards: Card[]; max: number; payeeName: string | null }>('/wps/security/bank-cards', { token }))
      .body.value;
  const setPassword = (token: string, password: string, confirmPassword = password) =>
    client.post('/wps/security/payment-password', { password, confirmPassword }, { token });

  it('needs a session of a real account', async () => {
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    for (const [method, path] of [
      ['GET', '/wps/security/bank-cards'],
      ['POST', '/wps/security/bank-cards'],
      ['GET', '/wps/security/payment-password'],
      ['POST', '/wps/verification/sms/payment-password'],
      ['GET', '/wps/withdraw/banks'],
    ] as const) {
      const body = method === 'GET' ? undefined : {};
      expect((await client.call(method, path, { body })).status).toBe(401);
      expect((await client.call(method, path, { token: trial, body })).body.code).toBe('trial.only.real');
    }
  });

  it("lists demo01's seeded card masked, with the bound payee name; demo02 has none", async () => {
    expect(await cards(demo01)).toEqual({
      cards: [
        {
          id: expect.any(String),
          bankCode: 'KBZ',
          bankName: 'KBZ Bank',
          accountNo: '*************5601',
          payeeName: 'Aung Ko Ko',
          createdAt: expect.any(Number),
        },
      ],
      max: 3,
      payeeName: 'Aung Ko Ko',
    });
    expect(await cards(demo02)).toEqual({ cards: [], max: 3, payeeName: null });
    expect((await client.get('/wps/security/payment-password', { token: demo01 })).body.value).toEqual({
      set: true,
      lockedUntil: null,
    });
    expect((await client.get('/wps/security/payment-password', { token: demo02 })).body.value).toEqual({
      set: false,
      lockedUntil: null,
    });
  });

  it('lists the withdraw banks with their account number lengths', async () => {
    const { body } = await client.get<{
      banks: { code: string; name: string; accountMin: number; accountMax: number }[];
    }>('/wps/withdraw/banks', { token: demo02 });
    expect(body.value.banks.map((b) => b.code)).toEqual(
      expect.arrayContaining(['KBZ', 'AYA', 'CB', 'YOMA', 'UAB', 'MAB', 'AGD', 'MCB']),
    );
    expect(body.value.banks.find((b) => b.code === 'KBZ')).toEqual({
      code: 'KBZ',
      name: 'KBZ Bank',
      accountMin: 17,
      accountMax: 17,
    });
  });

  it('binds the first card with the payee name, which is then bound for good', async () => {
    for (const [body, code, reason] of [
      [{ bankCode: 'CB', accountNo: '0086600500012345' }, 'format.payeeName', 'required'],
      [{ bankCode: 'CB', accountNo: '0086600500012345', payeeName: 'Ko\u200bKo' }, 'format.payeeName', 'pattern'],
      [{ bankCode: 'CB', accountNo: '0086600500012345', payeeName: 'x'.repeat(51) }, 'format.payeeName', 'length'],
      [{ bankCode: 'CB', accountNo: '00866005000123', payeeName: 'Ko Ko' }, 'format.accountNo', 'length'],
      [{ bankCode: 'CB', accountNo: '0086 6005 0001 23', payeeName: 'Ko Ko' }, 'format.accountNo', 'pattern'],
      [{ bankCode: 'CB', payeeName: 'Ko Ko' }, 'format.accountNo', 'required'],
    ] as const) {
      expect((await bind(demo02, body)).body).toMatchObject({ success: false, code, value: { reason } });
    }
    expect((await bind(demo02, { bankCode: 'NOPE', accountNo: '123456789012', payeeName: 'Ko Ko' })).body.code).toBe(
      'request.invalid',
    );

    const first = await bind(demo02, { bankCode: 'cb', accountNo: '0086600500012345', payeeName: ' မောင် ကို ကို ' });
    expect(first.body.value).toEqual({
      id: expect.any(String),
      bankCode: 'CB',
      bankName: 'CB Bank',
      accountNo: '************2345',
      payeeName: 'မောင် ကို ကို',
      createdAt: TEST_NOW,
    });
    expect(
      (await bind(demo02, { bankCode: 'AYA', accountNo: '0020201010034567', payeeName: 'Someone Else' })).body.code,
    ).toBe('payee.bound');
    expect((await bind(demo02, { bankCode: 'AYA', accountNo: '0020201010034567' })).body.value.payeeName).toBe(
      'မောင် ကို ကို',
    );
    expect(
      (await bind(demo02, { bankCode: 'KBZPAY', accountNo: '09450000002', payeeName: 'မောင် ကို ကို' })).body.success,
    ).toBe(true);
    expect((await bind(demo02, { bankCode: 'WAVEPAY', accountNo: '09450000002' })).body.code).toBe('card.limit');
    expect((await cards(demo02)).cards).toHaveLength(3);
  });

  it('refuses an account number bound already, here or on another account', async () => {
    const taken = { bankCode: 'KBZ', accountNo: '99930106512345601', payeeName: 'Aung Ko Ko' };
    expect((await bind(demo02, taken)).body.code).toBe('card.exists');
    expect((await bind(demo01, taken)).body.code).toBe('card.exists');
  });

  it('binds exactly once per Idempotency-Key', async () => {
    const key = newIdempotencyKey();
    const body = { bankCode: 'YOMA', accountNo: '00711010023456', payeeName: 'Ko Ko' };
    const first = await bind(demo02, body, key);
    const again = await bind(demo02, body, key);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await cards(demo02)).cards).toHaveLength(1);
    expect((await bind(demo02, { ...body, accountNo: '00711010023457' }, key)).status).toBe(409);
    expect((await client.post('/wps/security/bank-cards', body, { token: demo02 })).body.code).toBe('request.invalid');
  });

  it('unbinds a card with the payment password', async () => {
    const [card] = (await cards(demo01)).cards;
    expect((await unbind(demo01, 'nope', DEMO_PAYMENT_PASSWORD)).body.code).toBe('request.invalid');
    expect((await unbind(demo01, card!.id, '135790')).body).toMatchObject({
      code: 'payment.password.wrong',
      value: { attemptsLeft: 4 },
    });
    expect((await unbind(demo01, card!.id, DEMO_PAYMENT_PASSWORD)).body.success).toBe(true);
    expect((await cards(demo01)).cards).toEqual([]);
    expect((await cards(demo01)).payeeName).toBe('Aung Ko Ko');
    const bound = await bind(demo02, { bankCode: 'MAB', accountNo: '1234567890123', payeeName: 'Ko Ko' });
    expect((await unbind(demo02, bound.body.value.id, '135790')).body.code).toBe('payment.password.missing');
  });

  it('sets a payment password once: 6 digits, not all the same, not a run', async () => {
    for (const [password, confirm, code, reason] of [
      ['', '', 'format.paymentPassword', 'required'],
      ['12345', '12345', 'format.paymentPassword', 'length'],
      ['12a456', '12a456', 'format.paymentPassword', 'pattern'],
      ['123456', '123456', 'format.paymentPassword', 'weak'],
      ['987654', '987654', 'format.paymentPassword', 'weak'],
      ['777777', '777777', 'format.paymentPassword', 'weak'],
      ['135790', '135791', 'format.confirmPassword', 'mismatch'],
    ] as const) {
      expect((await setPassword(demo02, password, confirm)).body).toMatchObject({ code, value: { reason } });
    }
    expect((await setPassword(demo02, '135790')).body.success).toBe(true);
    expect((await client.get('/wps/security/payment-password', { token: demo02 })).body.value).toEqual({
      set: true,
      lockedUntil: null,
    });
    expect((await setPassword(demo02, '135791')).body.code).toBe('payment.password.exists');
  });

  it('changes the payment password with the old one', async () => {
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword, token = demo01) =>
      client.put('/wps/security/payment-password', { oldPassword, newPassword, confirmPassword }, { token });
    expect((await change('135790', '135791', '135791', demo02)).body.code).toBe('payment.password.missing');
    expect((await change(DEMO_PAYMENT_PASSWORD, '123456')).body).toMatchObject({
      code: 'format.paymentPassword',
      value: { field: 'newPassword', reason: 'weak' },
    });
    expect((await change('000001', '135791')).body).toMatchObject({
      code: 'payment.password.wrong',
      value: { attemptsLeft: 4 },
    });
    expect((await change(DEMO_PAYMENT_PASSWORD, DEMO_PAYMENT_PASSWORD)).body.code).toBe('modify.new.old.same');
    expect((await change(DEMO_PAYMENT_PASSWORD, '135791')).body.success).toBe(true);
    const [card] = (await cards(demo01)).cards;
    expect((await unbind(demo01, card!.id, DEMO_PAYMENT_PASSWORD)).body.code).toBe('payment.password.wrong');
  });

  it('locks for 30 minutes after 5 wrong payment passwords in a row', async () => {
    const [card] = (await cards(demo01)).cards;
    const attempts: unknown[] = [];
    for (let i = 0; i < 5; i += 1) attempts.push((await unbind(demo01, card!.id, '000001')).body.value);
    expect(attempts).toEqual([
      { attemptsLeft: 4 },
      { attemptsLeft: 3 },
      { attemptsLeft: 2 },
      { attemptsLeft: 1 },
      { lockedUntil: TEST_NOW + PAYMENT_LOCK_MS },
    ]);
    expect((await unbind(demo01, card!.id, DEMO_PAYMENT_PASSWORD)).body).toMatchObject({
      code: 'payment.password.locked',
      value: { lockedUntil: TEST_NOW + 30 * 60_000 },
    });
    expect((await client.get('/wps/security/payment-password', { token: demo01 })).body.value).toEqual({
      set: true,
      lockedUntil: TEST_NOW + PAYMENT_LOCK_MS,
    });
    now = TEST_NOW + PAYMENT_LOCK_MS;
    expect((await unbind(demo01, card!.id, '000001')).body.value).toEqual({ attemptsLeft: 4 });
    expect((await unbind(demo01, card!.id, DEMO_PAYMENT_PASSWORD)).body.success).toBe(true);
  });

  it('a right password clears the count of wrong ones', async () => {
    const change = (oldPassword: string, newPassword: string) =>
      client.put(
        '/wps/security/payment-password',
        { oldPassword, newPassword, confirmPassword: newPassword },
        { token: demo01 },
      );
    for (let i = 0; i < 4; i += 1) await change('000001', '135791');
    expect((await change(DEMO_PAYMENT_PASSWORD, '135791')).body.success).toBe(true);
    expect((await change('000001', '135792')).body.value).toEqual({ attemptsLeft: 4 });
  });

  it('resets a forgotten payment password by SMS code, which also lifts the lock', async () => {
    for (let i = 0; i < 5; i += 1)
      await client.put(
        '/wps/security/payment-password',
        { oldPassword: '000001', newPassword: '135791', confirmPassword: '135791' },
        { token: demo01 },
      );
    const sent = await client.post('/wps/verification/sms/payment-password', {}, { token: demo01 });
    expect(sent.body.value).toEqual({ expiredMinutes: 5, mobileMasked: '094*****001' });
    const { code, purpose } = (
      await client.get<{ code: string; purpose: string }>('/__sim/sms', {
        query: { mobileNum: '09450000001', purpose: 'payment' },
      })
    ).body.value;
    expect(purpose).toBe('payment');
    const reset = (verificationCode: string, newPassword = '135791', confirmPassword = newPassword) =>
      client.post(
        '/wps/security/payment-password/reset',
        { verificationCode, newPassword, confirmPassword },
        { token: demo01 },
      );
    expect((await reset('12')).body).toMatchObject({ code: 'format.verificationCode', value: { reason: 'length' } });
    expect((await reset(code, '111111')).body).toMatchObject({
      code: 'format.paymentPassword',
      value: { field: 'newPassword', reason: 'weak' },
    });
    expect((await reset(code === '000000' ? '000001' : '000000')).body.code).toBe('verification.invalid');
    expect((await reset(code)).body.success).toBe(true);
    expect((await client.get('/wps/security/payment-password', { token: demo01 })).body.value).toEqual({
      set: true,
      lockedUntil: null,
    });
    const [card] = (await cards(demo01)).cards;
    expect((await unbind(demo01, card!.id, '135791')).body.success).toBe(true);
    expect((await reset(code)).body.code).toBe('verification.invalid');
  });

  it('sends no payment-password SMS to an account without a mobile number', async () => {
    const agent02 = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
    expect((await client.post('/wps/verification/sms/payment-password', {}, { token: agent02 })).body).toMatchObject({
      code: 'feature.disabled',
      value: { feature: 'payment.password.sms' },
    });
  });
});

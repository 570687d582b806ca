import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { TEST_NOW } from '../../testing/fixtures';

describe('mobile binding', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    token = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
  });

  const send = (mobileNum: unknown) =>
    client.post<{ expiredMinutes: number }>('/wps/verification/sms/bind-mobile', { mobileNum }, { token });
  const bind = (mobileNum: unknown, verificationCode: unknown) =>
    client.call('PUT', '/wps/security/mobile', { token, body: { mobileNum, verificationCode } });
  const smsCode = async (mobileNum: string) =>
    (await client.get<{ code: string | null }>('/__sim/sms', { query: { mobileNum, purpose: 'bind' } })).body.value
      .code ?? '';
  const mobile = () => platform.state.accounts.get('agent02')!.mobileNum;

  it('needs a session of a real account', async () => {
    expect(
      (await client.call('POST', '/wps/verification/sms/bind-mobile', { body: { mobileNum: '0912345678' } })).status,
    ).toBe(401);
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    expect((await client.call('PUT', '/wps/security/mobile', { token: trial, body: {} })).body.code).toBe(
      'trial.only.real',
    );
  });

  it('binds a number with the SMS code sent to it (spaces and dashes dropped)', async () => {
    expect((await send('09 777-000 11')).body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await smsCode('0977700011');
    expect(code).toMatch(/^\d{6}$/);
    expect((await bind('0977700011', code)).body.success).toBe(true);
    expect(mobile()).toBe('0977700011');
    expect((await client.get<{ mobile: string }>('/wps/security/overview', { token })).body.value.mobile).toBe(
      '097****011',
    );
    expect((await bind('0977700011', code)).body.code).toBe('mobile.same');
  });

  it('refuses bad numbers, numbers bound elsewhere and non-strings', async () => {
    expect((await send('')).body).toMatchObject({ code: 'format.mobileNum', value: { reason: 'required' } });
    expect((await send('09abc')).body).toMatchObject({ code: 'format.mobileNum', value: { reason: 'pattern' } });
    expect((await send('+95912345')).body).toMatchObject({ code: 'format.mobileNum', value: { reason: 'pattern' } });
    expect((await send('123456')).body).toMatchObject({ code: 'format.mobileNum', value: { reason: 'length' } });
    expect((await send('1'.repeat(21))).body).toMatchObject({ code: 'format.mobileNum', value: { reason: 'length' } });
    expect((await send('09450000001')).body.code).toBe('mobile.exists');
    expect((await send(9)).body.code).toBe('request.invalid');
  });

  it('refuses a wrong code with the tries left, a code of another number, and an expired one', async () => {
    await send('0977700011');
    const code = await smsCode('0977700011');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await bind('0977700011', wrong)).body).toMatchObject({
      code: 'verification.invalid',
      value: { attemptsLeft: 4 },
    });
    expect((await bind('0977700012', code)).body).toMatchObject({
      code: 'verification.invalid',
      value: { attemptsLeft: 0 },
    });
    expect((await bind('0977700011', '12')).body).toMatchObject({
      code: 'format.verificationCode',
      value: { reason: 'length' },
    });
    now += 5 * 60_000;
    expect((await bind('0977700011', code)).body.code).toBe('verification.expired');
    expect(mobile()).toBeNull();
  });
});

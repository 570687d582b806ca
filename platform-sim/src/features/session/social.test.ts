import { createPlatform } from '../../platform';
import { createSimClient, type LoginValue } from '../../testing/client';
import { createTestSim, TEST_NOW } from '../../testing/fixtures';

describe('social login with the stand-in identity provider', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const idToken = async (provider: string, subject: string): Promise<string> =>
    (await client.post<{ idToken: string }>('/wps/identity/token', { provider, subject })).body.value.idToken;
  const social = (provider: string, token: string) =>
    client.post('/wps/session/login/social', { provider, idToken: token });

  it('is off by default (FACEBOOKLOGIN3 / GOOGLELOGIN3)', async () => {
    const switches = (await client.get<Record<string, boolean>>('/wps/whitelabel/switches')).body.value;
    expect([switches.FACEBOOKLOGIN3, switches.GOOGLELOGIN3]).toEqual([false, false]);
    const { body } = await social('FACEBOOK', await idToken('FACEBOOK', 'fb-demo01'));
    expect(body).toMatchObject({ success: false, code: 'feature.disabled', value: { feature: 'FACEBOOKLOGIN3' } });
  });

  describe('with the switches on', () => {
    beforeEach(async () => {
      await client.post('/__sim/switches', { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
    });

    it('logs in the account linked to a Facebook or Google identity', async () => {
      const token = await idToken('FACEBOOK', 'fb-demo01');
      expect(token.split('.')).toHaveLength(3);
      const facebook = await social('FACEBOOK', token);
      expect(facebook.body).toMatchObject({
        success: true,
        value: { userName: 'demo01', customerType: 0, firstTimeLogin: false },
      });
      const info = await client.get('/wps/member/info', { token: (facebook.body.value as LoginValue).token });
      expect(info.body.value).toMatchObject({ account: 'demo01' });

      const google = await social('GOOGLE', await idToken('GOOGLE', 'g-demo01'));
      expect(google.body).toMatchObject({ success: true, value: { userName: 'demo01' } });
    });

    it('refuses an unknown identity, a token for another provider and a forged or garbled token', async () => {
      expect((await social('FACEBOOK', await idToken('FACEBOOK', 'fb-stranger'))).body.code).toBe('login.failed');
      expect((await social('FACEBOOK', await idToken('GOOGLE', 'g-demo01'))).body.code).toBe('login.failed');
      expect((await social('GOOGLE', await idToken('FACEBOOK', 'fb-demo01'))).body.code).toBe('login.failed');

      const [header, , signature] = (await idToken('FACEBOOK', 'fb-stranger')).split('.');
      const claims = Buffer.from(
        JSON.stringify({
          iss: 'platform-sim',
          provider: 'FACEBOOK',
          sub: 'fb-demo01',
          iat: TEST_NOW,
          exp: TEST_NOW + 60_000,
        }),
      ).toString('base64url');
      expect((await social('FACEBOOK', `${header}.${claims}.${signature}`)).body.code).toBe('login.failed');
      expect((await social('FACEBOOK', 'not.a.token')).body.code).toBe('login.failed');
      expect((await social('FACEBOOK', 'garbage')).body.code).toBe('login.failed');
    });

    it('refuses an expired token', async () => {
      let clock = TEST_NOW;
      const timed = createPlatform({ now: () => clock });
      const sim = createSimClient(timed.fetch);
      await sim.post('/__sim/switches', { FACEBOOKLOGIN3: true });
      const token = (
        await sim.post<{ idToken: string }>('/wps/identity/token', { provider: 'FACEBOOK', subject: 'fb-demo01' })
      ).body.value.idToken;
      clock += 10 * 60_000;
      expect((await sim.post('/wps/session/login/social', { provider: 'FACEBOOK', idToken: token })).body.code).toBe(
        'login.failed',
      );
    });

    it('answers request.invalid for a malformed call', async () => {
      expect((await client.post('/wps/identity/token', { provider: 'MYSPACE', subject: 'x' })).body.code).toBe(
        'request.invalid',
      );
      expect((await client.post('/wps/identity/token', { provider: 'GOOGLE' })).body.code).toBe('request.invalid');
      expect((await social('MYSPACE', 'x')).body.code).toBe('request.invalid');
      expect((await client.post('/wps/session/login/social', { provider: 'GOOGLE' })).body.code).toBe(
        'request.invalid',
      );
    });
  });

  const phoneToken = async (mobileNum: string): Promise<string> => {
    await client.post('/wps/verification/sms/noLogin', { mobileNum });
    const { code } = (await client.get<{ code: string }>('/__sim/sms', { query: { mobileNum } })).body.value;
    return (
      await client.post<{ idToken: string }>('/wps/identity/token', { provider: 'PHONE', subject: mobileNum, code })
    ).body.value.idToken;
  };

  it('phone verification: a PHONE idToken logs in with type "firebase"', async () => {
    const token = await phoneToken('09450000001');
    expect((await client.login({ username: '09450000001', password: token, type: 'firebase' })).body).toMatchObject({
      success: true,
      value: { userName: 'demo01' },
    });
    expect((await client.login({ username: '09450000002', password: token, type: 'firebase' })).body.code).toBe(
      'login.failed',
    );
    expect((await client.login({ username: '09450000001', password: 'nope', type: 'firebase' })).body.code).toBe(
      'login.failed',
    );
  });

  it('phone verification: a PHONE token needs the pending SMS login code of the number, used once', async () => {
    const mobileNum = '09450000001';
    const token = (code?: string) =>
      client.post('/wps/identity/token', { provider: 'PHONE', subject: mobileNum, code });
    expect((await token()).body.code).toBe('request.invalid');
    expect((await token('123456')).body.code).toBe('verification.invalid');
    expect((await token('123')).body.code).toBe('request.invalid');

    await client.post('/wps/verification/sms/noLogin', { mobileNum });
    const { code } = (await client.get<{ code: string }>('/__sim/sms', { query: { mobileNum } })).body.value;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await token(wrong)).body).toMatchObject({ success: false, code: 'verification.invalid' });
    expect((await token(code)).body).toMatchObject({ success: true, value: { idToken: expect.any(String) } });
    expect((await token(code)).body.code).toBe('verification.invalid');
  });
});

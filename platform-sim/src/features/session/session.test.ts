import { inflateSync } from 'node:zlib';
import { createTestSim } from '../../testing/fixtures';
import { encryptPayload } from '../../testing/encrypt';
import { DEMO_ACCOUNTS } from '../../data/accounts';
import type { LoginValue } from '../../testing/client';

const { member, emptyMember, agent, subAgent, type4Member, disabled } = DEMO_ACCOUNTS;

describe('session', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const captchaAnswer = async (): Promise<string | null> =>
    (await client.get<{ answer: string | null }>('/__sim/captcha')).body.value.answer;

  it('publishes the RSA key', async () => {
    const { body } = await client.get<{ kid: string; alg: string; spki: string }>('/wps/session/key');
    expect(body.value.alg).toBe('RSA-OAEP-256');
    expect(body.value.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(body.value.spki, 'base64').length).toBeGreaterThan(290); // 2048-bit SPKI DER
  });

  describe('login', () => {
    it('logs a member in through the member portal', async () => {
      const { status, body } = await client.login({
        username: member.username,
        password: member.password,
        loginFrom: 'MEMBER',
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({
        success: true,
        code: '0',
        value: { userName: 'demo01', customerType: 0, firstTimeLogin: false },
      });
      const { token } = body.value as LoginValue;
      expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const info = await client.get('/wps/member/info', { token });
      expect(info.body.value).toMatchObject({ account: 'demo01', type: 0 });
    });

    it('matches usernames case-insensitively', async () => {
      const { body } = await client.login({ username: 'DEMO01', password: member.password });
      expect(body.success).toBe(true);
    });

    it('accepts the mobile number in place of the username (phone reset logs in that way)', async () => {
      const { body } = await client.login({ username: '09450000001', password: member.password });
      expect(body.success).toBe(true);
      expect((body.value as { userName: string }).userName).toBe('demo01');
      const wrong = await client.login({ username: '09450000001', password: 'nope1234' });
      expect(wrong.body.code).toBe('login.failed');
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const wrong = await client.login({ username: member.username, password: 'nope1234' });
      const unknown = await client.login({ username: 'ghost99', password: 'whatever1' });
      for (const { status, body } of [wrong, unknown]) {
        expect(status).toBe(200);
        expect(body).toMatchObject({
          success: false,
          code: 'login.failed',
          message: 'Incorrect username or password',
          value: null,
        });
      }
    });

    it('refuses a disabled user with user.disabled', async () => {
      const { body } = await client.login({ username: disabled.username, password: disabled.password });
      expect(body).toMatchObject({ success: false, code: 'user.disabled' });
    });

    it('keeps the member and agent portals apart', async () => {
      expect(
        (await client.login({ username: agent.username, password: agent.password, loginFrom: 'MEMBER' })).body.code,
      ).toBe('login.non.member');
      expect(
        (await client.login({ username: subAgent.username, password: subAgent.password, loginFrom: 'MEMBER' })).body
          .code,
      ).toBe('login.non.member');
      expect(
        (await client.login({ username: member.username, password: member.password, loginFrom: 'AGENT' })).body.code,
      ).toBe('login.non.agent');
      expect(
        (await client.login({ username: type4Member.username, password: type4Member.password, loginFrom: 'AGENT' }))
          .body.code,
      ).toBe('login.non.agent');

      const agentLogin = await client.login({ username: agent.username, password: agent.password, loginFrom: 'AGENT' });
      expect(agentLogin.body).toMatchObject({ success: true, value: { customerType: 1 } });
      const type4 = await client.login({
        username: type4Member.username,
        password: type4Member.password,
        loginFrom: 'MEMBER',
      });
      expect(type4.body).toMatchObject({ success: true, value: { customerType: 4 } });
    });

    it('needs a captcha after 3 failures: missing/wrong captcha fails, the right one passes', async () => {
      const first = await client.login({ username: member.username, password: 'bad-1' });
      const second = await client.login({ username: member.username, password: 'bad-2' });
      expect(first.body.value).toBeNull();
      expect(second.body.value).toBeNull();
      const third = await client.login({ username: member.username, password: 'bad-3' });
      expect(third.body).toMatchObject({ code: 'login.failed', value: { captcha: true } });

      // Right password, but no captcha.
      const noCaptcha = await client.login({ username: member.username, password: member.password });
      expect(noCaptcha.body).toMatchObject({
        success: false,
        code: 'login.captcha.required',
        value: { captcha: true },
      });

      // Wrong captcha.
      const image = await client.get<{ image: string }>('/wps/captcha', { headers: { Module: 'CAPTCHA3' } });
      expect(image.body.value.image).toMatch(/^iVBORw0KGgo/); // base64 PNG signature
      const answer = await captchaAnswer();
      expect(answer).toMatch(/^\d{4}$/);
      const wrongCaptcha = await client.login({
        username: member.username,
        password: member.password,
        captcha: answer === '0000' ? '1111' : '0000',
      });
      expect(wrongCaptcha.body).toMatchObject({ code: 'login.captcha.required', value: { captcha: true } });

      // A captcha is good for one attempt only.
      expect(await captchaAnswer()).toBeNull();
      const stale = await client.login({ username: member.username, password: member.password, captcha: answer ?? '' });
      expect(stale.body.code).toBe('login.captcha.required');

      // Right captcha, wrong password: still a failure that keeps asking for captchas.
      await client.get('/wps/captcha');
      const rightCaptchaWrongPassword = await client.login({
        username: member.username,
        password: 'bad-4',
        captcha: (await captchaAnswer()) ?? '',
      });
      expect(rightCaptchaWrongPassword.body).toMatchObject({ code: 'login.failed', value: { captcha: true } });

      await client.get('/wps/captcha');
      const ok = await client.login({
        username: member.username,
        password: member.password,
        captcha: (await captchaAnswer()) ?? '',
      });
      expect(ok.body.success).toBe(true);

      // Success clears the counter.
      expect((await client.login({ username: member.username, password: member.password })).body.success).toBe(true);
    });

    it('counts failures per username', async () => {
      for (let i = 0; i < 3; i += 1) await client.login({ username: member.username, password: 'bad' });
      expect(
        (await client.login({ username: emptyMember.username, password: emptyMember.password })).body.success,
      ).toBe(true);
    });

    it('requires a captcha when the admin asks for it', async () => {
      await client.post('/__sim/require-captcha', { username: 'Demo01' });
      expect((await client.login({ username: member.username, password: member.password })).body.code).toBe(
        'login.captcha.required',
      );
      await client.get('/wps/captcha');
      const ok = await client.login({
        username: member.username,
        password: member.password,
        captcha: (await captchaAnswer()) ?? '',
      });
      expect(ok.body.success).toBe(true);
    });

    it('answers request.decrypt for bodies it cannot read', async () => {
      const { kid, spki } = await client.sessionKey();
      const good = await encryptPayload(spki, kid, {
        username: 'demo01',
        password: 'Demo1234',
        type: 'username',
        loginFrom: 'MEMBER',
      });
      const data = Buffer.from((JSON.parse(good.body) as { data: string }).data, 'base64');
      data[data.length - 1] = (data[data.length - 1] as number) ^ 0xff;
      const tampered = JSON.stringify({ data: data.toString('base64') });

      const attempts: { headers: Record<string, string>; body: string }[] = [
        { headers: { 'Content-Type': 'application/json' }, body: good.body }, // no Encryption header
        {
          headers: { ...good.headers, Encryption: good.headers.Encryption.replace(kid, '0000000000000000') },
          body: good.body,
        },
        { headers: { ...good.headers, Encryption: good.headers.Encryption.replace('v1;', 'v2;') }, body: good.body },
        { headers: good.headers, body: tampered },
        { headers: good.headers, body: 'not json' },
        { headers: good.headers, body: JSON.stringify({ data: '***' }) },
        { headers: good.headers, body: JSON.stringify({ username: 'demo01', password: 'Demo1234' }) }, // clear text
      ];
      for (const attempt of attempts) {
        const { status, body } = await client.call('POST', '/wps/session/login', attempt);
        expect(status).toBe(200);
        expect(body).toMatchObject({ success: false, code: 'request.decrypt' });
      }
      // The untouched body still works.
      expect((await client.call('POST', '/wps/session/login', good)).body.success).toBe(true);
    });

    it('answers request.invalid for a decryptable but malformed payload', async () => {
      const { kid, spki } = await client.sessionKey();
      for (const payload of [
        { password: 'x' },
        { username: 'demo01' },
        { username: 'demo01', password: 'x', loginFrom: 'ADMIN' },
        'text',
      ]) {
        const encrypted = await encryptPayload(spki, kid, payload);
        expect((await client.call('POST', '/wps/session/login', encrypted)).body.code).toBe('request.invalid');
      }
    });

    it('logs in by SMS code', async () => {
      const mobileNum = '09450000001';
      expect((await client.post('/wps/verification/sms/noLogin', { mobileNum })).body.value).toEqual({
        expiredMinutes: 5,
      });
      const { code } = (await client.get<{ code: string }>('/__sim/sms', { query: { mobileNum } })).body.value;
      expect(code).toMatch(/^\d{6}$/);
      const wrong = await client.login({
        username: mobileNum,
        password: '000000' === code ? '111111' : '000000',
        type: 'sms',
      });
      expect(wrong.body.code).toBe('login.failed');
      const ok = await client.login({ username: mobileNum, password: code, type: 'sms' });
      expect(ok.body).toMatchObject({ success: true, value: { userName: 'demo01' } });
    });

    it('refuses an SMS code that is not 4-10 digits before comparing it, so it costs no try', async () => {
      const mobileNum = '09450000001';
      await client.post('/wps/verification/sms/noLogin', { mobileNum });
      const { code } = (await client.get<{ code: string }>('/__sim/sms', { query: { mobileNum } })).body.value;
      for (const malformed of ['123', '12345678901', '12ab56']) {
        expect((await client.login({ username: mobileNum, password: malformed, type: 'sms' })).body.code).toBe(
          'request.invalid',
        );
      }
      expect(platform.state.smsCodes.get(`login:${mobileNum}`)?.attempts).toBe(0);
      expect((await client.login({ username: mobileNum, password: code, type: 'sms' })).body.success).toBe(true);
    });

    it('never logs credentials', async () => {
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
        jest.spyOn(console, m).mockImplementation(() => undefined),
      );
      try {
        await client.login({ username: member.username, password: member.password });
        await client.login({ username: member.username, password: 'wrong-secret' });
        for (const spy of spies) {
          const logged = JSON.stringify(spy.mock.calls);
          expect(logged).not.toContain(member.password);
          expect(logged).not.toContain('wrong-secret');
        }
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });

  describe('tokens', () => {
    it('401 session.expired without a token, with an unknown one, and after expire-sessions', async () => {
      for (const token of [undefined, 'made-up-token']) {
        const { status, body } = await client.get('/wps/member/info', { token });
        expect(status).toBe(401);
        expect(body).toMatchObject({
          success: false,
          code: 'session.expired',
          message: 'The account has been logged out, please log in again',
        });
      }
      const token = await client.loginToken({ username: member.username, password: member.password });
      expect((await client.get('/wps/wallet/balance', { token })).status).toBe(200);
      const expired = await client.post<{ revoked: number }>('/__sim/expire-sessions');
      expect(expired.body.value.revoked).toBe(1);
      for (const path of ['/wps/wallet/balance', '/wps/member/info', '/wps/inbox/unread']) {
        expect((await client.get(path, { token })).status).toBe(401);
      }
    });

    it('logout revokes the token', async () => {
      const token = await client.loginToken({ username: member.username, password: member.password });
      const out = await client.del('/wps/session/logout', { token });
      expect(out.body).toEqual({ success: true, code: '0', message: '', value: null });
      expect((await client.get('/wps/member/info', { token })).status).toBe(401);
      expect((await client.del('/wps/session/logout', { token })).status).toBe(401);
    });

    it('issues distinct tokens per login', async () => {
      const a = await client.loginToken({ username: member.username, password: member.password });
      const b = await client.loginToken({ username: member.username, password: member.password });
      expect(a).not.toBe(b);
    });
  });

  describe('free play', () => {
    it('opens a trial session on the trial merchant', async () => {
      const { body } = await client.post<{
        token: string;
        userName: string;
        customerType: number;
        merchantCode: string;
      }>('/wps/session/login/freeplay', undefined, { headers: { Module: 'FREEPLAY3' } });
      expect(body.value).toMatchObject({ customerType: 0, merchantCode: 'MCTRIAL' });
      expect(body.value.userName).toMatch(/^TRIAL_[A-Z0-9]{4}$/);
      const { token } = body.value;
      expect((await client.get('/wps/wallet/balance', { token })).body.value).toEqual({ sumBalance: '2000.00' });
      expect((await client.get('/wps/member/info', { token })).body.value).toMatchObject({
        account: body.value.userName,
        type: 0,
      });
      const second = await client.post<{ userName: string }>('/wps/session/login/freeplay');
      expect(second.body.value.userName).not.toBe(body.value.userName);
    });
  });

  it('draws the captcha as a ~100×36 PNG', async () => {
    const { body } = await client.get<{ image: string }>('/wps/captcha');
    const png = Buffer.from(body.value.image, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.readUInt32BE(16)).toBe(100);
    expect(png.readUInt32BE(20)).toBe(36);
    const idatLength = png.readUInt32BE(33);
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe((100 * 3 + 1) * 36);
  });
});

import { createPlatform } from '../../platform';
import { hashPassword } from '../../crypto/password';
import { DEMO_ACCOUNTS } from '../../data/accounts';
import { createSimClient } from '../../testing/client';
import { createTestSim, TEST_NOW } from '../../testing/fixtures';

const { member, emptyMember, disabled } = DEMO_ACCOUNTS;
const creds = (account: { username: string; password: string }) => ({
  username: account.username,
  password: account.password,
});

interface Mail {
  to: string;
  subject: string;
  body: string;
}

describe('passwords', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const form = (fields: Record<string, string>) => ({
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const mail = async (username: string): Promise<Mail | null> =>
    (await client.get<Mail | null>('/__sim/mail', { query: { username } })).body.value;
  const loginCode = async (username: string, password: string): Promise<string> =>
    (await client.login({ username, password })).body.code;
  const resetCode = async (mobileNum: string): Promise<string | null> =>
    (await client.get<{ code: string | null }>('/__sim/sms', { query: { mobileNum, purpose: 'reset' } })).body.value
      .code;

  describe('POST /wps/password/email', () => {
    it('mails a temporary password and records the mail', async () => {
      expect(await mail(member.username)).toBeNull();
      const token = await client.loginToken(creds(member));
      const { body } = await client.call(
        'POST',
        '/wps/password/email',
        form({ username: 'DEMO01', email: 'Demo01@Example.com' }),
      );
      expect(body).toMatchObject({ success: true, value: null });

      const sent = await mail(member.username);
      expect(sent).toMatchObject({ to: 'demo01@example.com', subject: expect.any(String) as string });
      const temporary = /temporary password is (\S+)\./.exec(sent?.body ?? '')?.[1] ?? '';
      expect(temporary).toMatch(/^[a-z]{4}\d{4}$/);
      expect(await loginCode(member.username, member.password)).toBe('login.failed');
      expect(await loginCode(member.username, temporary)).toBe('0');
      expect((await client.get('/wps/member/info', { token })).status).toBe(401); // old sessions end
    });

    it('answers user.disabled when the pair matches no enabled account', async () => {
      for (const fields of [
        { username: member.username, email: 'someone@example.com' },
        { username: 'ghost99', email: 'demo01@example.com' },
        { username: disabled.username, email: 'blocked01@example.com' },
      ]) {
        expect((await client.call('POST', '/wps/password/email', form(fields))).body.code).toBe('user.disabled');
      }
      expect(await mail(member.username)).toBeNull();
      expect(await loginCode(member.username, member.password)).toBe('0');
      expect((await client.call('POST', '/wps/password/email', form({ username: member.username }))).body.code).toBe(
        'request.invalid',
      );
      expect((await client.get('/__sim/mail')).status).toBe(400);
    });
  });

  describe('SMS reset and POST /wps/password/phone', () => {
    const mobileNum = '09450000001';

    it('sets a new password with the reset code, then the new one logs in and the old does not', async () => {
      const token = await client.loginToken(creds(member));
      const sent = await client.post(
        '/wps/verification/sms/reset',
        { mobileNum },
        { headers: { Module: 'PWRESETSMS3' } },
      );
      expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
      const code = await resetCode(mobileNum);
      expect(code).toMatch(/^\d{6}$/);

      const same = await client.post('/wps/password/phone', {
        newPassword: member.password,
        mobileNum,
        verificationCode: code,
      });
      expect(same.body.code).toBe('modify.new.old.same');
      const wrong = await client.post('/wps/password/phone', {
        newPassword: 'Fresh5678',
        mobileNum,
        verificationCode: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.body.code).toBe('verification.invalid');
      const badFormat = await client.post('/wps/password/phone', {
        newPassword: 'a b',
        mobileNum,
        verificationCode: code,
      });
      expect(badFormat.body).toMatchObject({ code: 'format.password', value: { field: 'password' } });
      for (const newPassword of ['😀🎰💰😀🎰💰', '\u202Eمرحبا123']) {
        const refused = await client.post('/wps/password/phone', { newPassword, mobileNum, verificationCode: code });
        expect(refused.body).toMatchObject({
          code: 'format.password',
          value: { field: 'password', reason: 'pattern' },
        });
      }
      const shortCode = await client.post('/wps/password/phone', {
        newPassword: 'Fresh5678',
        mobileNum,
        verificationCode: '123',
      });
      expect(shortCode.body).toMatchObject({
        code: 'format.verificationCode',
        value: { field: 'verificationCode', reason: 'length' },
      });
      expect(platform.state.smsCodes.get(`reset:${mobileNum}`)?.attempts).toBe(1); // only the wrong code counted

      const done = await client.post('/wps/password/phone', {
        newPassword: 'Fresh5678',
        mobileNum,
        verificationCode: code,
      });
      expect(done.body).toMatchObject({ success: true, value: null });
      expect(await loginCode(member.username, 'Fresh5678')).toBe('0');
      expect(await loginCode(member.username, member.password)).toBe('login.failed');
      expect((await client.get('/wps/member/info', { token })).status).toBe(401);

      // The code is used up.
      const again = await client.post('/wps/password/phone', {
        newPassword: 'Other5678',
        mobileNum,
        verificationCode: code,
      });
      expect(again.body.code).toBe('verification.invalid');
    });

    it('answers the same for unknown numbers and sends nothing', async () => {
      const { body } = await client.post('/wps/verification/sms/reset', { mobileNum: '09999999999' });
      expect(body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
      expect(await resetCode('09999999999')).toBeNull();
      expect(
        (
          await client.post('/wps/password/phone', {
            newPassword: 'Fresh5678',
            mobileNum: '09999999999',
            verificationCode: '123456',
          })
        ).body.code,
      ).toBe('verification.invalid');
      expect((await client.post('/wps/verification/sms/reset', { mobileNum: 'abc' })).body.code).toBe(
        'request.invalid',
      );
      expect((await client.post('/wps/password/phone', { mobileNum })).body.code).toBe('request.invalid');
    });

    it('drops a code after 5 minutes and after 5 wrong tries', async () => {
      let clock = TEST_NOW;
      const timed = createPlatform({ now: () => clock });
      const sim = createSimClient(timed.fetch);
      await sim.post('/wps/verification/sms/reset', { mobileNum });
      const code = (await sim.get<{ code: string }>('/__sim/sms', { query: { mobileNum } })).body.value.code;
      clock += 5 * 60_000;
      expect(
        (await sim.post('/wps/password/phone', { newPassword: 'Fresh5678', mobileNum, verificationCode: code })).body
          .code,
      ).toBe('verification.invalid');

      await sim.post('/wps/verification/sms/reset', { mobileNum });
      const fresh = (await sim.get<{ code: string }>('/__sim/sms', { query: { mobileNum } })).body.value.code;
      const wrong = fresh === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await sim.post('/wps/password/phone', { newPassword: 'Fresh5678', mobileNum, verificationCode: wrong })).body
            .code,
        ).toBe('verification.invalid');
      }
      expect(
        (await sim.post('/wps/password/phone', { newPassword: 'Fresh5678', mobileNum, verificationCode: fresh })).body
          .code,
      ).toBe('verification.invalid');
    });
  });

  describe('PUT /wps/member/password', () => {
    const change = (token: string | null, body: Record<string, unknown>) =>
      client.put('/wps/member/password', body, { token });

    it('changes the password: the new one logs in, the old one does not, the session stays', async () => {
      const token = await client.loginToken(creds(member));
      const other = await client.loginToken(creds(member));
      const { body } = await change(token, {
        oldPassword: member.password,
        newPassword: 'Brand9876',
        confirmNewPassword: 'Brand9876',
      });
      expect(body).toMatchObject({ success: true, value: null });
      expect((await client.get('/wps/member/info', { token })).status).toBe(200);
      expect((await client.get('/wps/member/info', { token: other })).status).toBe(401);
      expect(await loginCode(member.username, 'Brand9876')).toBe('0');
      expect(await loginCode(member.username, member.password)).toBe('login.failed');
    });

    it('refuses a wrong old password, the same password, a bad format and a mismatch', async () => {
      const token = await client.loginToken(creds(member));
      expect(
        (await change(token, { oldPassword: 'Wrong1234', newPassword: 'Brand9876', confirmNewPassword: 'Brand9876' }))
          .body.code,
      ).toBe('login.failed');
      expect(
        (
          await change(token, {
            oldPassword: member.password,
            newPassword: member.password,
            confirmNewPassword: member.password,
          })
        ).body.code,
      ).toBe('modify.new.old.same');
      expect(
        (await change(token, { oldPassword: member.password, newPassword: '12345', confirmNewPassword: '12345' })).body,
      ).toMatchObject({ code: 'format.password', value: { reason: 'length' } });
      expect(
        (
          await change(token, {
            oldPassword: member.password,
            newPassword: 'Brand9876',
            confirmNewPassword: 'Brand9877',
          })
        ).body,
      ).toMatchObject({ code: 'format.confirmPassword', value: { reason: 'mismatch' } });
      for (const newPassword of ['😀🎰💰😀🎰💰', '\u202Eمرحبا123']) {
        expect(
          (await change(token, { oldPassword: member.password, newPassword, confirmNewPassword: newPassword })).body,
        ).toMatchObject({ code: 'format.password', value: { reason: 'pattern' } });
      }
      expect((await change(token, { newPassword: 'Brand9876', confirmNewPassword: 'Brand9876' })).body.code).toBe(
        'request.invalid',
      );
      expect(await loginCode(member.username, member.password)).toBe('0');
    });

    it('still takes a password set before the character rule, to log in and as the old one', async () => {
      platform.state.accounts.get(member.username)!.password = hashPassword('pässwört');
      const token = await client.loginToken({ username: member.username, password: 'pässwört' });
      expect(
        (await change(token, { oldPassword: 'pässwört', newPassword: 'Brand9876', confirmNewPassword: 'Brand9876' }))
          .body.success,
      ).toBe(true);
    });

    it('needs a session', async () => {
      const { status, body } = await change(null, {
        oldPassword: member.password,
        newPassword: 'Brand9876',
        confirmNewPassword: 'Brand9876',
      });
      expect(status).toBe(401);
      expect(body.code).toBe('session.expired');
    });

    it('skips the old-password check when CHNGPASSVERIF3 is off', async () => {
      const switches = (await client.get<Record<string, boolean>>('/wps/whitelabel/switches')).body.value;
      expect(switches.CHNGPASSVERIF3).toBe(true);
      await client.post('/__sim/switches', { CHNGPASSVERIF3: false });
      const token = await client.loginToken(creds(emptyMember));
      expect((await change(token, { newPassword: 'Brand9876', confirmNewPassword: 'Brand9876' })).body.success).toBe(
        true,
      );
      expect(await loginCode(emptyMember.username, 'Brand9876')).toBe('0');
    });
  });
});

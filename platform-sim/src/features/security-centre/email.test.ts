import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { TEST_NOW } from '../../testing/fixtures';

describe('e-mail binding', () => {
  let now = TEST_NOW;
  const platform = createPlatform({ now: () => now });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    now = TEST_NOW;
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
  });

  const send = (email: unknown) =>
    client.post<{ expiredMinutes: number }>('/wps/verification/email', { email }, { token });
  const bind = (email: unknown, verificationCode: unknown) =>
    client.call('PUT', '/wps/security/email', { token, body: { email, verificationCode } });
  const mailedCode = async () => {
    const mail = (
      await client.get<{ to: string; body: string } | null>('/__sim/mail', { query: { username: 'demo01' } })
    ).body.value;
    return { to: mail?.to, code: /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '' };
  };
  const email = () => platform.state.accounts.get('demo01')!.email;

  it('needs a session of a real account', async () => {
    expect((await client.call('POST', '/wps/verification/email', { body: { email: 'x@y.com' } })).status).toBe(401);
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    expect((await client.call('PUT', '/wps/security/email', { token: trial, body: {} })).body.code).toBe(
      'trial.only.real',
    );
  });

  it('sends a code to the new address and binds it with that code, once', async () => {
    const sent = await send(' new.mail@example.com ');
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const { to, code } = await mailedCode();
    expect(to).toBe('new.mail@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect((await bind('new.mail@example.com', code)).body).toMatchObject({ success: true });
    expect(email()).toBe('new.mail@example.com');
    const overview = await client.get<{ email: string }>('/wps/security/overview', { token });
    expect(overview.body.value.email).toBe('ne****@example.com');
    // The code is used up.
    expect((await bind('other@example.com', code)).body.code).toBe('verification.invalid');
  });

  it('refuses bad addresses with format.email and its reason', async () => {
    for (const [value, reason] of [
      ['', 'required'],
      ['   ', 'required'],
      ['no-at-sign', 'pattern'],
      ['a@b', 'pattern'],
      ['<script>@x.com', 'pattern'],
      ['a\u200b@x.com', 'pattern'],
      [`${'a'.repeat(95)}@x.com`, 'length'],
    ] as const) {
      const answer = await send(value);
      expect(answer.body).toMatchObject({ success: false, code: 'format.email', value: { field: 'email', reason } });
    }
    expect((await send(42)).body.code).toBe('request.invalid');
  });

  it('refuses an address bound elsewhere or already this account’s', async () => {
    expect((await send('DEMO02@example.com')).body.code).toBe('email.exists');
    expect((await send('demo01@example.com')).body.code).toBe('email.same');
  });

  it('refuses a wrong, malformed, other-address or expired code', async () => {
    await send('fresh@example.com');
    const { code } = await mailedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await bind('fresh@example.com', wrong)).body).toMatchObject({
      code: 'verification.invalid',
      value: { attemptsLeft: 4 },
    });
    expect((await bind('fresh@example.com', '12ab')).body).toMatchObject({
      code: 'format.verificationCode',
      value: { reason: 'pattern' },
    });
    expect((await bind('fresh@example.com', '')).body).toMatchObject({
      code: 'format.verificationCode',
      value: { reason: 'required' },
    });
    expect((await bind('another@example.com', code)).body.code).toBe('verification.invalid');
    now += 5 * 60_000;
    expect((await bind('fresh@example.com', code)).body.code).toBe('verification.expired');
    expect(email()).toBe('demo01@example.com');
  });

  it('drops the code after 5 wrong tries', async () => {
    await send('fresh@example.com');
    const { code } = await mailedCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await bind('fresh@example.com', wrong);
    expect((await bind('fresh@example.com', code)).body.code).toBe('verification.invalid');
  });

  it('is put back by reset', async () => {
    await send('fresh@example.com');
    await bind('fresh@example.com', (await mailedCode()).code);
    platform.reset();
    expect(email()).toBe('demo01@example.com');
    expect(platform.state.emailCodes.size).toBe(0);
  });
});

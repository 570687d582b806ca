import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { TEST_NOW } from '../../testing/fixtures';

describe('nickname change', () => {
  const platform = createPlatform({ now: () => TEST_NOW });
  const client = createSimClient(platform.fetch);
  let token: string;
  beforeEach(async () => {
    platform.reset();
    token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
  });
  const change = (nickname: unknown) => client.call('PUT', '/wps/member/nickname', { token, body: { nickname } });

  it('needs a session of a real account', async () => {
    expect((await client.call('PUT', '/wps/member/nickname', { body: { nickname: 'A' } })).status).toBe(401);
  });

  it('changes the nickname member info answers, trimmed, in any script', async () => {
    expect((await change('  ကိုကို 7 ')).body).toMatchObject({ success: true, value: { nickname: 'ကိုကို 7' } });
    expect((await client.get<{ nickname: string }>('/wps/member/info', { token })).body.value.nickname).toBe('ကိုကို 7');
  });

  it('refuses empty, too long, hostile and invisible names', async () => {
    for (const [value, reason] of [
      ['', 'required'],
      ['  ', 'required'],
      [null, 'required'],
      ['a'.repeat(21), 'length'],
      ['<b>x</b>', 'pattern'],
      ['Ko\u200bKo', 'pattern'],
      ['Ko\u202eKo', 'pattern'],
      ['Ko😀', 'pattern'],
    ] as const) {
      expect((await change(value)).body).toMatchObject({ code: 'format.nickname', value: { reason } });
    }
    expect((await change(['x'])).body.code).toBe('request.invalid');
    expect(platform.state.accounts.get('demo01')!.nickname).toBe('Demo Player');
  });
});

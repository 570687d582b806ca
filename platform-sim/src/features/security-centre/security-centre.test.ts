import { createPlatform } from '../../platform';
import { createSimClient } from '../../testing/client';
import { TEST_NOW } from '../../testing/fixtures';
import { maskEmail } from './routes';
import { maskMobile } from '../../core/sms';

interface Overview {
  email: string | null;
  mobile: string | null;
  payeeName: string | null;
  securityQuestions: boolean;
}

describe('security overview', () => {
  const platform = createPlatform({ now: () => TEST_NOW });
  const client = createSimClient(platform.fetch);
  beforeEach(() => platform.reset());

  const overview = async (token: string) =>
    (await client.get<Overview>('/wps/security/overview', { token })).body.value;

  it('needs a session of a real account', async () => {
    expect((await client.call('GET', '/wps/security/overview')).status).toBe(401);
    const trial = (await client.post<{ token: string }>('/wps/session/login/freeplay', {})).body.value.token;
    expect((await client.call('GET', '/wps/security/overview', { token: trial })).body.code).toBe('trial.only.real');
  });

  it("shows demo01's e-mail and mobile masked, its bound payee name, no questions", async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const value = await overview(token);
    expect(value).toEqual({
      email: 'de****@example.com',
      mobile: '094*****001',
      payeeName: platform.state.accounts.get('demo01')!.cashier.payeeName,
      securityQuestions: false,
    });
    expect(value.payeeName).toEqual(expect.any(String));
    expect(JSON.stringify(value)).not.toContain('demo01@example.com');
    expect(JSON.stringify(value)).not.toContain('09450000001');
  });

  it('answers null for what agent02 never bound', async () => {
    const token = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
    expect(await overview(token)).toEqual({ email: null, mobile: null, payeeName: null, securityQuestions: false });
  });

  it('reads the payee name the first bank card binds (one place for both)', async () => {
    const token = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
    expect((await overview(token)).payeeName).toBeNull();
    platform.state.accounts.get('demo02')!.cashier.payeeName = 'Aung Aung';
    expect((await overview(token)).payeeName).toBe('Aung Aung');
  });

  it('masks short and odd values without revealing them', () => {
    expect(maskEmail('a@b.co')).toBe('****@b.co');
    expect(maskEmail('ab@b.co')).toBe('a****@b.co');
    expect(maskEmail('nope')).toBe('****');
    expect(maskMobile('0945')).toBe('0945');
    expect(maskMobile('0912345678')).toBe('091****678');
  });
});

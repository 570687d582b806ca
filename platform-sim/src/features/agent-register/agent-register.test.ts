import { createTestSim } from '../../testing/fixtures';
import { encryptPayload } from '../../testing/encrypt';
import type { LoginValue } from '../../testing/client';
import { directDownlines } from '../../core/team';
import { REBATE_CATEGORIES } from '../../core/state';

type Rate = { category: string; rate: string };
interface Link {
  id: number;
  code: string;
  memberType: string;
  rebates: Rate[];
  registrations: number;
}

describe('agent registration (open account)', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const agentToken = () => client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
  const rates = (overrides: Record<string, string> = {}): Rate[] =>
    REBATE_CATEGORIES.map((category) => ({ category, rate: overrides[category] ?? '0.50' }));

  async function openAccount(token: string | null, payload: Record<string, unknown>) {
    const { kid, spki } = await client.sessionKey();
    const encrypted = await encryptPayload(spki, kid, payload);
    return client.call<Record<string, unknown>>('POST', '/wps/agent/register', {
      token,
      headers: { ...encrypted.headers, Module: 'AGEDOWNMAN3' },
      body: encrypted.body,
    });
  }
  const form = (overrides: Record<string, unknown> = {}) => ({
    username: 'newdown01',
    password: 'Secret12',
    confirmPassword: 'Secret12',
    memberType: 'MEMBER',
    rebates: rates(),
    ...overrides,
  });

  it('serves the quota: the agent own rates as ceiling, its defaults pre-filled', async () => {
    const token = await agentToken();
    const { body } = await client.get<{ rebates: { category: string; max: string; defaultRate: string }[] }>(
      '/wps/agent/register/quota',
      { token },
    );
    expect(body.value.rebates.map((r) => r.category)).toEqual([...REBATE_CATEGORIES]);
    expect(body.value.rebates[0]).toEqual({ category: 'SPORTS', max: '1.50', defaultRate: '0.80' });
    expect(body.value.rebates[5]).toEqual({ category: 'LOTT', max: '8.00', defaultRate: '5.00' });
  });

  it('creates a member under the agent, who then logs in and is in the team', async () => {
    const token = await agentToken();
    const { body } = await openAccount(token, form({ username: '  NewDown01 ', rebates: rates({ SPORTS: '1.5' }) }));
    expect(body).toMatchObject({
      success: true,
      value: { username: 'NewDown01', memberType: 'MEMBER', customerType: 0 },
    });
    const account = platform.state.accounts.get('newdown01');
    expect(account).toMatchObject({ upline: 'agent01', type: 0 });
    expect(account?.rebates?.own.SPORTS).toBe(150);
    expect(account?.rebates?.downlineDefaults).toBeNull();
    expect(directDownlines(platform.state, 'agent01')[0]?.username).toBe('NewDown01');
    expect((await client.login({ username: 'newdown01', password: 'Secret12' })).body.success).toBe(true);
    const admin = await client.get<{ username: string }[]>('/__sim/direct-downlines', { query: { agent: 'agent01' } });
    expect(admin.body.value[0]?.username).toBe('NewDown01');
  });

  it('creates a sub-agent (type 2) whose own code invites to its team', async () => {
    const token = await agentToken();
    const { body } = await openAccount(token, form({ memberType: 'AGENT' }));
    expect(body.value).toMatchObject({ customerType: 2, memberType: 'AGENT' });
    const account = platform.state.accounts.get('newdown01');
    expect(account?.rebates?.downlineDefaults?.LIVE).toBe(50);
    expect(
      (await client.get<{ valid: boolean }>('/wps/affiliate/check', { query: { code: String(account?.id) } })).body
        .value.valid,
    ).toBe(true);
    expect((await client.login({ username: 'newdown01', password: 'Secret12', loginFrom: 'AGENT' })).body.success).toBe(
      true,
    );
  });

  it('answers whether a username is taken (case-insensitive)', async () => {
    const token = await agentToken();
    const taken = await client.get<{ exists: boolean }>('/wps/agent/register/username', {
      token,
      query: { username: 'DEMO01' },
    });
    expect(taken.body.value.exists).toBe(true);
    const free = await client.get<{ exists: boolean }>('/wps/agent/register/username', {
      token,
      query: { username: 'free_name' },
    });
    expect(free.body.value.exists).toBe(false);
    const bad = await client.get('/wps/agent/register/username', { token, query: { username: 'ab cd' } });
    expect(bad.body).toMatchObject({
      success: false,
      code: 'format.username',
      value: { field: 'username', reason: 'pattern' },
    });
  });

  it.each([
    [{ username: 'demo01' }, 'user.exists', { field: 'username' }],
    [{ username: '' }, 'format.username', { reason: 'required' }],
    [{ username: '   ' }, 'format.username', { reason: 'required' }],
    [{ username: 'abc' }, 'format.username', { reason: 'length' }],
    [{ username: 'a'.repeat(17) }, 'format.username', { reason: 'length' }],
    [{ username: '<script>' }, 'format.username', { reason: 'pattern' }],
    [{ username: 'ab\u200bcd' }, 'format.username', { reason: 'pattern' }],
    [{ password: '12345', confirmPassword: '12345' }, 'format.password', { reason: 'length' }],
    [{ password: 'pass word', confirmPassword: 'pass word' }, 'format.password', { reason: 'pattern' }],
    [{ confirmPassword: 'Secret13' }, 'format.confirmPassword', { reason: 'mismatch' }],
    [{ confirmPassword: '' }, 'format.confirmPassword', { reason: 'required' }],
    [{ rebates: rates({ SPORTS: '1.51' }) }, 'rebate.above.ceiling', { category: 'SPORTS', ceiling: '1.50' }],
    [{ rebates: rates({ LIVE: '-0.10' }) }, 'rebate.format', { category: 'LIVE' }],
    [{ rebates: rates({ RNG: '0.505' }) }, 'rebate.format', { category: 'RNG' }],
    [{ rebates: rates({ FISH: 'abc' }) }, 'rebate.format', { category: 'FISH' }],
  ])('refuses %p with %s', async (overrides, code, value) => {
    const token = await agentToken();
    const { body } = await openAccount(token, form(overrides));
    expect(body).toMatchObject({ success: false, code, value });
    expect(platform.state.accounts.has('newdown01')).toBe(false);
  });

  it('refuses malformed requests and non-agents', async () => {
    const token = await agentToken();
    for (const overrides of [{ memberType: 'BOSS' }, { rebates: rates().slice(1) }, { rebates: 'x' }]) {
      expect((await openAccount(token, form(overrides))).body.code).toBe('request.invalid');
    }
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await openAccount(member, form())).body.code).toBe('agent.invalid');
    expect((await client.get('/wps/agent/register/quota', { token: member })).body.code).toBe('agent.invalid');
    expect((await openAccount(null, form())).status).toBe(401);
    const plain = await client.post('/wps/agent/register', form(), { token });
    expect(plain.body.code).toBe('request.decrypt');
  });

  it('never logs the password', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation(() => undefined),
    );
    try {
      const token = await agentToken();
      await openAccount(token, form());
      await openAccount(token, form({ username: 'x' }));
      for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toMatch(/Secret12/);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('agent invitation links', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const rates = (rate: string) => REBATE_CATEGORIES.map((category) => ({ category, rate }));
  const agentToken = () => client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
  const list = async (token: string) =>
    (await client.get<{ links: Link[] }>('/wps/agent/affiliate-links', { token })).body.value.links;
  const create = (token: string, body: unknown) => client.post<Link>('/wps/agent/affiliate-links', body, { token });
  const captcha = async (): Promise<string> => {
    await client.get('/wps/captcha', { headers: { Module: 'CAPTCHA3' } });
    return (await client.get<{ answer: string }>('/__sim/captcha')).body.value.answer;
  };
  const registration = async (username: string, affiliateCode: string) => ({
    registerMethod: 'H5',
    username,
    password: 'Secret12',
    confirmPassword: 'Secret12',
    affiliateCode,
    birthday: '1995-03-04',
    captcha: await captcha(),
  });

  it('lists, creates and deletes an agent own links', async () => {
    const token = await agentToken();
    expect(await list(token)).toEqual([]);
    const first = (await create(token, { memberType: 'MEMBER', rebates: rates('0.40') })).body.value;
    const second = (await create(token, { memberType: 'AGENT', rebates: rates('0.30') })).body.value;
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await list(token)).map((l) => l.id)).toEqual([second.id, first.id]);
    const other = await client.loginToken({ username: 'agent02', password: 'Agent1234', loginFrom: 'AGENT' });
    expect(await list(other)).toEqual([]);
    expect((await client.del(`/wps/agent/affiliate-links/${first.id}`, { token: other })).body.code).toBe(
      'affiliate.link.not.found',
    );
    expect((await client.del(`/wps/agent/affiliate-links/${first.id}`, { token })).body.success).toBe(true);
    expect((await list(token)).map((l) => l.id)).toEqual([second.id]);
    expect((await client.del(`/wps/agent/affiliate-links/${first.id}`, { token })).body.code).toBe(
      'affiliate.link.not.found',
    );
    expect(
      (await client.get<{ valid: boolean }>('/wps/affiliate/check', { query: { code: first.code } })).body.value.valid,
    ).toBe(false);
  });

  it('keeps link rates within the ceiling and refuses non-agents', async () => {
    const token = await agentToken();
    expect((await create(token, { memberType: 'MEMBER', rebates: rates('1.21') })).body).toMatchObject({
      code: 'rebate.above.ceiling',
      value: { category: 'LIVE', ceiling: '1.20' },
    });
    expect((await create(token, { memberType: 'X', rebates: rates('0.1') })).body.code).toBe('request.invalid');
    const member = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    expect((await client.get('/wps/agent/affiliate-links', { token: member })).body.code).toBe('agent.invalid');
  });

  it('puts a registration through a member link under the agent with the link rates', async () => {
    const token = await agentToken();
    const link = (await create(token, { memberType: 'MEMBER', rebates: rates('0.40') })).body.value;
    expect(
      (await client.get<{ valid: boolean }>('/wps/affiliate/check', { query: { code: link.code.toLowerCase() } })).body
        .value.valid,
    ).toBe(true);
    const { body } = await client.register(await registration('linked01', link.code.toLowerCase()));
    expect(body.success).toBe(true);
    expect((body.value as LoginValue).customerType).toBe(0);
    const account = platform.state.accounts.get('linked01');
    expect(account).toMatchObject({ upline: 'agent01', type: 0 });
    expect(account?.rebates?.own.SPORTS).toBe(40);
    expect((await list(token))[0]?.registrations).toBe(1);
  });

  it('makes a sub-agent through an agent link, signed in as an agent', async () => {
    const token = await agentToken();
    const link = (await create(token, { memberType: 'AGENT', rebates: rates('0.30') })).body.value;
    const { body } = await client.register(await registration('linked02', link.code));
    expect(body.success).toBe(true);
    expect((body.value as LoginValue).customerType).toBe(2);
    expect(platform.state.accounts.get('linked02')?.rebates).toEqual({
      own: expect.objectContaining({ LOTT: 30 }),
      downlineDefaults: expect.objectContaining({ LOTT: 30 }),
    });
  });

  it('refuses a deleted link code', async () => {
    const token = await agentToken();
    const link = (await create(token, { memberType: 'MEMBER', rebates: rates('0.40') })).body.value;
    await client.del(`/wps/agent/affiliate-links/${link.id}`, { token });
    expect((await client.register(await registration('linked03', link.code))).body.code).toBe('affiliate.invalid');
  });
});

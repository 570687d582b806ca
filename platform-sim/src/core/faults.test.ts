import { createTestSim } from '../testing/fixtures';

describe('fault injection', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  const raw = (path: string, init?: RequestInit): Promise<Response> =>
    platform.fetch(new Request(`http://x${path}`, init));

  it('delays matching requests', async () => {
    await client.post('/__sim/faults', { path: '/wps/game', delayMs: 120 });
    const started = Date.now();
    const { status } = await client.get('/wps/game/list?gameType=RNG');
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    const other = Date.now();
    await client.get('/wps/system/settings');
    expect(Date.now() - other).toBeLessThan(100);
  });

  it('gives up a delayed request when the caller aborts', async () => {
    await client.post('/__sim/faults', { path: '/wps/system', delayMs: 5_000 });
    const started = Date.now();
    await expect(raw('/wps/system/settings', { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('answers a status with a plain (non-envelope) body', async () => {
    await client.post('/__sim/faults', { path: '/wps/wallet', status: 502 });
    const response = await raw('/wps/wallet/balance');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain('502');
  });

  it('answers a status with an envelope when a code is given', async () => {
    await client.post('/__sim/faults', { path: '/wps/member/info', status: 401, code: 'session.expired' });
    const { status, body } = await client.get('/wps/member/info');
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'session.expired', value: null });
  });

  it('answers malformed JSON with 200', async () => {
    await client.post('/__sim/faults', { path: '/wps/announcements', malformed: true });
    const response = await raw('/wps/announcements');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('limits the number of affected requests with times', async () => {
    await client.post('/__sim/faults', { path: '/wps/game/list', status: 500, times: 2 });
    expect((await raw('/wps/game/list?gameType=RNG')).status).toBe(500);
    expect((await raw('/wps/game/list?gameType=RNG')).status).toBe(500);
    expect((await raw('/wps/game/list?gameType=RNG')).status).toBe(200);
    expect((await client.get<unknown[]>('/__sim/faults')).body.value).toHaveLength(0);
  });

  it('is unlimited by default and cleared by DELETE', async () => {
    await client.post('/__sim/faults', { path: '/wps/', status: 500 });
    for (let i = 0; i < 5; i += 1) expect((await raw('/wps/system/settings')).status).toBe(500);
    const cleared = await client.del<{ cleared: number }>('/__sim/faults');
    expect(cleared.body.value.cleared).toBe(1);
    expect((await raw('/wps/system/settings')).status).toBe(200);
  });

  it('matches the method when given', async () => {
    await client.post('/__sim/faults', { path: '/wps/session', method: 'post', status: 500 });
    expect((await raw('/wps/session/key')).status).toBe(200);
    expect((await raw('/wps/session/login/freeplay', { method: 'POST' })).status).toBe(500);
  });

  it('prefers the latest matching fault', async () => {
    await client.post('/__sim/faults', { path: '/wps/', status: 500 });
    await client.post('/__sim/faults', { path: '/wps/system', status: 504 });
    expect((await raw('/wps/system/settings')).status).toBe(504);
    expect((await raw('/wps/game/list')).status).toBe(500);
  });

  it('never affects the admin surface', async () => {
    await client.post('/__sim/faults', { path: '/', status: 500 });
    expect((await client.get('/__sim/state')).status).toBe(200);
    expect((await client.del('/__sim/faults')).status).toBe(200);
  });

  it('validates fault bodies', async () => {
    for (const bad of [
      {},
      { path: 'wps' },
      { path: '/wps' },
      { path: '/wps', status: 99 },
      { path: '/wps', delayMs: -1 },
      { path: '/wps', status: 500, times: 0 },
      { path: '/wps', status: 500, malformed: true },
      { path: '/wps', method: 'FETCH', status: 500 },
      { path: '/wps', lose: 'yes' },
      { path: '/wps', lose: true, status: 500 },
      { path: '/wps', lose: true, malformed: true },
    ]) {
      const { status, body } = await client.post('/__sim/faults', bad);
      expect(status).toBe(400);
      expect(body.code).toBe('request.invalid');
    }
  });

  it('loses the answer of a request the platform carried out: nothing comes until the caller gives up', async () => {
    const token = await client.loginToken({ username: 'demo02', password: 'Demo1234' });
    await client.post('/__sim/faults', { path: '/wps/member/password', method: 'PUT', lose: true, times: 1 });
    const started = Date.now();
    const change = raw('/wps/member/password', {
      method: 'PUT',
      headers: { Token: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ oldPassword: 'Demo1234', newPassword: 'Lost1234', confirmNewPassword: 'Lost1234' }),
      signal: AbortSignal.timeout(100),
    });
    await expect(change).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(2_000);
    // It did happen: the new password works.
    expect((await client.login({ username: 'demo02', password: 'Lost1234' })).body.success).toBe(true);
    expect((await client.get<unknown[]>('/__sim/faults')).body.value).toHaveLength(0);
  });
});

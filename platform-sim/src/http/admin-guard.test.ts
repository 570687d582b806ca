import { request as httpRequest } from 'node:http';
import { createPlatform } from '../platform';
import { ADMIN_KEY_ENV, ADMIN_KEY_HEADER, adminKeyFromEnv, startSimServer, type SimServer } from './server';

const KEY = 'test-admin-key-0123456789';

describe('the admin surface over HTTP', () => {
  let server: SimServer;
  beforeAll(async () => {
    server = await startSimServer({ port: 0, adminKey: KEY });
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => server.platform.reset());

  const call = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
  const json = { 'content-type': 'application/json' };
  const setMaintenance = (headers: Record<string, string>) =>
    call('/__sim/mode', { method: 'POST', headers, body: JSON.stringify({ maintenance: true }) });
  const code = async (response: Response) => ((await response.json()) as { code: string }).code;

  it('refuses every call without the key, GET included', async () => {
    for (const path of [
      '/__sim/state',
      '/__sim/sms?mobileNum=09450000001',
      '/__sim/mail?username=demo01',
      '/__sim/captcha',
    ]) {
      const response = await call(path);
      expect(response.status).toBe(403);
      expect(await code(response)).toBe('admin.key');
    }
    expect((await setMaintenance(json)).status).toBe(403);
    expect((await call('/__sim/reset', { method: 'POST', headers: json })).status).toBe(403);
    expect(server.platform.state.modes.maintenance).toBe(false);
  });

  it('refuses a wrong key, whatever its length', async () => {
    for (const wrong of [KEY.slice(0, -1) + 'X', KEY.slice(0, 8), `${KEY}0`, '']) {
      const response = await setMaintenance({ ...json, [ADMIN_KEY_HEADER]: wrong });
      expect(response.status).toBe(403);
      expect(await code(response)).toBe('admin.key');
    }
    expect(server.platform.state.modes.maintenance).toBe(false);
  });

  it('does the call with the right key and a JSON body', async () => {
    const response = await setMaintenance({ ...json, [ADMIN_KEY_HEADER]: KEY });
    expect(response.status).toBe(200);
    expect(server.platform.state.modes.maintenance).toBe(true);
    const state = await call('/__sim/state', { headers: { [ADMIN_KEY_HEADER]: KEY } });
    expect(state.status).toBe(200);
    expect((await call('/wps/game/list?gameType=RNG')).status).toBe(503);
  });

  it('refuses bodies that are not application/json (what forms and no-cors fetches send)', async () => {
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await setMaintenance({ 'content-type': type, [ADMIN_KEY_HEADER]: KEY });
      expect(response.status).toBe(415);
      expect(await code(response)).toBe('admin.content.type');
    }
    expect((await call('/__sim/reset', { method: 'POST', headers: { [ADMIN_KEY_HEADER]: KEY } })).status).toBe(415);
    expect(
      (
        await call('/__sim/faults', {
          method: 'DELETE',
          headers: { 'content-type': 'text/plain', [ADMIN_KEY_HEADER]: KEY },
        })
      ).status,
    ).toBe(415);
    expect(
      (await setMaintenance({ 'content-type': 'application/json; charset=utf-8', [ADMIN_KEY_HEADER]: KEY })).status,
    ).toBe(200);
  });

  it('refuses requests from web pages (Origin, Sec-Fetch-Site), even with the key', async () => {
    const withKey = { ...json, [ADMIN_KEY_HEADER]: KEY };
    const pages: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const page of pages) {
      const response = await setMaintenance({ ...withKey, ...page });
      expect(response.status).toBe(403);
      expect(await code(response)).toBe('admin.origin');
    }
    expect(server.platform.state.modes.maintenance).toBe(false);
  });

  it('guards the admin path however the URL spells it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.url);
      const req = httpRequest(
        { hostname: url.hostname, port: url.port, method: 'POST', path: '/wps/../__sim/mode', headers: json },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ maintenance: true }));
    });
    expect(status).toBe(403);
    expect(server.platform.state.modes.maintenance).toBe(false);
  });

  it('leaves the platform API alone', async () => {
    const settings = await call('/wps/system/settings', {
      headers: { origin: 'https://site.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(settings.status).toBe(200);
    const sms = await call('/wps/verification/sms/noLogin', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobileNum: '09450000001' }),
    });
    expect(((await sms.json()) as { success: boolean }).success).toBe(true);
  });
});

describe('the admin key', () => {
  it('is fresh and random for every server that is not given one', async () => {
    const [a, b] = await Promise.all([startSimServer({ port: 0 }), startSimServer({ port: 0 })]);
    try {
      expect(a.adminKey).toMatch(/^[\w-]{43}$/);
      expect(a.adminKey).not.toBe(b.adminKey);
      expect((await fetch(`${a.url}/__sim/state`)).status).toBe(403);
      expect((await fetch(`${a.url}/__sim/state`, { headers: { [ADMIN_KEY_HEADER]: b.adminKey } })).status).toBe(403);
      expect((await fetch(`${a.url}/__sim/state`, { headers: { [ADMIN_KEY_HEADER]: a.adminKey } })).status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it(`comes from ${ADMIN_KEY_ENV} when set, and a weak one is refused without being echoed`, () => {
    expect(adminKeyFromEnv({ [ADMIN_KEY_ENV]: KEY })).toBe(KEY);
    expect(adminKeyFromEnv({})).not.toBe(adminKeyFromEnv({}));
    expect(adminKeyFromEnv({ [ADMIN_KEY_ENV]: '' })).toMatch(/^[\w-]{43}$/);
    for (const weak of ['short1', 'has a space in the middle', 'nön-ascii-characters-here']) {
      expect(() => adminKeyFromEnv({ [ADMIN_KEY_ENV]: weak })).toThrow(ADMIN_KEY_ENV);
      expect(() => adminKeyFromEnv({ [ADMIN_KEY_ENV]: weak })).not.toThrow(weak);
    }
  });

  it('cannot be made weak in code either', () => {
    expect(() => startSimServer({ port: 0, adminKey: '' })).toThrow('adminKey');
    expect(() => startSimServer({ port: 0, adminKey: 'short' })).toThrow('adminKey');
  });

  it('is not needed in-process (jest calls platform.fetch directly)', async () => {
    const platform = createPlatform();
    const response = await platform.fetch('/__sim/mode', {
      method: 'POST',
      body: JSON.stringify({ maintenance: true }),
    });
    expect(response.status).toBe(200);
    expect(platform.state.modes.maintenance).toBe(true);
  });
});

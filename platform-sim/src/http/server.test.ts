import { createPlatform } from '../platform';
import { createSimClient } from '../testing/client';
import { ADMIN_KEY_HEADER, startSimServer, type SimServer } from './server';

describe('HTTP server', () => {
  let server: SimServer;
  beforeAll(async () => {
    server = await startSimServer({ port: 0, platform: createPlatform() });
  });
  afterAll(async () => {
    await server.close();
  });
  const admin = () => ({ 'content-type': 'application/json', [ADMIN_KEY_HEADER]: server.adminKey });

  it('binds to localhost on a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url).not.toMatch(/:0$/);
  });

  it('answers settings over real HTTP', async () => {
    const response = await fetch(`${server.url}/wps/system/settings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as {
      success: boolean;
      value: { merchantCode: string; location: { ip: string } };
    };
    expect(body.success).toBe(true);
    expect(body.value.merchantCode).toBe('MC01');
  });

  it('passes headers through (x-forwarded-for, Token) and logs in with an encrypted body', async () => {
    const client = createSimClient((request) => fetch(request), server.url);
    const settings = await client.get<{ location: { ip: string } }>('/wps/system/settings', {
      headers: { 'X-Forwarded-For': '198.51.100.4' },
    });
    expect(settings.body.value.location.ip).toBe('198.51.100.4');
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const balance = await client.get<{ sumBalance: string }>('/wps/wallet/balance', { token });
    expect(balance.body.value.sumBalance).toBe('1234.50');
    expect((await client.get('/wps/wallet/balance')).status).toBe(401);
  });

  it('shares state with the in-process platform and the admin surface', async () => {
    await fetch(`${server.url}/__sim/mode`, {
      method: 'POST',
      body: JSON.stringify({ maintenance: true }),
      headers: admin(),
    });
    expect(server.platform.state.modes.maintenance).toBe(true);
    expect((await fetch(`${server.url}/wps/game/list?gameType=RNG`)).status).toBe(503);
    await fetch(`${server.url}/__sim/reset`, { method: 'POST', headers: admin() });
    expect((await fetch(`${server.url}/wps/game/list?gameType=RNG`)).status).toBe(200);
  });

  it('streams binary-safe asset bodies and copies their headers', async () => {
    const response = await fetch(`${server.url}/wps/assets/game/10001.svg`);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('</svg>');
  });

  it('answers OPTIONS and injected faults over HTTP', async () => {
    expect((await fetch(`${server.url}/wps/session/login`, { method: 'OPTIONS' })).status).toBe(204);
    await fetch(`${server.url}/__sim/faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/wps/captcha', malformed: true, times: 1 }),
      headers: admin(),
    });
    const malformed = await fetch(`${server.url}/wps/captcha`);
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();
    expect((await fetch(`${server.url}/wps/captcha`)).status).toBe(200);
  });

  it('starts a second server on another port and closes it', async () => {
    const other = await startSimServer({ port: 0 });
    expect(other.url).not.toBe(server.url);
    expect((await fetch(`${other.url}/wps/system/settings`)).status).toBe(200);
    await other.close();
    await expect(fetch(`${other.url}/wps/system/settings`)).rejects.toThrow();
  });
});

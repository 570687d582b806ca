import { createTestSim } from './testing/fixtures';
import { DEFAULT_MENU } from './data/seed';

describe('platform basics', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());

  it('answers the envelope for settings', async () => {
    const { status, headers, body } = await client.get('/wps/system/settings', {
      headers: { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' },
    });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({
      success: true,
      code: '0',
      message: '',
      value: expect.objectContaining({
        merchantCode: 'MC01',
        trialMerchantCode: 'MCTRIAL',
        maintenance: false,
        regionRestriction: false,
        location: { ip: '203.0.113.7', country: 'MM' },
        currency: { code: 'MMK', symbol: 'K' },
        defaultLanguage: 'MY',
        languages: ['MY', 'EN'],
        mobileTemplate: expect.objectContaining({ mem_cen: '1', dep_func: '1' }),
      }),
    });
  });

  it('defaults the client ip to 127.0.0.1', async () => {
    const { body } = await client.get<{ location: { ip: string } }>('/wps/system/settings');
    expect(body.value.location.ip).toBe('127.0.0.1');
  });

  it('accepts any origin, relative URLs and (input, init) calls', async () => {
    for (const url of [
      'https://m.example.com/wps/system/settings',
      'http://localhost:8080/wps/system/settings?x=1',
      '/wps/system/settings',
    ]) {
      const response = await platform.fetch(url);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { success: boolean }).success).toBe(true);
    }
    const response = await platform.fetch(new Request('http://x/wps/system/settings'), {});
    expect(response.status).toBe(200);
  });

  it('rejects an already aborted request like fetch', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      platform.fetch(new Request('http://x/wps/system/settings', { signal: controller.signal })),
    ).rejects.toBeDefined();
  });

  it('answers unknown paths with a 404 envelope and wrong methods with 405', async () => {
    const missing = await client.get('/wps/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'request.not.found' });
    const wrong = await client.post('/wps/system/settings');
    expect(wrong.status).toBe(405);
    expect(wrong.body.code).toBe('request.method');
    expect(wrong.headers.get('allow')).toContain('GET');
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const response = await platform.fetch(new Request('http://x/wps/session/login', { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers HEAD without a body', async () => {
    const response = await platform.fetch(new Request('http://x/wps/system/settings', { method: 'HEAD' }));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('serves whitelabel switches and the agent menu', async () => {
    const switches = (
      await client.get<Record<string, boolean>>('/wps/whitelabel/switches', { headers: { Module: 'COMM3' } })
    ).body.value;
    for (const name of [
      'DIRECTREG3',
      'CHNGPASSVERIF3',
      'MOBILEVERCODELOGIN3',
      'AGETRANSFERUP3',
      'DEPRECM3',
      'WITHREC3',
      'TRANSREC3',
      'TRANSBETREPMEM3',
      'PERSREP',
      'REWCEN3',
      'MANPLAYREB3',
      'PLYRBT',
      'INBOX3',
      'FEEDBACK3',
    ]) {
      expect(switches[name]).toBe(true);
    }
    expect(switches.FACEBOOKLOGIN3).toBe(false);
    expect(switches.GOOGLELOGIN3).toBe(false);
    const menu = (await client.get<Record<string, boolean>>('/wps/whitelabel/menu')).body.value;
    expect(Object.keys(menu).sort()).toEqual(Object.keys(DEFAULT_MENU).sort());
    expect(Object.values(menu).every(Boolean)).toBe(true);
  });

  it('lets admin flip switches and menu keys', async () => {
    await client.post('/__sim/switches', { FACEBOOKLOGIN3: true });
    await client.post('/__sim/menu', { dividend: false });
    expect((await client.get<Record<string, boolean>>('/wps/whitelabel/switches')).body.value.FACEBOOKLOGIN3).toBe(
      true,
    );
    expect((await client.get<Record<string, boolean>>('/wps/whitelabel/menu')).body.value.dividend).toBe(false);
    const bad = await client.post('/__sim/switches', { FACEBOOKLOGIN3: 'yes' });
    expect(bad.status).toBe(400);
  });

  describe('maintenance', () => {
    it('answers 503 system.maintenance on every /wps call except settings', async () => {
      await client.post('/__sim/mode', { maintenance: true, maintenanceMessage: 'Back at 10:00' });
      for (const path of [
        '/wps/whitelabel/switches',
        '/wps/game/list?gameType=RNG',
        '/wps/session/key',
        '/wps/member/info',
        '/wps/assets/game/10001.svg',
      ]) {
        const { status, body } = await client.get(path);
        expect(status).toBe(503);
        expect(body).toMatchObject({ success: false, code: 'system.maintenance', message: 'Back at 10:00' });
      }
      const settings = await client.get<{ maintenance: boolean; maintenanceMessage: string }>('/wps/system/settings');
      expect(settings.status).toBe(200);
      expect(settings.body.value).toMatchObject({ maintenance: true, maintenanceMessage: 'Back at 10:00' });
      expect((await client.get('/__sim/state')).status).toBe(200);
    });

    it('region restriction only changes the settings flags', async () => {
      await client.post('/__sim/mode', { regionRestriction: true });
      expect(
        (await client.get<{ regionRestriction: boolean }>('/wps/system/settings')).body.value.regionRestriction,
      ).toBe(true);
      expect((await client.get('/wps/game/list?gameType=RNG')).status).toBe(200);
    });

    it('rejects malformed mode bodies', async () => {
      expect((await client.post('/__sim/mode', { maintenance: 'on' })).status).toBe(400);
      expect((await client.post('/__sim/mode', '{not json')).status).toBe(400);
    });
  });

  describe('reset', () => {
    it('restores modes, announcements, balances, faults and invalidates tokens', async () => {
      const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
      await client.post('/__sim/mode', { maintenance: true });
      await client.post('/__sim/announcements', { type: 'PL', title: 'Extra', content: '<p>x</p>' });
      await client.post('/__sim/balance', { username: 'demo01', amount: '1.00' });
      await client.post('/__sim/faults', { path: '/wps/game', status: 500 });

      const reset = await client.post('/__sim/reset');
      expect(reset.body.success).toBe(true);

      expect((await client.get<{ maintenance: boolean }>('/wps/system/settings')).body.value.maintenance).toBe(false);
      expect((await client.get('/wps/member/info', { token })).status).toBe(401);
      expect((await client.get('/wps/game/list?gameType=RNG')).status).toBe(200);
      const announcements = await client.get<{ player: { title: string }[] }>('/wps/announcements', {
        query: { types: 'PL' },
      });
      expect(announcements.body.value.player.map((a) => a.title)).not.toContain('Extra');
      const fresh = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
      expect(
        (await client.get<{ sumBalance: string }>('/wps/wallet/balance', { token: fresh })).body.value.sumBalance,
      ).toBe('1234.50');
    });

    it('platform.reset() does the same in-process', async () => {
      const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
      platform.reset();
      expect(platform.state.sessions.size).toBe(0);
      expect((await client.get('/wps/member/info', { token })).status).toBe(401);
    });
  });

  it('state summary never exposes passwords or tokens', async () => {
    const token = await client.loginToken({ username: 'demo01', password: 'Demo1234' });
    const text = JSON.stringify((await client.get('/__sim/state')).body);
    expect(text).toContain('demo01');
    expect(text).not.toContain('Demo1234');
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/salt|hash/);
  });
});

import { createTestSim } from '../../testing/fixtures';

interface Ann {
  id: number;
  title: string;
  content: string;
  imageUrl?: string;
  link?: string;
  createdAt: number;
}
interface Lists {
  banners: Ann[];
  player: Ann[];
  popup: Ann[];
  hot: Ann[];
  promotion: Ann[];
  agent?: Ann[];
  footer?: { unreadCount: number };
}

describe('announcements', () => {
  const { platform, client } = createTestSim();
  beforeEach(() => platform.reset());
  const HOME = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M', merchantCode: 'MC01' };

  it('answers the home lists', async () => {
    const { body } = await client.get<Lists>('/wps/announcements', { query: HOME });
    const value = body.value;
    expect(Object.keys(value).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    expect(value.banners.length).toBeGreaterThanOrEqual(3);
    for (const banner of value.banners) {
      expect(banner.imageUrl).toMatch(/^\/wps\/assets\/banner\/\d+\.svg$/);
      expect(banner.link).toMatch(/^(\/m\/|https:\/\/)/);
    }
    expect(value.banners.some((b) => b.link?.startsWith('/m/gameList?gameType='))).toBe(true);
    expect(value.banners.some((b) => b.link?.startsWith('https://'))).toBe(true);
    expect(value.player.length).toBeGreaterThanOrEqual(3);
    expect(value.popup.length).toBeGreaterThanOrEqual(1);
    expect(value.hot.length).toBeGreaterThanOrEqual(1);
    expect(value.promotion).toEqual([]); // PR not requested
    const created = value.player.map((a) => a.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('carries rich HTML and a hostile item in the notice and popup lists', async () => {
    const { body } = await client.get<Lists>('/wps/announcements', { query: HOME });
    const html = [...body.value.player, ...body.value.popup].map((a) => a.content);
    expect(html.some((c) => c.includes('<b>'))).toBe(true);
    expect(html.some((c) => /<a href="https?:|<a href="\//.test(c))).toBe(true);
    expect(html.some((c) => c.includes('<img src="/wps/assets/'))).toBe(true);
    for (const list of [body.value.player, body.value.popup]) {
      const hostile = list.find((a) => a.content.includes('onerror='));
      expect(hostile?.content).toContain('<script>window.__xss=1</script>');
      expect(hostile?.content).toContain('href="javascript:window.__xss=1"');
    }
  });

  it('filters banners by group and adds agent lists for type A', async () => {
    const reg = await client.get<Lists>('/wps/announcements', { query: { types: 'B', groupName: 'm_reg' } });
    expect(reg.body.value.banners).toHaveLength(1);
    expect(reg.body.value.player).toEqual([]);
    const agent = await client.get<Lists>('/wps/announcements', { query: { types: 'A', groupName: 'm_home' } });
    expect(agent.body.value.agent?.length).toBeGreaterThan(0);
    expect(agent.body.value.footer).toEqual({ unreadCount: 0 });
    const token = await client.loginToken({ username: 'agent01', password: 'Agent1234', loginFrom: 'AGENT' });
    const withToken = await client.get<Lists>('/wps/announcements', { token, query: { types: 'A' } });
    expect(withToken.body.value.footer?.unreadCount).toBe(withToken.body.value.agent?.length);
  });

  it('adds announcements through the admin surface', async () => {
    const added = await client.post<{ id: number }>('/__sim/announcements', {
      type: 'PU',
      title: 'Flash sale',
      content: '<p>Now</p>',
    });
    expect(added.body.success).toBe(true);
    const { body } = await client.get<Lists>('/wps/announcements', { query: HOME });
    expect(body.value.popup[0]).toMatchObject({ id: added.body.value.id, title: 'Flash sale', content: '<p>Now</p>' });
    expect((await client.post('/__sim/announcements', { type: 'X', title: 't', content: '' })).status).toBe(400);
    expect((await client.post('/__sim/announcements', { type: 'PL', content: 'no title' })).status).toBe(400);
  });

  it('rejects unknown types', async () => {
    expect((await client.get('/wps/announcements', { query: { types: 'B,ZZ' } })).body.code).toBe('request.invalid');
  });

  it('serves help items', async () => {
    const { body } = await client.get<{ list: { title: string; content: string }[] }>('/wps/system/helpCenter', {
      query: { lang: 'EN', device: 'MOBILE' },
    });
    expect(body.value.list.length).toBeGreaterThanOrEqual(4);
    expect(body.value.list.every((h) => h.title && h.content.startsWith('<'))).toBe(true);
  });
});

import routes from './routes';

const route = (path: string) => routes.find((r) => r.path === path);

describe('member remote routes', () => {
  it('login hides the header and the bottom menu, with the way back home', () => {
    expect(route('/m/login')).toMatchObject({ guard: 'none', header: 'none', bottomMenu: false, backTo: '/m/home' });
  });

  it('member centre hides the header, keeps the bottom menu and answers its alias', () => {
    expect(route('/m/mine')).toMatchObject({ guard: 'none', header: 'none', bottomMenu: true, aliases: ['/m/member/home'] });
  });

  it('loads a screen component for every route', async () => {
    for (const r of routes) {
      const screen = await r.load();
      expect(typeof screen.default).toBe('function');
    }
  });
});

import { loadExposed } from './load-exposed';
import { forgetRouteModules } from './remote-screen';
import { warmRemoteScreen } from './warm-screen';
import { layoutStore } from '../layout/layout-store';

jest.mock('./load-exposed', () => ({ loadExposed: jest.fn() }));
const mockedLoadExposed = loadExposed as jest.MockedFunction<typeof loadExposed>;

const registry = {
  remotes: [{ name: 'games', manifest: 'http://localhost:3002/0.1.0/mf-manifest.json', routes: ['/m/gameList'] }],
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warmRemoteScreen', () => {
  beforeEach(() => {
    forgetRouteModules();
    mockedLoadExposed.mockReset();
  });

  it('loads the routes of the remote owning the path, then the screen itself', async () => {
    const load = jest.fn(async () => ({ default: () => null }));
    mockedLoadExposed.mockResolvedValue({ default: [{ path: '/m/gameList', load }] });
    warmRemoteScreen(registry, '/m/gameList');
    await flush();
    expect(mockedLoadExposed).toHaveBeenCalledWith('games', 'routes');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load a member screen for a guest, nor anything on a page of the host', async () => {
    const load = jest.fn(async () => ({ default: () => null }));
    mockedLoadExposed.mockResolvedValue({ default: [{ path: '/m/gameList', guard: 'member', load }] });
    warmRemoteScreen(registry, '/m/gameList');
    warmRemoteScreen(registry, '/m/home');
    await flush();
    expect(mockedLoadExposed).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failure to itself: the route shows it later', async () => {
    mockedLoadExposed.mockRejectedValue(new Error('unreachable'));
    expect(() => warmRemoteScreen(registry, '/m/gameList')).not.toThrow();
    await flush();
  });

  it('settles once the route is known (or the remote failed), without waiting for the screen', async () => {
    mockedLoadExposed.mockResolvedValue({
      default: [{ path: '/m/gameList', load: () => new Promise(() => undefined) }],
    });
    await expect(warmRemoteScreen(registry, '/m/gameList')).resolves.toBeUndefined();
    forgetRouteModules();
    mockedLoadExposed.mockRejectedValue(new Error('unreachable'));
    await expect(warmRemoteScreen(registry, '/m/gameList')).resolves.toBeUndefined();
  });

  it("hands the page's layout to the host as soon as the route is known, for the first render", async () => {
    window.history.replaceState(null, '', '/m/gameList');
    mockedLoadExposed.mockResolvedValue({
      default: [
        {
          path: '/m/gameList',
          header: 'default',
          titleKey: 'games:list.title',
          load: async () => ({ default: () => null }),
        },
      ],
    });
    await warmRemoteScreen(registry, '/m/gameList');
    expect(layoutStore.getState()).toMatchObject({
      pathname: '/m/gameList',
      layout: { header: 'default', titleKey: 'games:list.title' },
    });
  });
});

import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { renderWithProviders, setupI18n } from '@mc/shared-kernel/testing';
import type { RemoteRegistry } from '@mc/shared-kernel';
import { remoteOwners } from '../federation/remote-owners';
import { AppRoutes } from './app-routes';

// The parts around the routing are tested where they live; here they only say which one was chosen.
jest.mock('../federation/remote-screen', () => ({
  RemoteScreen: ({ remote }: { remote: string }) => <p data-testid="remote-screen">{remote}</p>,
}));
jest.mock('../features/home/home-page', () => ({ HomePage: () => <p data-testid="home-page">home</p> }));
jest.mock('../layout/layout', () => {
  const { Outlet } = jest.requireActual<typeof import('react-router')>('react-router');
  return { Layout: () => <Outlet /> };
});

const REGISTRY: RemoteRegistry = {
  remotes: [
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine', '/m/login'] },
    { name: 'games', manifest: 'http://localhost:3002/0.1.0/mf-manifest.json', routes: ['/m/gameList'] },
  ],
};

const router: { navigate: NavigateFunction | null } = { navigate: null };
const navigate = (to: string) => void router.navigate?.(to);
function Where() {
  const go = useNavigate();
  useEffect(() => {
    router.navigate = go;
  }, [go]);
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderRoutes(route: string, registry = REGISTRY, mode: 0 | 1 = 0) {
  return renderWithProviders(
    <>
      <AppRoutes registry={registry} mode={mode} onModeChange={() => undefined} />
      <Where />
    </>,
    { route },
  );
}

describe('AppRoutes', () => {
  beforeAll(() => setupI18n('EN'));

  it('knows each remote path of the registry and the remote that owns it', () => {
    expect([...remoteOwners(REGISTRY)]).toEqual([
      ['/m/mine', 'member'],
      ['/m/login', 'member'],
      ['/m/gameList', 'games'],
    ]);
  });

  it("shows a remote's screen on each of its paths, and another remote's on the next", async () => {
    renderRoutes('/m/gameList');
    expect(await screen.findByTestId('remote-screen')).toHaveTextContent('games');
    await act(async () => navigate('/m/mine'));
    expect(screen.getByTestId('remote-screen')).toHaveTextContent('member');
    await act(async () => navigate('/m/login?from=x'));
    expect(screen.getByTestId('remote-screen')).toHaveTextContent('member');
  });

  it('shows home on its own path, and sends its other addresses there', async () => {
    renderRoutes('/m');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
    expect(screen.queryByTestId('remote-screen')).not.toBeInTheDocument();
  });

  it('says "not found" for a path no one owns, a near miss of a remote path included', async () => {
    renderRoutes('/m/nowhere');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    await act(async () => navigate('/m/gameList/extra'));
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-screen')).not.toBeInTheDocument();
  });

  it('follows a new registry: a path released later is a screen', async () => {
    const view = renderRoutes('/m/promo');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    const later: RemoteRegistry = {
      remotes: [...REGISTRY.remotes, { name: 'agent', manifest: 'http://localhost:3003/m.json', routes: ['/m/promo'] }],
    };
    view.rerender(
      <>
        <AppRoutes registry={later} mode={0} onModeChange={() => undefined} />
        <Where />
      </>,
    );
    expect(screen.getByTestId('remote-screen')).toHaveTextContent('agent');
  });

  it('sends every path to the maintenance page while the site is closed, and the document says so', async () => {
    renderRoutes('/m/gameList', REGISTRY, 1);
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/maintenance');
    expect(screen.queryByTestId('remote-screen')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('The platform is under maintenance · MC'));
  });
});

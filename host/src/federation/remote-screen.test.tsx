import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { i18n, registerNamespace, sessionStore, type RemoteRoute, type RemoteScreenModule } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n } from '@mc/shared-kernel/testing';
import { loadExposed, RemoteUnavailableError } from './load-exposed';
import { REMOTE_DEADLINE_MS } from './remote-attempts';
import { forgetRouteModules, loadRoutes, loadScreen, matchRoute, RemoteScreen } from './remote-screen';
import { layoutStore } from '../layout/layout-store';

jest.mock('./load-exposed', () => {
  const actual = jest.requireActual('./load-exposed');
  return { ...actual, loadExposed: jest.fn() };
});
const mockedLoad = loadExposed as jest.MockedFunction<typeof loadExposed>;

const screenOf = (text: string) => async () => ({ default: () => <p>{text}</p> });
const routes: RemoteRoute[] = [
  {
    path: '/m/open',
    guard: 'none',
    titleKey: 'x:open',
    header: 'none',
    bottomMenu: false,
    load: screenOf('open screen'),
  },
  { path: '/m/mine', aliases: ['/m/member/home'], guard: 'none', load: screenOf('mine screen') },
  { path: '/m/members-only', guard: 'member', load: screenOf('member screen') },
  { path: '/m/real', guard: 'real-account', load: screenOf('real screen') },
  { path: '/m/agent-home', guard: 'agent', load: screenOf('agent screen') },
];

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/login" element={<p>login page</p>} />
      <Route path="/m/home" element={<p>home page</p>} />
      <Route path="*" element={<RemoteScreen remote="member" />} />
    </Routes>,
    { route: path },
  );
}

const session = (type: number, trial = false) =>
  sessionStore.getState().login({ token: 't', merchantCode: 'MC01', userName: 'u1', type }, { trial });

describe('RemoteScreen', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    resetSession();
    mockedLoad.mockReset();
    forgetRouteModules();
  });

  it('renders the owning screen and hands its layout metadata to the host', async () => {
    mockedLoad.mockResolvedValue({ default: routes });
    renderAt('/m/open');
    expect(await screen.findByText('open screen')).toBeInTheDocument();
    expect(layoutStore.getState().layout).toEqual({
      titleKey: 'x:open',
      header: 'none',
      bottomMenu: false,
      backTo: undefined,
    });
  });

  it('renders a screen already loaded at once, without a loading state (revisits, in-remote navigation)', async () => {
    mockedLoad.mockResolvedValue({ default: routes });
    const first = renderAt('/m/open');
    expect(await screen.findByText('open screen')).toBeInTheDocument();
    first.unmount();
    renderAt('/m/open');
    expect(screen.getByText('open screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a screen only with the texts its title names already loaded, so nothing waits for them after it', async () => {
    let seen: boolean | null = null;
    const Texts = () => {
      seen = i18n.hasLoadedNamespace('screen-texts');
      return <p>texts screen</p>;
    };
    registerNamespace('screen-texts', { EN: async () => ({ hello: 'Hello' }), MY: async () => ({ hello: 'Hello' }) });
    mockedLoad.mockResolvedValue({
      default: [{ path: '/m/texts', titleKey: 'screen-texts:hello', load: async () => ({ default: Texts }) }],
    });
    renderAt('/m/texts');
    expect(await screen.findByText('texts screen')).toBeInTheDocument();
    expect(seen).toBe(true);
  });

  it('renders a screen warmed before the app started in its first render, with its layout', async () => {
    mockedLoad.mockResolvedValue({ default: routes });
    const route = matchRoute(await loadRoutes('member'), '/m/open')!;
    await loadScreen(route);
    renderAt('/m/open');
    expect(screen.getByText('open screen')).toBeInTheDocument();
    expect(layoutStore.getState().layout.header).toBe('none');
  });

  it('starts a screen module’s prefetch once, with the address’s query, as soon as its chunk is in', async () => {
    const prefetch = jest.fn();
    let chunk!: (module: RemoteScreenModule) => void;
    const route: RemoteRoute = { path: '/m/list', load: () => new Promise((resolve) => (chunk = resolve)) };
    window.history.replaceState(null, '', '/m/list?gameType=RNG');
    try {
      const ready = loadScreen(route);
      void loadScreen(route);
      expect(prefetch).not.toHaveBeenCalled();
      chunk({ default: () => <p>list screen</p>, prefetch });
      await ready;
      expect(prefetch).toHaveBeenCalledTimes(1);
      expect(prefetch).toHaveBeenCalledWith('?gameType=RNG');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('still shows a screen whose prefetch throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = () => {
      throw new Error('prefetch broke');
    };
    mockedLoad.mockResolvedValue({
      default: [
        { path: '/m/broken-prefetch', load: async () => ({ default: () => <p>screen shown</p>, prefetch: failing }) },
      ],
    });
    renderAt('/m/broken-prefetch');
    expect(await screen.findByText('screen shown')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[federation] a screen prefetch failed', expect.any(Error));
    warn.mockRestore();
  });

  it('resolves aliases', async () => {
    mockedLoad.mockResolvedValue({ default: routes });
    renderAt('/m/member/home');
    expect(await screen.findByText('mine screen')).toBeInTheDocument();
  });

  it('sends guests to login on member routes and trial users to the real-account notice', async () => {
    mockedLoad.mockResolvedValue({ default: routes });
    renderAt('/m/members-only');
    expect(await screen.findByText('login page')).toBeInTheDocument();

    session(0, true);
    renderAt('/m/real');
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
  });

  it.each([
    [0, 'home page'],
    [4, 'home page'],
    [40, 'home page'],
    [1, 'agent screen'],
    [41, 'agent screen'],
  ])('agent guard: type %p sees %p', async (type, expected) => {
    mockedLoad.mockResolvedValue({ default: routes });
    session(type);
    renderAt('/m/agent-home');
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('shows the "not available yet" state for a path the remote release does not have', async () => {
    mockedLoad.mockResolvedValue({ default: routes });
    renderAt('/m/unknown-yet');
    expect(await screen.findByTestId('not-available')).toBeInTheDocument();
  });

  it('confines an unreachable remote to a fallback and recovers on Retry without reloading', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockRejectedValueOnce(new RemoteUnavailableError('member'));
    renderAt('/m/open');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByTestId('remote-fallback-member')).toHaveTextContent(
      'This part of the site could not be loaded.',
    );

    mockedLoad.mockResolvedValue({ default: routes });
    await userEvent.click(retry);
    expect(await screen.findByText('open screen')).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('offers Retry once the remote is late, and shows the screen when the late load arrives', async () => {
    jest.useFakeTimers();
    try {
      let arrive: (value: { default: RemoteRoute[] }) => void = () => undefined;
      mockedLoad.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
      renderAt('/m/open');
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
      act(() => jest.advanceTimersByTime(REMOTE_DEADLINE_MS - 100));
      expect(screen.queryByTestId('remote-fallback-member')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByTestId('remote-fallback-member')).toHaveTextContent(
        'This part of the site is taking too long to load.',
      );
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

      await act(async () => arrive({ default: routes }));
      expect(await screen.findByText('open screen')).toBeInTheDocument();
      expect(screen.queryByTestId('remote-fallback-member')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('catches a screen that throws while rendering', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failure');
    };
    mockedLoad.mockResolvedValue({ default: [{ path: '/m/open', load: async () => ({ default: Broken }) }] });
    renderAt('/m/open');
    expect(await screen.findByTestId('remote-fallback-member')).toBeInTheDocument();
    error.mockRestore();
  });

  it('forgets a failed routes module so the next attempt fetches again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockRejectedValueOnce(new RemoteUnavailableError('member')).mockResolvedValue({ default: routes });
    const { unmount } = renderAt('/m/mine');
    await screen.findByTestId('remote-fallback-member');
    unmount();
    await act(async () => {
      renderAt('/m/mine');
    });
    await waitFor(() => expect(screen.getByText('mine screen')).toBeInTheDocument());
    error.mockRestore();
  });
});

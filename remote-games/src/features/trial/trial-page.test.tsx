import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, TRIAL_BALANCE, type Platform } from '@mc/platform-sim';
import { bus, formatMoney, login, sessionStore } from '@mc/shared-kernel';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  toastStore,
} from '@mc/shared-kernel/testing';
import '../../i18n/play/namespace';
import TrialPage from './trial-page';

let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  resetSession();
  toastStore.setState({ toasts: [] });
  await setupI18n('EN');
});

const sim = (path: string, init?: RequestInit) => platform.fetch(new Request(`http://sim${path}`, init));

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderTrial() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/trail" element={<TrialPage />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { route: '/m/trail' },
  );
}

const freePlayNames = (type: string) =>
  platform.catalogue.games
    .filter((g) => g.gameType === type)
    .slice(0, 26)
    .filter((g) => g.supportPlay === 1)
    .map((g) => g.gameName);

async function startFreePlay() {
  renderTrial();
  await userEvent.click(await screen.findByRole('button', { name: 'Start free play' }));
  await waitFor(() => expect(sessionStore.getState().trialName).not.toBeNull());
}

describe('TrialPage', () => {
  it('explains free play to a visitor and starts it: trial name, play money, free-play games', async () => {
    await startFreePlay();
    const trialName = sessionStore.getState().trialName!;
    expect(trialName).toMatch(/^TRIAL_/);
    // The loading notice goes once the trial account is open.
    await waitFor(() => expect(toastStore.getState().toasts).toEqual([]));
    expect(sessionStore.getState().info?.merchantCode).toBe('MCTRIAL');
    expect(await screen.findByTestId('trial-name')).toHaveTextContent(trialName);
    await waitFor(() => expect(screen.getByTestId('trial-balance')).toHaveTextContent(formatMoney(TRIAL_BALANCE)));

    const list = await screen.findByRole('list', { name: 'Free-play games' });
    const names = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(freePlayNames('RNG'));
    expect(names.length).toBeGreaterThan(0);
  });

  it('shows the free-play games of another category', async () => {
    await startFreePlay();
    await screen.findByRole('list', { name: 'Free-play games' });
    await userEvent.click(screen.getByRole('tab', { name: 'Fishing' }));
    await waitFor(() => {
      const names = within(screen.getByRole('list', { name: 'Free-play games' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
      expect(names).toEqual(freePlayNames('FISH'));
    });
  });

  it('launches a game with the free-play flag and comes back here', async () => {
    await startFreePlay();
    const list = await screen.findByRole('list', { name: 'Free-play games' });
    const [name] = freePlayNames('RNG');
    await userEvent.click(within(list).getByRole('button', { name }));
    const url = new URL(screen.getByTestId('location').textContent!, 'http://site');
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('freePlay')).toBe('1');
    expect(url.searchParams.get('pageBack')).toBe('/m/trail');
  });

  it('refreshes the play money after a game changed it', async () => {
    await startFreePlay();
    await waitFor(() => expect(screen.getByTestId('trial-balance')).toHaveTextContent('2,000.00'));
    const key = sessionStore.getState().trialName!.toLowerCase();
    platform.state.accounts.get(key)!.balance -= 100;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('trial-balance')).toHaveTextContent('1,999.00'));
  });

  it('answers real-account actions with the real-account prompt', async () => {
    await startFreePlay();
    const prompts: unknown[] = [];
    const off = bus.on('auth:required', (payload) => prompts.push(payload));
    for (const name of ['Deposit', 'Withdraw', 'Favourites'])
      await userEvent.click(await screen.findByRole('button', { name }));
    off();
    expect(prompts).toEqual(Array(3).fill({ reason: 'real-account' }));
  });

  it('shows a failed free-play start with Retry', async () => {
    await sim('/__sim/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/wps/session/login/freeplay', status: 503, times: 1 }),
    });
    renderTrial();
    await userEvent.click(await screen.findByRole('button', { name: 'Start free play' }));
    const alert = await screen.findByRole('alert');
    expect(toastStore.getState().toasts).toEqual([]);
    expect(alert).toHaveTextContent('The server had a problem');
    expect(sessionStore.getState().info).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('trial-name')).toBeInTheDocument();
  });

  it('tells a real member free play is for visitors', async () => {
    const { username, password } = DEMO_ACCOUNTS.member;
    await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderTrial();
    expect(await screen.findByRole('heading', { name: 'You are signed in with a real account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the games' })).toHaveAttribute('href', '/m/gameList?gameType=RNG');
    expect(screen.queryByRole('button', { name: 'Start free play' })).not.toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import '../../i18n/namespace';
import '../../i18n/rebate/namespace';
import { simAdmin } from '../../testing/sim';
import LeaderboardPage from './leaderboard-page';

const SLOW = { timeout: 15_000 };
let platform: Platform;
let reduced = false;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  reduced = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reduced,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  await login(
    {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      type: 'username',
      loginFrom: 'MEMBER',
    },
    'MC01',
  );
});

afterEach(() => {
  jest.useRealTimers();
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/m/leaderBoard" element={<LeaderboardPage />} />
    </Routes>,
    { route: '/m/leaderBoard' },
  );

describe('/m/leaderBoard', () => {
  it("shows the ranking, the member's own rank and score, the prizes, and a countdown that ticks", async () => {
    renderPage();
    const rank = await screen.findByTestId('my-rank', {}, SLOW);
    expect(rank).toHaveTextContent(/^Rank \d+$/);
    const table = screen.getByRole('table', { name: 'Ranking' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const mine = screen.getByTestId('my-row');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('de***01 (you)');
    expect(within(mine).getAllByRole('cell')[0]).toHaveTextContent(rank.textContent!.replace('Rank ', ''));
    expect(screen.getByText('Place 1').nextSibling).toHaveTextContent('300,000.00');
    expect(screen.getByText('Places 4 to 10')).toBeInTheDocument();

    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^\d+d \d+h \d+m \d+s$/);
    const first = timer.textContent;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByRole('timer').textContent).not.toBe(first);
  });

  it('under reduced motion the countdown shows no seconds and does not change each second', async () => {
    reduced = true;
    renderPage();
    const timer = await screen.findByRole('timer', {}, SLOW);
    expect(timer).toHaveTextContent(/^\d+d \d+h \d+m$/);
    const first = timer.textContent;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByRole('timer').textContent).toBe(first);
  });

  it('a member without bets in the mission is not ranked yet', async () => {
    const demo = platform.state.accounts.get('demo01')!;
    demo.orders = [];
    renderPage();
    expect(await screen.findByTestId('my-rank', {}, SLOW)).toHaveTextContent('Not ranked yet');
    expect(screen.queryByTestId('my-row')).toBeNull();
  });

  it('a malformed answer shows an error with Retry; switched off says there is no mission', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/mission/leaderboard', malformed: true, times: 1 });
    const view = renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' }, SLOW)).toBeInTheDocument();
    view.unmount();
    platform.state.switches.MISSION3 = false;
    renderPage();
    expect(await screen.findByText('There is no mission running right now.', {}, SLOW)).toBeInTheDocument();
  });
});

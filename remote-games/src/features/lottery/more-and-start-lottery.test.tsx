import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { login } from '@mc/shared-kernel';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  pageTitleStore,
} from '@mc/shared-kernel/testing';
import routes from '../../exposes/routes';
import '../../i18n/lobby/namespace';
import MoreLotteryPage from './more-lottery-page';
import StartLotteryPage from './start-lottery-page';

let platform: Platform;
let calls: URL[];

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  localStorage.clear();
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/game/lottery/list') calls.push(url);
      return platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/moreLottery" element={<MoreLotteryPage />} />
      <Route path="/m/startLottery" element={<StartLotteryPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

async function fault(body: Record<string, unknown>) {
  await platform.fetch(new Request('http://sim/__sim/faults', { method: 'POST', body: JSON.stringify(body) }));
}

const lottGames = (vassalage: string) => platform.catalogue.games.filter((g) => g.vassalage === vassalage);
const location = () => new URL(screen.getByTestId('location').textContent!, 'http://x');

describe('route layout', () => {
  it('hides the bottom menu on /m/moreLottery and titles the two centres', () => {
    const byPath = new Map(routes.map((r) => [r.path, r]));
    expect(byPath.get('/m/moreLottery')?.bottomMenu).toBe(false);
    expect(byPath.get('/m/gameCenter')?.titleKey).toBe('games-lobby:gameCenter.title');
    expect(byPath.get('/m/slotsCenter')?.titleKey).toBe('games-lobby:slotsCenter.title');
  });
});

describe('more lotteries', () => {
  it('lists every game of every group of the prize mode', async () => {
    renderAt('/m/moreLottery?prizeMode=Lott');
    const vn = await screen.findByRole('region', { name: 'Vietnam Lottery' });
    expect(within(vn).getAllByRole('listitem')).toHaveLength(lottGames('TCG_LOTTO_VN').length);
    expect(within(screen.getByRole('region', { name: 'Lottery' })).getAllByRole('listitem')).toHaveLength(
      lottGames('LOTT').length,
    );
    expect(screen.queryByRole('link', { name: /^See all/ })).not.toBeInTheDocument();
  });

  it('brings the group it was opened for into view', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    renderAt('/m/moreLottery?prizeMode=Lott&group=12');
    await screen.findByRole('region', { name: 'Lottery' });
    await waitFor(() => expect(scrolled).toEqual(['lottery-group-12']));
  });

  it('switches prize mode with the tabs', async () => {
    renderAt('/m/moreLottery?prizeMode=Lott&group=12');
    await screen.findByRole('region', { name: 'Vietnam Lottery' });
    await userEvent.click(screen.getByRole('tab', { name: 'SEA Lottery' }));
    const sea = await screen.findByRole('region', { name: 'SEA Lottery' });
    expect(within(sea).getAllByRole('listitem')).toHaveLength(lottGames('TCG_SEA').length);
  });

  it('shows the failure with Retry', async () => {
    await fault({ path: '/wps/game/lottery/list', status: 503, times: 1 });
    renderAt('/m/moreLottery?prizeMode=SEA');
    await userEvent.click(within(await screen.findByTestId('error-state')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'SEA Lottery' })).toBeInTheDocument();
  });
});

describe('start lottery', () => {
  it('shows the game of ?code in its prize mode with its play types, titled by its name', async () => {
    const game = lottGames('ELOTT').find((g) => g.lottoMode === 'Tradition,Entertainment')!;
    renderAt(`/m/startLottery?code=${game.gameCode}&prizeMode=Elott`);
    expect(await screen.findByTestId('start-lottery-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: game.gameName })).toBeInTheDocument();
    expect(pageTitleStore.getState().title).toBe(game.gameName);
    expect(screen.getByText('E-Lottery', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Traditional', 'Entertainment']);
    expect(screen.getByRole('link', { name: 'Go to the lottery lobby' })).toHaveAttribute(
      'href',
      '/m/lottery?prizeMode=Elott',
    );
    expect(calls.map((c) => c.searchParams.get('prizeMode'))).toEqual(['Elott']);
  });

  it('finds a code without a prize mode in the first mode that has it', async () => {
    const game = lottGames('TCG_LOTTO_VN').find((g) => /Fast/.test(g.gameName))!;
    renderAt(`/m/startLottery?code=${game.gameCode}`);
    expect(await screen.findByRole('heading', { level: 2, name: game.gameName })).toBeInTheDocument();
    // In Lott and in ZY; Lott is the first tab.
    expect(screen.getByText('Lottery · Vietnam Lottery')).toBeInTheDocument();
  });

  it('looks in every mode when ?prizeMode is not one it knows', async () => {
    const sea = lottGames('TCG_SEA')[0]!;
    renderAt(`/m/startLottery?code=${sea.gameCode}&prizeMode=nonsense`);
    expect(await screen.findByText('SEA Lottery', { selector: 'p' })).toBeInTheDocument();
  });

  it('launches the chosen play type for a member, with the prize mode', async () => {
    const { username, password } = DEMO_ACCOUNTS.member;
    await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    const game = lottGames('LOTT')[0]!;
    renderAt(`/m/startLottery?code=${game.gameCode}&prizeMode=Lott`);
    await userEvent.click(await screen.findByRole('button', { name: 'Traditional' }));
    await waitFor(() => expect(location().pathname).toBe('/m/launchGame'));
    expect(location().searchParams.get('code')).toBe(game.gameCode);
    expect(location().searchParams.get('playType')).toBe('trad');
    expect(location().searchParams.get('prize_mode')).toBe('Lott');
  });

  it('sends a guest to login', async () => {
    const game = lottGames('TCG_SEA')[0]!;
    renderAt(`/m/startLottery?code=${game.gameCode}&prizeMode=SEA`);
    await userEvent.click(await screen.findByRole('button', { name: 'Traditional' }));
    expect(location().pathname).toBe('/m/login');
  });

  it('says an unknown code is not there and leads back to the lobby', async () => {
    renderAt('/m/startLottery?code=NOPE1&prizeMode=SEA');
    expect(await screen.findByText('This lottery could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lottery lobby' })).toHaveAttribute(
      'href',
      '/m/lottery?prizeMode=SEA',
    );
  });

  it('says so without asking anything when there is no code', async () => {
    renderAt('/m/startLottery');
    expect(await screen.findByText('This lottery could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lottery lobby' })).toHaveAttribute(
      'href',
      '/m/lottery?prizeMode=Lott',
    );
    expect(calls).toHaveLength(0);
  });

  it('shows the failure with Retry, then the game', async () => {
    const game = lottGames('LOTT')[0]!;
    await fault({ path: '/wps/game/lottery/list', status: 503, times: 1 });
    renderAt(`/m/startLottery?code=${game.gameCode}&prizeMode=Lott`);
    await userEvent.click(within(await screen.findByTestId('error-state')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: game.gameName })).toBeInTheDocument();
  });
});

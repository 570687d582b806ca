import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import {
  BackButton,
  formatMoney,
  freePlayLogin,
  login,
  useBalance,
  usePageBackReplace,
  usePageBackTo,
  usePageTitleText,
} from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/play/namespace';
import { launchPath } from '../../entities/game-launch';
import LaunchGamePage from './launch-game-page';

let platform: Platform;
let calls: URL[];
/** A game page address the platform answers the next launch with instead of its own. */
let launchedUrl: string | null;
/** The game's name in that answer. */
let launchedName: string;

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  launchedUrl = null;
  launchedName = 'Vendor game';
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      calls.push(url);
      if (launchedUrl !== null && url.pathname === '/wps/game/launchGame') {
        const body = { success: true, code: '0', message: '', value: { url: launchedUrl, gameName: launchedName } };
        launchedUrl = null;
        return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      }
      return platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

const signIn = () =>
  login(
    {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      type: 'username',
      loginFrom: 'MEMBER',
    },
    'MC01',
  );
const sim = (path: string, init?: RequestInit) => platform.fetch(new Request(`http://sim${path}`, init));
const fault = (body: Record<string, unknown>) => sim('/__sim/faults', { method: 'POST', body: JSON.stringify(body) });

/** Stands in for the host's header: the back arrow and title a screen sets, and the balance the kernel holds. */
function Header() {
  const balance = useBalance();
  const backTo = usePageBackTo();
  const replace = usePageBackReplace();
  const title = usePageTitleText();
  return (
    <header>
      <BackButton to={backTo ?? undefined} replace={backTo !== null && replace} />
      {title ? <h1>{title}</h1> : null}
      <output data-testid="balance">{balance.isFetching ? '' : formatMoney(balance.data?.sumBalance ?? '')}</output>
    </header>
  );
}

function Probe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-navigation={navigationType}>
      {location.pathname + location.search}
    </output>
  );
}

const BACK = '/m/gameList?gameType=RNG';

function renderLaunch(route: string) {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="/m/launchGame" element={<LaunchGamePage />} />
        <Route path="*" element={<Probe />} />
      </Routes>
    </>,
    { route },
  );
}

const rngGame = (pick: (g: Platform['catalogue']['games'][number]) => boolean = () => true) =>
  platform.catalogue.games.find((g) => g.gameType === 'RNG' && pick(g))!;
const routeFor = (game: ReturnType<typeof rngGame>) =>
  launchPath({
    vendor: game.vassalage,
    category: game.gameType,
    nodeId: game.nodeId,
    gameId: game.gameId,
    code: game.gameCode,
    pageBack: BACK,
    freePlay: false,
  });

describe('LaunchGamePage', () => {
  it('opens the platform’s game page inside the site, named in the header, and records the game as recent', async () => {
    await signIn();
    const game = rngGame();
    renderLaunch(routeFor(game));
    expect(await screen.findByText('Opening the game…')).toBeInTheDocument();
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAttribute('title', game.gameName);
    expect(frame.getAttribute('src')).toMatch(/^http:\/\/localhost\/wps\/play\/[\w-]+$/);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    // Served through the site's own origin: never same-origin with the page that holds the session.
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
    expect(screen.getByRole('heading', { level: 1, name: game.gameName })).toBeInTheDocument();

    const launchCall = calls.find((u) => u.pathname === '/wps/game/launchGame')!;
    expect(Object.fromEntries(launchCall.searchParams)).toMatchObject({
      nodeId: game.nodeId,
      gameId: game.gameId,
      vendor: game.vassalage,
      category: 'RNG',
      code: game.gameCode,
      playType: 'trad',
      freePlay: '0',
    });
    expect(platform.state.recent.get('demo01')?.[0]).toBe(game.nodeId);
    await waitFor(() =>
      expect(
        calls.some((u) => u.pathname === '/wps/game/recent/add' && u.searchParams.get('nodeId') === game.nodeId),
      ).toBe(true),
    );
  });

  it('shows no empty heading while the game has no name, nor when the platform sends a blank one', async () => {
    await signIn();
    launchedUrl = 'https://games.vendor.example/play/1';
    launchedName = '   ';
    renderLaunch(routeFor(rngGame()));
    expect(await screen.findByText('Opening the game…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    const frame = await screen.findByTestId('game-frame');
    // The route's title names the page (the host's header shows it) and the frame.
    expect(frame).toHaveAttribute('title', 'Game');
    expect(screen.getByRole('region', { name: 'Game' })).toContainElement(frame);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('goes back to pageBack and fetches the balance the game changed', async () => {
    await signIn();
    renderLaunch(routeFor(rngGame()));
    const frame = await screen.findByTestId('game-frame');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,234.50'));
    // Play one spin on the sim's game page, as the iframe would.
    const spin = await sim(`${new URL(frame.getAttribute('src')!).pathname}/spin`, { method: 'POST' });
    expect(spin.status).toBe(303);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(BACK);
    // In place of the game: the browser's back does not start it again.
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,233.50'));
  });

  it('has one back control, the header’s: the page draws no bar of its own', async () => {
    await signIn();
    const game = rngGame();
    renderLaunch(routeFor(game));
    await screen.findByTestId('game-frame');
    expect(screen.getAllByRole('button', { name: 'Back' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: game.gameName })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a game under maintenance is, and Retry opens it once it is back', async () => {
    await signIn();
    await fault({ path: '/wps/game/launchGame', status: 200, code: 'game.maintenance', times: 1 });
    renderLaunch(routeFor(rngGame()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game is under maintenance. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
  });

  it('shows other failures with Retry', async () => {
    await signIn();
    await fault({ path: '/wps/game/launchGame', status: 503, times: 1 });
    renderLaunch(routeFor(rngGame()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('game-frame')).toBeInTheDocument();
  });

  it('tells a trial player that a game without free play needs a real account', async () => {
    await freePlayLogin('MCTRIAL');
    renderLaunch(routeFor(rngGame((g) => g.supportPlay === 0)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please login an actual account to use this function');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it("keeps a vendor's own origin for a game page on another origin", async () => {
    await signIn();
    launchedUrl = 'https://games.vendor.example/play?t=1';
    renderLaunch(routeFor(rngGame()));
    const frame = await screen.findByTestId('game-frame');
    expect(frame).toHaveAttribute('src', 'https://games.vendor.example/play?t=1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups');
  });

  it.each([
    ['/\\evil.example/play'],
    ['/\t/evil.example/play'],
    ['https://user:pw@games.vendor.example/'],
    ['javascript:alert(1)'],
    ['//evil.example/play'],
  ])('frames no game page at %p', async (url) => {
    await signIn();
    launchedUrl = url;
    renderLaunch(routeFor(rngGame()));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
  });

  it('goes home from a pageBack that is not a path of the site, without throwing', async () => {
    await signIn();
    const game = rngGame();
    const route = launchPath({
      vendor: game.vassalage,
      category: game.gameType,
      nodeId: game.nodeId,
      gameId: game.gameId,
      code: game.gameCode,
      pageBack: BACK,
      freePlay: false,
    });
    renderLaunch(route.replace(encodeURIComponent(BACK), encodeURIComponent('/\t/evil.example/m/home')));
    await screen.findByTestId('game-frame');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('says so when the address names no game', async () => {
    await signIn();
    renderLaunch('/m/launchGame?code=lobby');
    expect(await screen.findByRole('alert')).toHaveTextContent('This game link is incomplete');
    expect(calls.some((u) => u.pathname === '/wps/game/launchGame')).toBe(false);
  });
});

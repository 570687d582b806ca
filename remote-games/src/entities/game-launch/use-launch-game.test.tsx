import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { freePlayLogin, login } from '@mc/shared-kernel';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  toastStore,
} from '@mc/shared-kernel/testing';
import { useLaunchGame, type LaunchableGame, type LaunchOptions } from './use-launch-game';

let platform: Platform;
let mappingCalls: number;

beforeEach(async () => {
  platform = createPlatform();
  mappingCalls = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (new URL(request.url).pathname === '/wps/game/vassalage') mappingCalls += 1;
      return platform.fetch(request);
    },
  });
  resetSession();
  toastStore.setState({ toasts: [] });
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

function Launcher({ game, options }: { game: LaunchableGame; options?: LaunchOptions }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game, options)}>
      launch
    </button>
  );
}

function Probe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

const FROM = '/m/lottery?tab=LOTT';

function renderLauncher(game: LaunchableGame, options?: LaunchOptions) {
  renderWithProviders(
    <Routes>
      <Route path="/m/lottery" element={<Launcher game={game} options={options} />} />
      <Route path="*" element={<Probe />} />
    </Routes>,
    { route: FROM },
  );
  return userEvent.click(screen.getByRole('button', { name: 'launch' }));
}

async function destination() {
  const probe = await screen.findByTestId('location');
  return {
    url: new URL(probe.textContent!, 'http://site'),
    state: JSON.parse(probe.getAttribute('data-state')!) as unknown,
  };
}

const catalogueGame = (pick: (g: Platform['catalogue']['games'][number]) => boolean): LaunchableGame => {
  const game = platform.catalogue.games.find(pick)!;
  return { ...game };
};

describe('useLaunchGame', () => {
  it('sends a guest to /m/login with where they were, without asking the platform anything', async () => {
    await renderLauncher(catalogueGame((g) => g.vassalage === 'LOTT'));
    const { url, state } = await destination();
    expect(url.pathname).toBe('/m/login');
    expect(state).toEqual({ from: FROM });
    expect(mappingCalls).toBe(0);
  });

  it('reads the LOTT vendor mapping for the prize mode, then opens the launch route', async () => {
    await signIn();
    const game = catalogueGame((g) => g.vassalage === 'LOTT' && g.lottoMode === 'Tradition,Entertainment');
    await renderLauncher(game);
    const { url, state } = await destination();
    expect(url.pathname).toBe('/m/launchGame');
    // The sim's LOTT mapping has no ELOTT vendor: the lott mode.
    expect(url.searchParams.get('prize_mode')).toBe('Lott');
    expect(url.searchParams.get('playType')).toBe('ent');
    expect(url.searchParams.get('code')).toBe(game.gameCode);
    expect(url.searchParams.get('pageBack')).toBe(FROM);
    expect(state).toBeNull();
    expect(mappingCalls).toBe(1);
  });

  it('tells the player when the vendor mapping cannot be read, and stays', async () => {
    await signIn();
    await platform.fetch(
      new Request('http://sim/__sim/faults', {
        method: 'POST',
        body: JSON.stringify({ path: '/wps/game/vassalage', status: 503 }),
      }),
    );
    await renderLauncher(catalogueGame((g) => g.vassalage === 'TCG_LOTTO_VN'));
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        kind: 'error',
        text: 'The server had a problem. Please try again.',
      }),
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('opens a VASSALAGE vendor tile as that vendor’s game list (H5 type from the mapping)', async () => {
    await signIn();
    await renderLauncher({ vassalage: 'PG', gameType: 'RNG' }, { source: 'vendor' });
    const { url } = await destination();
    expect(url.pathname).toBe('/m/gameList');
    expect(url.searchParams.get('vassalage')).toBe('PG');
    expect(url.searchParams.get('gameType')).toBe('RNG');
  });

  it('launches a GAME vendor tile into its lobby', async () => {
    await signIn();
    await renderLauncher({ vassalage: 'SABA', gameType: 'SPORTS' }, { source: 'vendor' });
    const { url } = await destination();
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('vendor')).toBe('SABA');
    expect(url.searchParams.get('code')).toBe('lobby');
  });

  it('launches a trial player’s game with free play, without reading the mapping', async () => {
    await freePlayLogin('MCTRIAL');
    const game = catalogueGame((g) => g.gameType === 'RNG' && g.supportPlay === 1);
    await renderLauncher(game);
    const { url } = await destination();
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('freePlay')).toBe('1');
    expect(url.searchParams.get('nodeId')).toBe(game.nodeId);
    expect(mappingCalls).toBe(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { changeLanguage, login } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/lobby/namespace';
import GameCenterPage from './game-center-page';
import GameLobbyPage from './game-lobby-page';
import { HOT_GAMES_SHOWN } from './components/hot-games';
import SlotsCenterPage from './slots-center-page';

let platform: Platform;
let calls: URL[];
/** Types whose vendor mapping (or hot list) is answered empty: the sim has vendors and hot games for every type. */
let emptyTypes: Set<string>;

const ok = (value: unknown) => Promise.resolve(Response.json({ success: true, code: '0', value }));

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  emptyTypes = new Set();
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      calls.push(url);
      const type = url.searchParams.get('gameType') ?? '';
      if (url.pathname === '/wps/game/vassalage' && emptyTypes.has(type)) return ok({ vendors: [], gameClassify: [] });
      if (url.pathname === '/wps/game/hot' && emptyTypes.has(type)) return ok({ list: [] });
      return platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

afterEach(() => changeLanguage('EN'));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/gameLobby" element={<GameLobbyPage />} />
      <Route path="/m/gameCenter" element={<GameCenterPage />} />
      <Route path="/m/slotsCenter" element={<SlotsCenterPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

async function fault(body: Record<string, unknown>) {
  const response = await platform.fetch(
    new Request('http://sim/__sim/faults', { method: 'POST', body: JSON.stringify(body) }),
  );
  expect(response.ok).toBe(true);
}

const CATEGORIES = [
  ['SPORTS', 'Sports'],
  ['ESPORTS', 'Esports'],
  ['COCKFIGHT', 'Cockfight'],
  ['LIVE', 'Live Casino'],
  ['FISH', 'Fishing'],
  ['RNG', 'Slots'],
  ['PVP', 'Card Games'],
  ['INHOUSE', 'In-house Games'],
] as const;
const section = (name: string) => screen.getByRole('region', { name });
const vendorNames = (gameType: string) => platform.catalogue.vendorsOf(gameType).map((v) => v.displayName);
const location = () => new URL(screen.getByTestId('location').textContent!, 'http://x');

describe('game lobby', () => {
  it('shows every category as a large entry into its list, with its vendors under it', async () => {
    renderAt('/m/gameLobby');
    expect(await screen.findAllByTestId('vendor-skeleton')).toHaveLength(CATEGORIES.length);
    await waitFor(() => expect(screen.queryAllByTestId('vendor-skeleton')).toHaveLength(0));
    for (const [type, name] of CATEGORIES) {
      const block = section(name);
      expect(within(block).getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(within(block).getAllByRole('link')[0]).toHaveAttribute('href', `/m/gameList?gameType=${type}`);
      const vendors = within(block).getByRole('list', { name: `${name} providers` });
      expect(
        within(vendors)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(vendorNames(type));
      const first = platform.catalogue.vendorsOf(type)[0]!;
      expect(within(vendors).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        `/m/gameList?gameType=${type}&vassalage=${first.vassalage}`,
      );
    }
    expect(
      calls.filter((c) => c.pathname === '/wps/game/vassalage').map((c) => c.searchParams.get('gameType')),
    ).toEqual(CATEGORIES.map(([type]) => type));
  });

  it('ends with lottery, leading to its lobby and to each prize-mode tab', async () => {
    renderAt('/m/gameLobby');
    const lottery = await screen.findByRole('region', { name: 'Lottery' });
    const links = within(lottery).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/m/lottery',
      '/m/lottery?prizeMode=Lott',
      '/m/lottery?prizeMode=ZY',
      '/m/lottery?prizeMode=Elott',
      '/m/lottery?prizeMode=SEA',
    ]);
  });

  it('opens the vendor list when a vendor is tapped', async () => {
    renderAt('/m/gameLobby');
    const fishing = await screen.findByRole('list', { name: 'Fishing providers' });
    await userEvent.click(within(fishing).getByRole('link', { name: 'JILI' }));
    expect(location().pathname + location().search).toBe('/m/gameList?gameType=FISH&vassalage=JILI');
  });

  it('keeps a failed category to itself, with its own Retry', async () => {
    await fault({ path: '/wps/game/vassalage', status: 503, times: 1 });
    renderAt('/m/gameLobby');
    const alert = await screen.findByTestId('error-state');
    await waitFor(() =>
      expect(screen.getAllByRole('list', { name: / providers$/ })).toHaveLength(CATEGORIES.length - 1),
    );
    expect(screen.getAllByTestId('error-state')).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('list', { name: / providers$/ })).toHaveLength(CATEGORIES.length));
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });

  it('says a category has no vendors when the mapping is empty', async () => {
    emptyTypes.add('INHOUSE');
    renderAt('/m/gameLobby');
    expect(
      await within(await screen.findByRole('region', { name: 'In-house Games' })).findByText('No providers here yet'),
    ).toBeInTheDocument();
    expect(within(section('Slots')).getByRole('list', { name: 'Slots providers' })).toBeInTheDocument();
  });

  it('shows the settings failure in every vendor row when the merchant is unknown, and recovers on Retry', async () => {
    await fault({ path: '/wps/system/settings', status: 503, times: 1 });
    renderAt('/m/gameLobby');
    await waitFor(() => expect(screen.getAllByTestId('error-state')).toHaveLength(CATEGORIES.length));
    expect(screen.queryAllByTestId('vendor-skeleton')).toHaveLength(0);
    await userEvent.click(within(screen.getAllByTestId('error-state')[0]!).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('list', { name: / providers$/ })).toHaveLength(CATEGORIES.length));
  });

  it('speaks Burmese, and asks for the vendor names in it', async () => {
    await changeLanguage('MY');
    renderAt('/m/gameLobby');
    expect(await screen.findByRole('region', { name: 'စလော့ဂိမ်း' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.pathname === '/wps/game/vassalage' && c.searchParams.get('language') === 'MY')).toBe(
        true,
      ),
    );
  });
});

describe('game centre (live)', () => {
  it('leads into the live list, by class and by vendor', async () => {
    renderAt('/m/gameCenter');
    const classes = await screen.findByRole('list', { name: 'Game types' });
    const expected = platform.catalogue.classifiesOf('LIVE');
    expect(
      within(classes)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual(expected.map((c) => [c.displayName, `/m/gameList?gameType=LIVE&gameClassify=${c.key}`]));
    expect(expected.map((c) => c.key)).toEqual(
      expect.arrayContaining(['baccarat', 'roulette', 'sicbo', 'dragontiger', 'blackjack']),
    );
    const vendors = screen.getByRole('list', { name: 'Live providers' });
    expect(
      within(vendors)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(vendorNames('LIVE'));
    expect(screen.getByRole('link', { name: /^All live games/ })).toHaveAttribute('href', '/m/gameList?gameType=LIVE');
  });

  it('shows skeletons of both rows, then the failure with Retry', async () => {
    await fault({ path: '/wps/game/vassalage', status: 503, times: 1 });
    renderAt('/m/gameCenter');
    expect(await screen.findByTestId('class-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('vendor-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('error-state')).toHaveLength(2));
    await userEvent.click(within(screen.getAllByTestId('error-state')[0]!).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Live providers' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Game types' })).toBeInTheDocument();
  });

  it('says so when there are no classes or vendors', async () => {
    emptyTypes.add('LIVE');
    renderAt('/m/gameCenter');
    expect(await screen.findByText('No game types here yet')).toBeInTheDocument();
    expect(screen.getByText('No providers here yet')).toBeInTheDocument();
  });
});

describe('slots centre', () => {
  const hotSlots = () => platform.catalogue.games.filter((g) => g.hot && g.gameType === 'RNG');

  it('leads into the RNG list, by vendor and by class, and shows the hot slots', async () => {
    renderAt('/m/slotsCenter');
    expect(await screen.findByTestId('hot-skeleton')).toBeInTheDocument();
    const hot = await screen.findByRole('list', { name: 'Hot slots' });
    expect(
      within(hot)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(
      hotSlots()
        .slice(0, HOT_GAMES_SHOWN)
        .map((g) => g.gameName),
    );
    const hotCall = calls.find((c) => c.pathname === '/wps/game/hot')!;
    expect(Object.fromEntries(hotCall.searchParams)).toEqual({
      isPlatform: '2',
      merchantCode: 'MC01',
      language: 'EN',
      platform: 'html5',
      gameType: 'RNG',
    });

    const vendors = screen.getByRole('list', { name: 'Slot providers' });
    expect(within(vendors).getByRole('link', { name: 'PG Soft' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&vassalage=PG',
    );
    const classes = screen.getByRole('list', { name: 'Slot types' });
    expect(within(classes).getByRole('link', { name: 'Arcade' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&gameClassify=arcade',
    );
    await userEvent.click(screen.getByRole('link', { name: /^All slots/ }));
    expect(location().pathname + location().search).toBe('/m/gameList?gameType=RNG');
  });

  it('sends a guest who taps a hot slot to login', async () => {
    renderAt('/m/slotsCenter');
    const hot = await screen.findByRole('list', { name: 'Hot slots' });
    await userEvent.click(within(hot).getAllByRole('button')[0]!);
    expect(location().pathname).toBe('/m/login');
  });

  it('starts a hot slot for a member', async () => {
    const { username, password } = DEMO_ACCOUNTS.member;
    await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderAt('/m/slotsCenter');
    const hot = await screen.findByRole('list', { name: 'Hot slots' });
    await userEvent.click(within(hot).getAllByRole('button')[0]!);
    await waitFor(() => expect(location().pathname).toBe('/m/launchGame'));
    expect(location().searchParams.get('code')).toBe(hotSlots()[0]!.gameCode);
  });

  it('keeps a failed hot list to its block, with Retry', async () => {
    await fault({ path: '/wps/game/hot', status: 503, times: 1 });
    renderAt('/m/slotsCenter');
    const alert = await screen.findByTestId('error-state');
    expect(await screen.findByRole('list', { name: 'Slot providers' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Hot slots' })).toBeInTheDocument();
  });

  it('says so when there are no hot slots', async () => {
    emptyTypes.add('RNG');
    renderAt('/m/slotsCenter');
    expect(await screen.findByText('No hot games right now')).toBeInTheDocument();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { changeLanguage, login, pageTitleStore } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import GameListPage from './game-list-page';

let platform: Platform;
/** Every game-list request the page made, with when it was made. */
let listCalls: { url: URL; at: number }[];
/** Where the grid's bottom edge is, relative to the top of the viewport (jsdom does no layout). */
let listBottom: number;

const FAR = 5000;
const NEAR = window.innerHeight + 200;

beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const bottom = this.dataset.testid === 'game-grid' ? listBottom : 0;
    return { bottom, top: 0, left: 0, right: 0, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});

beforeEach(async () => {
  platform = createPlatform();
  listCalls = [];
  listBottom = FAR;
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/game/list') listCalls.push({ url, at: Date.now() });
      return platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

function renderPage(route = '/m/gameList?gameType=RNG') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/gameList"
        element={
          <>
            <GameListPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

async function fault(body: Record<string, unknown>) {
  const response = await platform.fetch(new Request('http://sim/__sim/faults', { method: 'POST', body: JSON.stringify(body) }));
  expect(response.ok).toBe(true);
}

type CatalogueGame = Platform['catalogue']['games'][number];
const namesOf = (filter: (g: CatalogueGame) => boolean, count = 26) =>
  platform.catalogue.games.filter(filter).slice(0, count).map((g) => g.gameName);
const isRng = (g: CatalogueGame) => g.gameType === 'RNG';

const grid = () => screen.getByRole('list', { name: 'Games' });
const tileNames = () => within(grid()).getAllByRole('button').map((b) => b.textContent);
const lastCall = () => listCalls[listCalls.length - 1]!.url.searchParams;

async function firstPage(count = 26) {
  await waitFor(() => expect(within(screen.getByTestId('game-grid')).getAllByRole('listitem')).toHaveLength(count));
}

/** The person scrolls the grid's bottom to within 500 px of the screen's bottom, then on past it. */
function scrollNearBottom() {
  listBottom = NEAR;
  fireEvent.scroll(window);
  listBottom = FAR;
}

describe('game list page', () => {
  it('shows skeleton tiles, then the first 26 RNG games from the platform under the category title', async () => {
    renderPage();
    expect(within(await screen.findByTestId('game-grid-skeleton')).getAllByRole('listitem', { hidden: true })).toHaveLength(12);
    await firstPage();
    expect(pageTitleStore.getState().title).toBe('Slots');
    expect(tileNames()).toEqual(namesOf(isRng));
    const img = grid().querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(screen.queryByTestId('game-grid-skeleton')).not.toBeInTheDocument();
  });

  it('sends exactly the request parameters of the spec', async () => {
    renderPage();
    await firstPage();
    expect(listCalls).toHaveLength(1);
    expect(Object.fromEntries(lastCall())).toEqual({
      merchant: 'MC01',
      platform: 'html5',
      gameType: 'RNG',
      pageNo: '1',
      pageSize: '26',
      language: 'EN',
      clientType: '2',
    });
  });

  it('loads page 2 when the list bottom comes within 500 px, appending it', async () => {
    renderPage();
    await firstPage();
    scrollNearBottom();
    await firstPage(52);
    expect(lastCall().get('pageNo')).toBe('2');
    expect(tileNames()).toEqual(namesOf(isRng, 52));
  });

  it('does not load again within one second of the last load', async () => {
    renderPage();
    await firstPage();
    const triggeredAt = Date.now();
    scrollNearBottom();
    await firstPage(52);
    listBottom = NEAR;
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    if (Date.now() - triggeredAt < 1000) expect(listCalls).toHaveLength(2);
    await waitFor(() => expect(listCalls).toHaveLength(3), { timeout: 2500 });
    listBottom = FAR;
    expect(lastCall().get('pageNo')).toBe('3');
    expect(listCalls[2]!.at - triggeredAt).toBeGreaterThanOrEqual(1000);
  });

  it('stops at the last page and says that is everything', async () => {
    // FC has 35 slots: two pages.
    renderPage('/m/gameList?gameType=RNG&vassalage=FC');
    await firstPage();
    expect(screen.queryByText('That is everything')).not.toBeInTheDocument();
    scrollNearBottom();
    await firstPage(35);
    expect(screen.getByText('That is everything')).toBeInTheDocument();
    listBottom = NEAR;
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(listCalls).toHaveLength(2);
  });

  it('filters by vendor from the strip, keeping it in the URL and starting again at page 1', async () => {
    renderPage();
    await firstPage();
    scrollNearBottom();
    await firstPage(52);
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Game providers' })).getByRole('button', { name: 'PG Soft' }));
    await waitFor(() => expect(tileNames()).toEqual(namesOf((g) => isRng(g) && g.vassalage === 'PG')));
    expect(lastCall().get('vassalage')).toBe('PG');
    expect(lastCall().get('pageNo')).toBe('1');
    expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList?gameType=RNG&vassalage=PG');
    expect(screen.getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(tileNames()).toEqual(namesOf(isRng)));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/gameList\?gameType=RNG$/);
  });

  it('reads the vendor from the URL on load', async () => {
    renderPage('/m/gameList?gameType=RNG&vassalage=JDB');
    await firstPage();
    expect(tileNames()).toEqual(namesOf((g) => isRng(g) && g.vassalage === 'JDB'));
    expect(await screen.findByRole('button', { name: 'JDB' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('searches by name when Enter is pressed, not while typing', async () => {
    renderPage();
    await firstPage();
    const term = platform.catalogue.games.find(isRng)!.gameName.split(' ')[0]!;
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    expect(box).toHaveAttribute('enterkeyhint', 'search');
    await userEvent.type(box, term);
    expect(listCalls).toHaveLength(1);
    await userEvent.type(box, '{Enter}');
    const expected = namesOf((g) => isRng(g) && g.gameName.toLowerCase().includes(term.toLowerCase()));
    await waitFor(() => expect(tileNames()).toEqual(expected));
    expect(lastCall().get('gameName')).toBe(term);
    expect(lastCall().get('pageNo')).toBe('1');
  });

  it('shows class tabs from the vendor mapping; New asks for isNew=1', async () => {
    renderPage();
    await firstPage();
    const tabs = await screen.findByRole('tablist', { name: 'Game classes' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'New', 'Slots', 'Arcade', 'Table', 'Bingo']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(tileNames()).toEqual(namesOf((g) => isRng(g) && g.isNew)));
    expect(lastCall().get('isNew')).toBe('1');
    expect(within(tabs).getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Arcade' }));
    await waitFor(() => expect(tileNames()).toEqual(namesOf((g) => isRng(g) && g.gameClassify === 'arcade')));
    expect(lastCall().get('gameClassify')).toBe('arcade');
    expect(lastCall().has('isNew')).toBe(false);
  });

  it('hides the class tabs when the type has a single class', async () => {
    renderPage('/m/gameList?gameType=FISH');
    await firstPage();
    await screen.findByRole('button', { name: 'JILI' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('sends a guest who taps a game to /m/login, remembering the list', async () => {
    renderPage('/m/gameList?gameType=RNG&vassalage=PG');
    await firstPage();
    await userEvent.click(within(grid()).getAllByRole('button')[0]!);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(/^\/m\/login$/);
    expect(JSON.parse(location.getAttribute('data-state')!)).toEqual({ from: '/m/gameList?gameType=RNG&vassalage=PG' });
  });

  it('sends a signed-in player who taps a game to the launch route', async () => {
    const { username, password } = DEMO_ACCOUNTS.member;
    await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderPage();
    await firstPage();
    const first = platform.catalogue.games.find(isRng)!;
    await userEvent.click(within(grid()).getByRole('button', { name: first.gameName }));
    const url = new URL(screen.getByTestId('location').textContent!, 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(url.searchParams.get('code')).toBe(first.gameCode);
    expect(url.searchParams.get('pageBack')).toBe('/m/gameList?gameType=RNG');
  });

  it('keeps page 1 when page 2 fails, shows Retry under it, and Retry loads page 2', async () => {
    renderPage();
    await firstPage();
    await fault({ path: '/wps/game/list', status: 503, times: 1 });
    scrollNearBottom();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem');
    expect(within(screen.getByTestId('game-grid')).getAllByRole('listitem')).toHaveLength(26);
    // A failed page stops paging: more scrolling asks for nothing.
    listBottom = NEAR;
    fireEvent.scroll(window);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    listBottom = FAR;
    expect(listCalls).toHaveLength(2);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await firstPage(52);
    expect(lastCall().get('pageNo')).toBe('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error state with Retry when the first page fails', async () => {
    await fault({ path: '/wps/game/list', status: 503, times: 1 });
    renderPage();
    const alert = await screen.findByTestId('error-state');
    expect(screen.queryByTestId('game-grid')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await firstPage();
  });

  it('shows the error state when the platform answers something unreadable', async () => {
    await fault({ path: '/wps/game/list', malformed: true, times: 1 });
    renderPage();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('could not read');
  });

  it('keeps the list working when the vendor strip fails, with its own Retry', async () => {
    await fault({ path: '/wps/game/vassalage', status: 503, times: 1 });
    renderPage();
    await firstPage();
    expect(await screen.findByText('The game providers could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'PG Soft' })).toBeInTheDocument();
  });

  it('shows the empty state for an unknown game type', async () => {
    renderPage('/m/gameList?gameType=NOPE');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(pageTitleStore.getState().title).toBe('Games');
    expect(screen.queryByRole('navigation', { name: 'Game providers' })).not.toBeInTheDocument();
  });

  it('still lists games when gameType is missing', async () => {
    renderPage('/m/gameList');
    await firstPage();
    expect(lastCall().has('gameType')).toBe(false);
    expect(pageTitleStore.getState().title).toBe('Games');
  });

  it('reloads in the new language when the language changes', async () => {
    renderPage();
    await firstPage();
    await act(() => changeLanguage('MY'));
    await waitFor(() => expect(lastCall().get('language')).toBe('MY'));
    await waitFor(() => expect(pageTitleStore.getState().title).toBe('စလော့ဂိမ်း'));
    await firstPage();
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { AppProviders, changeLanguage, login, queryClient } from '@mc/shared-kernel';
import { renderAtPath, resetSession, setupI18n, useInProcessPlatform, pageTitleStore } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import GameListPage, { prefetch } from './game-list-page';
import { FIRST_SCREEN_ROWS, OVERSCAN_ROWS } from './components/virtual-game-grid';
import { resetIconPrefetch } from './icon-prefetch';
import { installWindowIntersectionObserver } from './testing/window-intersection-observer';

let platform: Platform;
/** Every game-list request the page made, with when it was made. */
let listCalls: { url: URL; at: number }[];
/** Every request the page made. */
let calls: URL[];
/** Where the grid's bottom edge is, relative to the top of the viewport (jsdom does no layout). */
let listBottom: number;

/**
 * A window tall enough for every tile of a few pages: the grid renders only the rows near the screen
 * (virtual-game-grid.tsx), and most tests here are about which games are listed, not about windowing.
 */
const TALL = 20_000;
const FAR = TALL + 5000;
const NEAR = TALL + 200;

const setViewport = (height: number) =>
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true, writable: true });
const setScrollY = (y: number) =>
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
const originalHeight = window.innerHeight;

let uninstallObserver: () => void;
beforeAll(() => {
  uninstallObserver = installWindowIntersectionObserver();
  // jsdom cannot scroll; the window virtualizer writes the scroll position (to keep it where it is) and
  // then expects to read back what it wrote, as from a browser.
  jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    if (typeof options?.top === 'number') setScrollY(options.top);
  }) as typeof window.scrollTo);
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // The grid starts at the top of the document, so its top moves up as the window scrolls.
    // The end-of-list marker sits right under the grid.
    const grid = this.dataset.testid === 'game-grid';
    const end = this.dataset.testid === 'game-list-end';
    const bottom = grid || end ? listBottom : 0;
    const top = grid ? -window.scrollY : end ? listBottom : 0;
    return {
      bottom,
      top,
      left: 0,
      right: 0,
      width: 0,
      height: bottom - top,
      x: 0,
      y: top,
      toJSON: () => ({}),
    } as DOMRect;
  });
});

afterAll(() => {
  setViewport(originalHeight);
  uninstallObserver();
});

beforeEach(async () => {
  platform = createPlatform();
  listCalls = [];
  calls = [];
  listBottom = FAR;
  setViewport(TALL);
  setScrollY(0);
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      calls.push(url);
      if (url.pathname === '/wps/game/list') listCalls.push({ url, at: Date.now() });
      return platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

function renderPage(route = '/m/gameList?gameType=RNG') {
  return renderAtPath('/m/gameList', <GameListPage />, route);
}

async function fault(body: Record<string, unknown>) {
  const response = await platform.fetch(
    new Request('http://sim/__sim/faults', { method: 'POST', body: JSON.stringify(body) }),
  );
  expect(response.ok).toBe(true);
}

type CatalogueGame = Platform['catalogue']['games'][number];
const namesOf = (filter: (g: CatalogueGame) => boolean, count = 26) =>
  platform.catalogue.games
    .filter(filter)
    .slice(0, count)
    .map((g) => g.gameName);
const isRng = (g: CatalogueGame) => g.gameType === 'RNG';

const grid = () => screen.getByRole('list', { name: 'Games' });
/** The game button of each tile (each tile also has its favourite toggle). */
const tiles = () =>
  within(grid())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!);
const tileNames = () => tiles().map((b) => b.textContent);
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
    expect(
      within(await screen.findByTestId('game-grid-skeleton')).getAllByRole('listitem', { hidden: true }),
    ).toHaveLength(12);
    await firstPage();
    expect(pageTitleStore.getState().title).toBe('Slots');
    expect(tileNames()).toEqual(namesOf(isRng));
    // The first screen's icons are fetched at once (the page's largest paint is one of them), the rest lazily.
    const icons = grid().querySelectorAll('img');
    expect(icons.length).toBeGreaterThan(FIRST_SCREEN_ROWS * 3);
    icons.forEach((img, index) => {
      expect([index, img.getAttribute('loading')]).toEqual([index, index < FIRST_SCREEN_ROWS * 3 ? 'eager' : 'lazy']);
      expect(img).toHaveAttribute('decoding', 'async');
    });
    expect(screen.queryByTestId('game-grid-skeleton')).not.toBeInTheDocument();
  });

  it('sends exactly the game list call parameters', async () => {
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
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Game providers' })).getByRole('button', { name: 'PG Soft' }),
    );
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
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'New', 'Slots', 'Arcade', 'Table', 'Bingo']);
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
    await userEvent.click(tiles()[0]!);
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

  it('says an unknown game type is unknown and links to the real ones, asking nothing', async () => {
    renderPage('/m/gameList?gameType=NOPE');
    expect(await screen.findByRole('heading', { name: 'Unknown game type' })).toBeInTheDocument();
    expect(screen.getByText(/“NOPE”/)).toBeInTheDocument();
    expect(pageTitleStore.getState().title).toBe('Games');
    const links = within(screen.getByRole('navigation', { name: 'Game types' }));
    expect(links.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/m/gameList?gameType=RNG');
    expect(links.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/m/lottery');
    expect(screen.queryByRole('navigation', { name: 'Game providers' })).not.toBeInTheDocument();
    expect(listCalls).toHaveLength(0);
    await userEvent.click(links.getByRole('link', { name: 'Fishing' }));
    await firstPage(26);
    expect(lastCall().get('gameType')).toBe('FISH');
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

async function loginMember() {
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
}

const quickFilters = () => within(screen.getByRole('group', { name: 'Quick filters' }));
const location = () => screen.getByTestId('location');

describe('game list selections and filters', () => {
  it('Hot lists the category’s hot games from the hot call; pressing it again goes back to the list', async () => {
    renderPage();
    await firstPage();
    await userEvent.click(quickFilters().getByRole('button', { name: 'Hot' }));
    const hot = platform.catalogue.games.filter((g) => g.hot && isRng(g)).map((g) => g.gameName);
    expect(hot.length).toBeGreaterThan(0);
    await waitFor(() => expect(tileNames()).toEqual(hot));
    const call = calls.find((url) => url.pathname === '/wps/game/hot')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      isPlatform: '2',
      merchantCode: 'MC01',
      language: 'EN',
      platform: 'html5',
      gameType: 'RNG',
    });
    expect(quickFilters().getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toHaveTextContent('/m/gameList?gameType=RNG&selection=HOT');
    expect(screen.getByText('That is everything')).toBeInTheDocument();

    // A vendor narrows the hot games without another call.
    const hotCalls = calls.filter((url) => url.pathname === '/wps/game/hot').length;
    await userEvent.click(screen.getByRole('button', { name: 'PG Soft' }));
    await waitFor(() =>
      expect(tileNames()).toEqual(
        platform.catalogue.games.filter((g) => g.hot && isRng(g) && g.vassalage === 'PG').map((g) => g.gameName),
      ),
    );
    expect(calls.filter((url) => url.pathname === '/wps/game/hot')).toHaveLength(hotCalls);

    await userEvent.click(quickFilters().getByRole('button', { name: 'Hot' }));
    await waitFor(() => expect(tileNames()).toEqual(namesOf((g) => isRng(g) && g.vassalage === 'PG')));
    expect(location()).toHaveTextContent(/^\/m\/gameList\?gameType=RNG&vassalage=PG$/);
  });

  it('the Hot page lists the hot games of every category, with their vendors', async () => {
    renderPage('/m/gameList?gameType=HOT');
    const hot = platform.catalogue.games.filter((g) => g.hot);
    await waitFor(() => expect(tileNames()).toEqual(hot.map((g) => g.gameName)));
    expect(calls.find((url) => url.pathname === '/wps/game/hot')!.searchParams.get('gameType')).toBe('HOT');
    expect(pageTitleStore.getState().title).toBe('Hot Games');
    expect(screen.queryByRole('group', { name: 'Quick filters' })).not.toBeInTheDocument();
    const vendor = hot.find((g) => g.gameType === 'FISH')!.vassalage;
    const name = platform.catalogue.vendors.find((v) => v.vassalage === vendor)!.displayName;
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Game providers' })).getByRole('button', { name }),
    );
    await waitFor(() => expect(tileNames()).toEqual(hot.filter((g) => g.vassalage === vendor).map((g) => g.gameName)));
  });

  it('choosing a selection clears the search and starts again at page 1', async () => {
    renderPage();
    await firstPage();
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'a{Enter}');
    await waitFor(() => expect(lastCall().get('gameName')).toBe('a'));
    expect(location()).toHaveTextContent('gameName=a');
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    await waitFor(() => expect(lastCall().get('isNew')).toBe('1'));
    expect(lastCall().has('gameName')).toBe(false);
    expect(lastCall().get('pageNo')).toBe('1');
    expect(box).toHaveValue('');
    expect(location()).toHaveTextContent(/^\/m\/gameList\?gameType=RNG&selection=NEW$/);
  });

  it('restores vendor, class, minimum bet and search from the URL', async () => {
    const target = platform.catalogue.games.find((g) => isRng(g) && g.gameClassify === 'arcade')!;
    const word = target.gameName.split(' ')[0]!;
    renderPage(
      `/m/gameList?gameType=RNG&vassalage=${target.vassalage}&gameClassify=arcade&minBet=${target.minBet}0&gameName=${word}`,
    );
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(0));
    expect(Object.fromEntries(lastCall())).toMatchObject({
      vassalage: target.vassalage,
      gameClassify: 'arcade',
      minBet: target.minBet,
      gameName: word,
    });
    await waitFor(() => expect(tileNames()).toContain(target.gameName));
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue(word);
    expect(screen.getByRole('tab', { name: 'Arcade' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reads nonsense parameters as no filter and a minimum bet outside RNG as none', async () => {
    renderPage('/m/gameList?gameType=RNG&selection=BOGUS&minBet=cheap&pageNo=x');
    await firstPage();
    expect(lastCall().has('minBet')).toBe(false);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a minimum bet outside RNG', async () => {
    renderPage('/m/gameList?gameType=FISH&minBet=0.5');
    await firstPage(26);
    expect(lastCall().has('minBet')).toBe(false);
  });

  it('an unknown vendor gives an empty list that says so, with a way back to every game', async () => {
    renderPage('/m/gameList?gameType=RNG&vassalage=NOPE');
    expect(await screen.findByText('There is no game provider “NOPE” here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await firstPage();
    expect(location()).toHaveTextContent(/^\/m\/gameList\?gameType=RNG$/);
  });

  it('a search with no match offers to clear it', async () => {
    renderPage('/m/gameList?gameType=RNG&gameName=zzzz');
    expect(await screen.findByText('No games match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await firstPage();
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
  });

  describe('filter drawer', () => {
    it('applies vendor, class and minimum bet together; reset empties them; Cancel changes nothing', async () => {
      const target = platform.catalogue.games.find(
        (g) => isRng(g) && g.gameClassify === 'arcade' && g.vassalage !== 'PG',
      )!;
      const vendorName = platform.catalogue.vendorsOf('RNG').find((v) => v.vassalage === target.vassalage)!.displayName;
      renderPage();
      await firstPage();
      await screen.findByRole('button', { name: 'PG Soft' });
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      let dialog = within(screen.getByRole('dialog', { name: 'Filter games' }));
      expect(
        within(dialog.getByRole('group', { name: 'Game provider' })).getByRole('radio', { name: 'All' }),
      ).toBeChecked();
      await userEvent.click(
        within(dialog.getByRole('group', { name: 'Game provider' })).getByRole('radio', { name: vendorName }),
      );
      await userEvent.click(
        within(dialog.getByRole('group', { name: 'Game class' })).getByRole('radio', { name: 'Arcade' }),
      );
      await userEvent.click(
        within(dialog.getByRole('group', { name: 'Minimum bet' })).getByRole('radio', { name: target.minBet }),
      );
      expect(listCalls).toHaveLength(1);
      await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      const expected = namesOf(
        (g) =>
          isRng(g) && g.vassalage === target.vassalage && g.gameClassify === 'arcade' && g.minBet === target.minBet,
      );
      await waitFor(() => expect(tileNames()).toEqual(expected));
      expect(Object.fromEntries(lastCall())).toMatchObject({
        vassalage: target.vassalage,
        gameClassify: 'arcade',
        minBet: target.minBet,
        pageNo: '1',
      });
      expect(location()).toHaveTextContent(`vassalage=${target.vassalage}&gameClassify=arcade&minBet=${target.minBet}`);
      expect(screen.getByRole('button', { name: 'Filter (3)' })).toBeInTheDocument();

      // Opening again shows what is applied; Cancel leaves it.
      await userEvent.click(screen.getByRole('button', { name: 'Filter (3)' }));
      dialog = within(screen.getByRole('dialog'));
      expect(
        within(dialog.getByRole('group', { name: 'Game class' })).getByRole('radio', { name: 'Arcade' }),
      ).toBeChecked();
      await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(location()).toHaveTextContent(`minBet=${target.minBet}`);

      await userEvent.click(screen.getByRole('button', { name: 'Filter (3)' }));
      dialog = within(screen.getByRole('dialog'));
      await userEvent.click(dialog.getByRole('button', { name: 'Reset' }));
      for (const group of ['Game provider', 'Game class', 'Minimum bet']) {
        expect(within(dialog.getByRole('group', { name: group })).getByRole('radio', { name: 'All' })).toBeChecked();
      }
      await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(tileNames()).toEqual(namesOf(isRng)));
      expect(location()).toHaveTextContent(/^\/m\/gameList\?gameType=RNG$/);
    });

    it('offers class and minimum bet for RNG only, and links to the other game types', async () => {
      renderPage('/m/gameList?gameType=FISH');
      await firstPage();
      await screen.findByRole('button', { name: 'JILI' });
      await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByRole('group', { name: 'Game provider' })).toBeInTheDocument();
      expect(dialog.queryByRole('group', { name: 'Game class' })).not.toBeInTheDocument();
      expect(dialog.queryByRole('group', { name: 'Minimum bet' })).not.toBeInTheDocument();
      const types = within(dialog.getByRole('navigation', { name: 'Other game types' }));
      expect(types.queryByRole('link', { name: 'Fishing' })).not.toBeInTheDocument();
      expect(types.getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/m/lottery');
      expect(types.getByRole('link', { name: 'E-Lottery' })).toHaveAttribute('href', '/m/lottery');
      expect(types.getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/m/gameList?gameType=LIVE');
      await userEvent.click(types.getByRole('link', { name: 'Slots' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(lastCall().get('gameType')).toBe('RNG'));
      expect(pageTitleStore.getState().title).toBe('Slots');
    });
  });

  describe('vendor carousel', () => {
    it('pages 4 vendors at a time with prev/next when there are more than 5', async () => {
      renderPage();
      await firstPage();
      const strip = within(await screen.findByRole('navigation', { name: 'Game providers' }));
      await strip.findByRole('button', { name: 'PG Soft' });
      const prev = strip.getByRole('button', { name: 'Previous providers' });
      const next = strip.getByRole('button', { name: 'Next providers' });
      // RNG: All + 7 vendors = 2 slides.
      expect(prev).toBeDisabled();
      expect(next).toBeEnabled();
      await userEvent.click(next);
      expect(prev).toBeEnabled();
      expect(next).toBeDisabled();
      await userEvent.click(prev);
      expect(prev).toBeDisabled();
    });

    it('shows a vendor chosen in the URL on its slide', async () => {
      renderPage('/m/gameList?gameType=RNG&vassalage=FC');
      await firstPage();
      const strip = within(await screen.findByRole('navigation', { name: 'Game providers' }));
      await waitFor(() => expect(strip.getByRole('button', { name: 'Previous providers' })).toBeEnabled());
    });

    it('has no paging for 5 vendors or fewer', async () => {
      renderPage('/m/gameList?gameType=FISH');
      await firstPage();
      await screen.findByRole('button', { name: 'JILI' });
      expect(screen.queryByRole('button', { name: 'Next providers' })).not.toBeInTheDocument();
    });
  });

  describe('members’ lists', () => {
    it('sends a guest who picks Favourites or Recent to log in first', async () => {
      renderPage();
      await firstPage();
      await userEvent.click(quickFilters().getByRole('button', { name: 'Favourites' }));
      expect(location()).toHaveTextContent(/^\/m\/login$/);
      expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ from: '/m/gameList?gameType=RNG' });
      expect(screen.getByText('Please log in first')).toBeInTheDocument();
      expect(calls.some((url) => url.pathname.startsWith('/wps/game/favourites'))).toBe(false);
    });

    it.each(['/m/gameList?gameType=FAV', '/m/gameList?gameType=RECENT', '/m/gameList?gameType=RNG&selection=RECENT'])(
      'sends a guest opening %s to log in',
      (route) => {
        renderPage(route);
        expect(location()).toHaveTextContent(/^\/m\/login$/);
        expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ from: route });
      },
    );

    it('Recent lists the member’s recently played games of the category, newest first', async () => {
      await loginMember();
      const token = (await import('@mc/shared-kernel/testing')).getToken()!;
      const played = [
        ...platform.catalogue.games.filter(isRng).slice(3, 6),
        platform.catalogue.games.find((g) => g.gameType === 'FISH')!,
      ];
      for (const game of played) {
        await platform.fetch(
          new Request(`http://sim/wps/game/recent/add?nodeId=${game.nodeId}`, { headers: { Token: token } }),
        );
      }
      renderPage();
      await firstPage();
      await userEvent.click(quickFilters().getByRole('button', { name: 'Recent' }));
      await waitFor(() =>
        expect(tileNames()).toEqual(
          played
            .slice(0, 3)
            .reverse()
            .map((g) => g.gameName),
        ),
      );
      const call = calls.find((url) => url.pathname === '/wps/game/recent')!;
      expect(Object.fromEntries(call.searchParams)).toEqual({
        page: '1',
        pageSize: '25',
        gameType: 'RNG',
        language: 'EN',
        clientType: '2',
      });
    });

    it('the Recent page lists every category', async () => {
      await loginMember();
      const token = (await import('@mc/shared-kernel/testing')).getToken()!;
      const fish = platform.catalogue.games.find((g) => g.gameType === 'FISH')!;
      await platform.fetch(
        new Request(`http://sim/wps/game/recent/add?nodeId=${fish.nodeId}`, { headers: { Token: token } }),
      );
      renderPage('/m/gameList?gameType=RECENT');
      await waitFor(() => expect(tileNames()).toEqual([fish.gameName]));
      expect(pageTitleStore.getState().title).toBe('Recent Games');
      expect(calls.find((url) => url.pathname === '/wps/game/recent')!.searchParams.has('gameType')).toBe(false);
      expect(screen.queryByRole('group', { name: 'Quick filters' })).not.toBeInTheDocument();
    });

    it('says so when there are no recent games, and a failed recent call is an error state with Retry', async () => {
      await loginMember();
      await fault({ path: '/wps/game/recent', status: 503, times: 1 });
      renderPage('/m/gameList?gameType=RECENT');
      await userEvent.click(within(await screen.findByTestId('error-state')).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('You have not played any games here yet.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    });
  });
});

describe('a long list', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetIconPrefetch();
  });
  const rowsOnScreen = (height: number) => Math.ceil(height / ((351 - 20) / 3 + 38 + 12));

  it('keeps only the rows near the screen in the page while it scrolls through hundreds of games, asking ahead for the icons of the rows to come', async () => {
    // Icons asked for ahead of their tiles (icon-prefetch.ts) are Image objects, not tiles' <img> elements.
    const prefetched: string[] = [];
    jest.spyOn(window, 'Image').mockImplementation(
      () =>
        ({
          set src(url: string) {
            prefetched.push(url);
          },
        }) as HTMLImageElement,
    );
    setViewport(812);
    renderPage();
    // The first page's rows on screen and the margin under them.
    await firstPage(Math.min(26, (rowsOnScreen(812) + OVERSCAN_ROWS) * 3));
    // The bottom stays near: the pages keep coming, one a second.
    listBottom = 812 + 100;
    fireEvent.scroll(window);
    await waitFor(() => expect(listCalls).toHaveLength(4), { timeout: 6000 });
    await waitFor(() => expect(screen.getByTestId('game-grid')).toHaveAttribute('aria-busy', 'false'));
    listBottom = FAR;

    // Not scrolled yet: nothing asked ahead, the first screen's icons have the network to themselves.
    expect(prefetched).toEqual([]);

    const items = () => within(screen.getByTestId('game-grid')).getAllByRole('listitem');
    // A scrolled screen cuts a row at its top and one at its bottom: one row more than fits.
    const most = (rowsOnScreen(812) + 1 + 2 * OVERSCAN_ROWS) * 3;
    expect(items().length).toBeLessThan(104);
    expect(items().length).toBeLessThanOrEqual(most);
    expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    expect(items()[0]).toHaveAttribute('aria-setsize', String(platform.catalogue.games.filter(isRng).length));

    // jsdom lays nothing out: give the document the height the grid would give it.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 20_000, configurable: true });
    setScrollY(4000);
    fireEvent.scroll(window);
    await waitFor(() => expect(Number(items()[0]!.getAttribute('aria-posinset'))).toBeGreaterThan(1));
    expect(items().length).toBeLessThanOrEqual(most);
    // The last tile in the page is at least the last one on screen (rows reaching 4000 + 812 px), in its place
    // (once the pages' rows have all joined the grid: a row per frame).
    await waitFor(() =>
      expect(Number(items()[items().length - 1]!.getAttribute('aria-posinset'))).toBeGreaterThanOrEqual(
        Math.min(104, rowsOnScreen(4000 + 812) * 3),
      ),
    );
    const last = items()[items().length - 1]!;
    const position = Number(last.getAttribute('aria-posinset'));
    expect(within(last).getAllByRole('button')[0]).toHaveTextContent(namesOf(isRng, 104)[position - 1]!);
    // The icon of the game after the last tile in the page was asked for before its tile exists.
    const next = platform.catalogue.games.filter(isRng)[position] as CatalogueGame;
    await waitFor(() => expect(prefetched.some((url) => url.endsWith(next.iconUrl))).toBe(true));
  }, 15_000);
});

describe('the first list, asked for before the page renders (the host calls the module’s prefetch)', () => {
  // The page as the host renders it: on the shared query cache the prefetch fills.
  const renderShared = (route: string) =>
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/m/gameList" element={<GameListPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );

  afterEach(() => queryClient.clear());
  // Page 1 only: whether the grid then asks for page 2 depends on the viewport, not on the prefetch.
  const firstPageCalls = () => listCalls.filter((call) => call.url.searchParams.get('pageNo') === '1');

  it('asks once, with what the page asks for, then the first row’s icons; the page shows that answer without asking again', async () => {
    resetIconPrefetch();
    const icons: string[] = [];
    const image = jest.spyOn(window, 'Image').mockImplementation(
      () =>
        ({
          set src(url: string) {
            icons.push(url);
          },
        }) as HTMLImageElement,
    );
    prefetch('?gameType=RNG&lang=EN');
    await waitFor(() => expect(firstPageCalls()).toHaveLength(1));
    const asked = lastCall().toString();
    // The first tile's icon is the page's largest paint: asked for before the page has rendered a tile.
    const firstRow = platform.catalogue.games.filter(isRng).slice(0, 3);
    await waitFor(() => expect(icons).toHaveLength(3));
    firstRow.forEach((game, index) => expect(icons[index]).toMatch(new RegExp(`${game.iconUrl}$`)));
    image.mockRestore();
    renderShared('/m/gameList?gameType=RNG&lang=EN');
    await firstPage();
    expect(tileNames()).toEqual(namesOf(isRng));
    expect(firstPageCalls()).toHaveLength(1);

    // The same page opened without the prefetch asks with exactly the same parameters.
    cleanup();
    queryClient.clear();
    renderShared('/m/gameList?gameType=RNG&lang=EN');
    await firstPage();
    expect(firstPageCalls()).toHaveLength(2);
    expect(firstPageCalls()[1]!.url.searchParams.toString()).toBe(asked);
  });

  it('leaves quick lists and unknown types to the page', async () => {
    prefetch('?gameType=FAV');
    prefetch('?gameType=NOT_A_TYPE');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toHaveLength(0);
  });

  it('leaves a failed call to the page, which asks again', async () => {
    await fault({ path: '/wps/game/list', status: 503, times: 1 });
    prefetch('?gameType=RNG');
    await waitFor(() => expect(firstPageCalls()).toHaveLength(1));
    renderShared('/m/gameList?gameType=RNG');
    await firstPage();
    expect(firstPageCalls()).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { bus, freePlayLogin, login } from '@mc/shared-kernel';
import { renderAtPath, resetSession, setupI18n, useInProcessPlatform, getToken } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import { FAVOURITE_LOADING_MS } from '../../entities/favourites';
import GameListPage from './game-list-page';

let platform: Platform;
/** Every request the page made (method and URL). */
let calls: { method: string; url: URL; body: string }[];

beforeAll(() => {
  // A window tall enough for every tile; windowing is tested with the game list.
  Object.defineProperty(window, 'innerHeight', { value: 20_000, configurable: true, writable: true });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom lays nothing out: keep the grid's bottom far below the screen, so no page loads by itself.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const bottom = this.dataset.testid === 'game-grid' ? 50_000 : 0;
    return { bottom, top: 0, left: 0, right: 0, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  useInProcessPlatform({
    fetch: async (request) => {
      calls.push({ method: request.method, url: new URL(request.url), body: await request.clone().text() });
      return platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

function renderPage(route = '/m/gameList?gameType=RNG') {
  return renderAtPath('/m/gameList', <GameListPage />, route);
}

async function loginMember() {
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
}

async function sim(path: string, init: RequestInit = {}) {
  const response = await platform.fetch(
    new Request(`http://sim${path}`, { ...init, headers: { Token: getToken() ?? '', ...init.headers } }),
  );
  expect(response.ok).toBe(true);
}

const favourite = (game: { nodeId: string; vassalage: string }) =>
  sim('/wps/game/favourites', {
    method: 'POST',
    body: JSON.stringify({ nodeId: game.nodeId, vendor: game.vassalage }),
    headers: { 'content-type': 'application/json' },
  });
const fault = (body: Record<string, unknown>) => sim('/__sim/faults', { method: 'POST', body: JSON.stringify(body) });

const rng = () => platform.catalogue.games.filter((g) => g.gameType === 'RNG');
const storedFavourites = () => platform.state.favourites.get('demo01') ?? [];
const grid = () => screen.getByRole('list', { name: 'Games' });
const tileNames = () =>
  within(grid())
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]!.textContent);
const heart = (name: string) => screen.getByRole('button', { name: `Favourite ${name}` });
const location = () => screen.getByTestId('location');

describe('favourite toggle', () => {
  it('uses a two-second loading notice', () => {
    expect(FAVOURITE_LOADING_MS).toBe(2000);
  });

  it('sends a guest who taps a heart to log in first, asking the platform nothing', async () => {
    renderPage();
    const first = rng()[0]!;
    await userEvent.click(await screen.findByRole('button', { name: `Favourite ${first.gameName}` }));
    expect(location()).toHaveTextContent(/^\/m\/login$/);
    expect(JSON.parse(location().getAttribute('data-state')!)).toEqual({ from: '/m/gameList?gameType=RNG' });
    expect(screen.getByText('Please log in first')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/wps/game/favourites'))).toBe(false);
  });

  it('tells a trial player favourites need a real account (the host prompt), asking the platform nothing', async () => {
    await freePlayLogin('MCTRIAL');
    const required = jest.fn();
    const off = bus.on('auth:required', required);
    try {
      renderPage();
      const first = rng()[0]!;
      await userEvent.click(await screen.findByRole('button', { name: `Favourite ${first.gameName}` }));
      expect(required).toHaveBeenCalledWith({ reason: 'real-account' });
      expect(heart(first.gameName)).toHaveAttribute('aria-pressed', 'false');

      // The Favourites filter is favourites too.
      await userEvent.click(
        within(screen.getByRole('group', { name: 'Quick filters' })).getByRole('button', { name: 'Favourites' }),
      );
      expect(required).toHaveBeenCalledTimes(2);
      expect(location()).toHaveTextContent(/^\/m\/gameList\?gameType=RNG$/);
      expect(calls.some((c) => c.url.pathname === '/wps/game/favourites')).toBe(false);
    } finally {
      off();
    }
  });

  it('adds a favourite with a loading notice, then shows it pressed and under Favourites', async () => {
    await loginMember();
    const first = rng()[0]!;
    await fault({ path: '/wps/game/favourites', method: 'POST', delayMs: 300, times: 1 });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Favourite ${first.gameName}` }));
    expect(await screen.findByText('Please wait…')).toBeInTheDocument();
    expect(await screen.findByText('Added to your favourites')).toBeInTheDocument();
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
    expect(heart(first.gameName)).toHaveAttribute('aria-pressed', 'true');
    expect(storedFavourites()).toEqual([first.nodeId]);
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/wps/game/favourites')!;
    expect(JSON.parse(post.body)).toEqual({ nodeId: first.nodeId, vendor: first.vassalage });

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Quick filters' })).getByRole('button', { name: 'Favourites' }),
    );
    await waitFor(() => expect(tileNames()).toEqual([first.gameName]));
    const list = calls.find((c) => c.method === 'GET' && c.url.pathname === '/wps/game/favourites')!;
    expect(Object.fromEntries(list.url.searchParams)).toEqual({
      pageNo: '1',
      gameType: 'RNG',
      pageSize: '26',
      language: 'EN',
    });
    expect(location()).toHaveTextContent('/m/gameList?gameType=RNG&selection=FAV');
  });

  it('removing a favourite within Favourites drops it from the list at once', async () => {
    await loginMember();
    const [a, b] = rng() as [ReturnType<typeof rng>[number], ReturnType<typeof rng>[number]];
    await favourite(a);
    await favourite(b);
    renderPage('/m/gameList?gameType=RNG&selection=FAV');
    await waitFor(() => expect(tileNames()).toEqual([b.gameName, a.gameName]));
    await waitFor(() => expect(heart(b.gameName)).toHaveAttribute('aria-pressed', 'true'));

    const listCalls = () => calls.filter((c) => c.method === 'GET' && c.url.pathname === '/wps/game/favourites').length;
    const listed = listCalls();
    await userEvent.click(heart(b.gameName));
    expect(await screen.findByText('Removed from your favourites')).toBeInTheDocument();
    // Dropped from the cached list, not reloaded; the grid draws the shorter list in a background render
    // (useDeferredValue), which on a busy machine can come just after the notice.
    await waitFor(() => expect(tileNames()).toEqual([a.gameName]));
    expect(listCalls()).toBe(listed);
    expect(storedFavourites()).toEqual([a.nodeId]);
    expect(calls.find((c) => c.method === 'DELETE')!.url.searchParams.toString()).toBe(
      `nodeId=${b.nodeId}&vendor=${b.vassalage}`,
    );

    await userEvent.click(heart(a.gameName));
    expect(
      await screen.findByText('You have no favourite games here yet. Tap a game’s heart to add it.'),
    ).toBeInTheDocument();
    expect(storedFavourites()).toEqual([]);
  });

  it('removing a favourite in the full list keeps the game there, no longer pressed', async () => {
    await loginMember();
    const first = rng()[0]!;
    await favourite(first);
    renderPage();
    await waitFor(() => expect(heart(first.gameName)).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart(first.gameName));
    await waitFor(() => expect(heart(first.gameName)).toHaveAttribute('aria-pressed', 'false'));
    expect(tileNames()[0]).toBe(first.gameName);
  });

  it('the Favourites page lists favourites of every category', async () => {
    await loginMember();
    const fish = platform.catalogue.games.find((g) => g.gameType === 'FISH')!;
    const slot = rng()[5]!;
    await favourite(fish);
    await favourite(slot);
    renderPage('/m/gameList?gameType=FAV');
    await waitFor(() => expect(tileNames()).toEqual([slot.gameName, fish.gameName]));
    const list = calls.find((c) => c.url.pathname === '/wps/game/favourites')!;
    expect(list.url.searchParams.has('gameType')).toBe(false);
  });

  it('a failed add says why and changes nothing', async () => {
    await loginMember();
    const first = rng()[0]!;
    await fault({ path: '/wps/game/favourites', method: 'POST', status: 503, times: 1 });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `Favourite ${first.gameName}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem');
    expect(heart(first.gameName)).toHaveAttribute('aria-pressed', 'false');
    expect(storedFavourites()).toEqual([]);
  });

  it('a failed favourites list shows its error state, and Retry loads it', async () => {
    await loginMember();
    await favourite(rng()[0]!);
    // Both GETs under /wps/game/favourites fail once: the ids and the list, each with its own Retry.
    await fault({ path: '/wps/game/favourites', method: 'GET', status: 503, times: 2 });
    renderPage('/m/gameList?gameType=FAV');
    await waitFor(() => expect(screen.getAllByTestId('error-state')).toHaveLength(2));
    expect(screen.getByText('Your favourite games could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Games' })).not.toBeInTheDocument();
    for (const failed of screen.getAllByTestId('error-state'))
      await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(tileNames()).toEqual([rng()[0]!.gameName]));
    await waitFor(() => expect(heart(rng()[0]!.gameName)).toHaveAttribute('aria-pressed', 'true'));
  });

  it('when the favourite ids fail the list still works, with a retry for them', async () => {
    await loginMember();
    const first = rng()[0]!;
    await favourite(first);
    await fault({ path: '/wps/game/favourites/ids', status: 503, times: 1 });
    renderPage();
    expect(await screen.findByText('Your favourite games could not be loaded.')).toBeInTheDocument();
    await waitFor(() => expect(tileNames()).toHaveLength(26));
    expect(heart(first.gameName)).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(heart(first.gameName)).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByText('Your favourite games could not be loaded.')).not.toBeInTheDocument();
  });
});

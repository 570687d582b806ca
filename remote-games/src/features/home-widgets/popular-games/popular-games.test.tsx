import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { changeLanguage } from '@mc/shared-kernel';
import { resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../../i18n/widgets/namespace';
import {
  addFault,
  currentLocation,
  loginMember,
  installCarouselDom,
  locationState,
  okResponse,
  renderOnHome,
} from '../testing/widget-testing';
import PopularGames from './popular-games';

let platform: Platform;
/** Requests the widget made, by path. */
let calls: Request[];
/** Replaces the answer of a path (empty lists); absent = the platform's own. */
let answers: Map<string, unknown>;
const scrolled: Element[] = [];

beforeAll(() => {
  installCarouselDom();
  // jsdom does no layout; record which tab was asked to come into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  answers = new Map();
  scrolled.length = 0;
  useInProcessPlatform({
    fetch: (request) => {
      const { pathname } = new URL(request.url);
      calls.push(request);
      return answers.has(pathname) ? Promise.resolve(okResponse(answers.get(pathname))) : platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

const callsTo = (path: string) => calls.filter((r) => new URL(r.url).pathname === path);
const tabs = () => within(screen.getByRole('tablist', { name: 'Game categories' })).getAllByRole('tab');
const hotGames = () => screen.getByRole('list', { name: 'Hot games' });
const hotFromSim = () => platform.catalogue.games.filter((g) => g.hot);

async function categoriesLoaded() {
  await waitFor(() => expect(tabs().length).toBeGreaterThan(1));
  return tabs();
}

describe('popular games', () => {
  it('starts on Hot, then lists the categories in the server sort order with their labels, sports split around SPORTS', async () => {
    renderOnHome(<PopularGames />);
    expect(await screen.findAllByTestId('category-skeleton')).toHaveLength(4);
    const all = await categoriesLoaded();
    // Sim sort: SPORTS 1, LIVE 2, RNG 3, FISH 4, PVP 5, LOTT 6, INHOUSE 7 (listed in another order).
    expect(all.map((tab) => tab.textContent)).toEqual([
      'Hot',
      'Esports',
      'Sports',
      'Cockfight',
      'Live Casino',
      'Slots',
      'Fishing',
      'Card Games',
      'Lottery',
      'In-house',
    ]);
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('category-skeleton')).not.toBeInTheDocument();
  });

  it('shows the hot games block on the Hot tab, with a link to every hot game', async () => {
    renderOnHome(<PopularGames />);
    expect(await screen.findByTestId('hot-games-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(within(hotGames()).getAllByRole('button')).toHaveLength(9));
    expect(
      within(hotGames())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(
      hotFromSim()
        .slice(0, 9)
        .map((g) => g.gameName),
    );
    expect(screen.getByRole('link', { name: 'All hot games' })).toHaveAttribute('href', '/m/gameList?gameType=HOT');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Hot');
  });

  it('asks for the categories and the hot games with the platform parameters', async () => {
    renderOnHome(<PopularGames />);
    await categoriesLoaded();
    await waitFor(() => expect(callsTo('/wps/game/hot')).toHaveLength(1));
    const [types] = callsTo('/wps/game/types');
    expect(types!.headers.get('Module')).toBe('COMM3');
    expect(Object.fromEntries(new URL(types!.url).searchParams)).toEqual({
      typeId: '1',
      merchantCode: 'MC01',
      language: 'EN',
    });
    expect(Object.fromEntries(new URL(callsTo('/wps/game/hot')[0]!.url).searchParams)).toEqual({
      isPlatform: '2',
      merchantCode: 'MC01',
      language: 'EN',
      platform: 'html5',
      gameType: 'HOT',
    });
  });

  it('shows a category’s vendors when its tab is chosen, and scrolls that tab into view', async () => {
    const user = userEvent.setup();
    renderOnHome(<PopularGames />);
    await categoriesLoaded();
    expect(scrolled).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Esports' }));
    expect(screen.getByRole('tab', { name: 'Esports' })).toHaveAttribute('aria-selected', 'true');
    expect(scrolled).toEqual([screen.getByRole('tab', { name: 'Esports' })]);
    const vendors = screen.getByRole('list', { name: 'Esports providers' });
    expect(
      within(vendors)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TF Gaming', 'IA Esports']);
    expect(vendors.querySelector('img')?.getAttribute('src')).toContain('/wps/assets/vendor/TF.svg');
    expect(screen.queryByRole('list', { name: 'Hot games' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(
      within(screen.getByRole('list', { name: 'Sports providers' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['SABA Sports', 'CMD368', 'BTi Sports']);
    await user.click(screen.getByRole('tab', { name: 'Cockfight' }));
    expect(
      within(screen.getByRole('list', { name: 'Cockfight providers' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['DS88 Sabong', 'SV388']);
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderOnHome(<PopularGames />);
    await categoriesLoaded();
    await user.click(screen.getByRole('tab', { name: 'Hot' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Esports' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Esports' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Esports');
  });

  it('sends a guest who taps a vendor or a hot game to login, coming back to home', async () => {
    const user = userEvent.setup();
    renderOnHome(<PopularGames />);
    await categoriesLoaded();
    await user.click(within(await screen.findByRole('list', { name: 'Hot games' })).getAllByRole('button')[0]!);
    expect(currentLocation()).toBe('/m/login');
    expect(locationState()).toEqual({ from: '/m/home' });
  });

  it('launches a vendor for a member: a VASSALAGE vendor opens its game list, a GAME vendor its game', async () => {
    await loginMember();
    const user = userEvent.setup();
    const view = renderOnHome(<PopularGames />);
    await categoriesLoaded();
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Slots providers' })).getByRole('button', { name: 'PG Soft' }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/m/gameList?gameType=RNG&vassalage=PG'));
    view.unmount();

    renderOnHome(<PopularGames />);
    await categoriesLoaded();
    await user.click(screen.getByRole('tab', { name: 'Esports' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Esports providers' })).getByRole('button', { name: 'TF Gaming' }),
    );
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/launchGame\?/));
    const search = new URLSearchParams(currentLocation()!.split('?')[1]);
    expect({ vendor: search.get('vendor'), category: search.get('category') }).toEqual({
      vendor: 'TF',
      category: 'ESPORTS',
    });
  });

  it('loads a member’s favourites on mount, and asks nothing for a guest', async () => {
    const view = renderOnHome(<PopularGames />);
    await categoriesLoaded();
    expect(callsTo('/wps/game/favourites/ids')).toHaveLength(0);
    view.unmount();

    await loginMember();
    const { client } = renderOnHome(<PopularGames />);
    await waitFor(() => expect(callsTo('/wps/game/favourites/ids')).toHaveLength(1));
    await waitFor(() => expect(client.getQueryData(['games', 'favourite-ids', 'demo01'])).toEqual(expect.any(Array)));
  });

  it('reloads the categories in the new language 200 ms after a language change', async () => {
    renderOnHome(<PopularGames />);
    await categoriesLoaded();
    const started = Date.now();
    await act(() => changeLanguage('MY'));
    expect(callsTo('/wps/game/types')).toHaveLength(1);
    await waitFor(() => expect(callsTo('/wps/game/types')).toHaveLength(2));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(new URL(callsTo('/wps/game/types')[1]!.url).searchParams.get('language')).toBe('MY');
    expect(await screen.findByRole('tab', { name: 'အားကစား' })).toBeInTheDocument();
  });

  it('keeps Hot working when the categories fail, and brings them on Retry', async () => {
    await addFault(platform, { path: '/wps/game/types', status: 503, times: 1 });
    const user = userEvent.setup();
    renderOnHome(<PopularGames />);
    expect(await screen.findByText('Game categories could not be loaded')).toBeInTheDocument();
    expect(tabs().map((t) => t.textContent)).toEqual(['Hot']);
    await waitFor(() => expect(within(hotGames()).getAllByRole('button')).toHaveLength(9));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await categoriesLoaded()).toHaveLength(10);
    expect(screen.queryByText('Game categories could not be loaded')).not.toBeInTheDocument();
  });

  it('shows a failed hot-games load inside the Hot tab only, and recovers on Retry', async () => {
    await addFault(platform, { path: '/wps/game/hot', malformed: true, times: 1 });
    const user = userEvent.setup();
    renderOnHome(<PopularGames />);
    const error = await within(await screen.findByRole('tabpanel')).findByTestId('error-state');
    expect(await categoriesLoaded()).toHaveLength(10);
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(hotGames()).getAllByRole('button')).toHaveLength(9));
  });

  it('shows the empty state when there are no hot games, and only Hot when the server has no categories', async () => {
    answers.set('/wps/game/hot', { list: [] });
    answers.set('/wps/game/types', { content: [] });
    renderOnHome(<PopularGames />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No hot games right now');
    await waitFor(() => expect(screen.queryByTestId('category-skeleton')).not.toBeInTheDocument());
    expect(tabs().map((t) => t.textContent)).toEqual(['Hot']);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { formatMonthDayTime } from '@mc/shared-kernel';
import { resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../../i18n/widgets/namespace';
import {
  addFault,
  currentLocation,
  loginMember,
  installCarouselDom,
  locationState,
  renderOnHome,
  setPageHidden,
  setReducedMotion,
} from '../testing/widget-testing';
import HotMatches from './hot-matches';

/** The call stack at each making of a carousel: where in the page's work it happened. */
const mockCarouselsMade: string[] = [];
jest.mock('embla-carousel', () => {
  // The package's CommonJS build is the function itself.
  const make = jest.requireActual<typeof import('embla-carousel').default>('embla-carousel');
  const recorded = (...args: Parameters<typeof make>) => {
    mockCarouselsMade.push(new Error().stack ?? '');
    return make(...args);
  };
  return Object.assign(recorded, make, { __esModule: true, default: recorded });
});

let platform: Platform;

beforeAll(installCarouselDom);

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  resetSession();
  setReducedMotion(false);
  setPageHidden(false);
  await setupI18n('EN');
});

const ticker = () => screen.getByRole('region', { name: 'Upcoming hot matches' });
const slides = () => within(ticker()).getAllByRole('group');
const tickerText = (time: number) => {
  const d = new Date(time);
  return `${d.getMonth() + 1}/${d.getDate()} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

async function loaded() {
  await screen.findByRole('region', { name: 'Upcoming hot matches' });
  return slides();
}

describe('hot-match ticker', () => {
  it('shows a fixed-height skeleton, then a vertical carousel of the matches with time, teams and icons', async () => {
    renderOnHome(<HotMatches />);
    expect(await screen.findByTestId('hot-matches-skeleton')).toBeInTheDocument();
    const all = await loaded();
    const matches = platform.state.hotMatches;
    expect(all).toHaveLength(matches.length);
    expect(ticker()).toHaveAttribute('aria-roledescription', 'carousel');
    all.forEach((slide, i) => {
      const match = matches[i]!;
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      expect(slide).toHaveAccessibleName(`${i + 1} of ${matches.length}`);
      expect(within(slide).getByRole('button')).toHaveTextContent(
        `${tickerText(match.matchTime)}${match.homeTeam}vs${match.awayTeam}`,
      );
      const icons = [...slide.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(icons).toEqual([
        expect.stringContaining(match.homeTeamImageUrl),
        expect.stringContaining(match.awayTeamImageUrl),
      ]);
    });
    expect(screen.queryByTestId('hot-matches-skeleton')).not.toBeInTheDocument();
  });

  it("names its carousel apart from the host's region around the widget, which is named like its heading", async () => {
    // The host's RemoteWidget: a region named by the widget's label (host-home en.json widgets.hotMatches).
    renderOnHome(
      <section aria-label="Hot matches">
        <HotMatches />
      </section>,
    );
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: 'Hot matches' })).toBeInTheDocument();
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    expect(names).toEqual(['Hot matches', 'Upcoming hot matches']);
  });

  it('autoplays and offers a pause button with more than one match', async () => {
    const user = userEvent.setup();
    renderOnHome(<HotMatches />);
    await loaded();
    expect(ticker()).toHaveAttribute('data-autoplay', 'true');
    const pause = screen.getByRole('button', { name: 'Pause hot matches' });
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(ticker()).toHaveAttribute('data-autoplay', 'false');
    await user.click(pause);
    expect(ticker()).toHaveAttribute('data-autoplay', 'true');
  });

  it('neither loops nor autoplays a single match', async () => {
    platform.state.hotMatches = platform.state.hotMatches.slice(0, 1);
    renderOnHome(<HotMatches />);
    expect(await loaded()).toHaveLength(1);
    expect(ticker()).toHaveAttribute('data-autoplay', 'false');
    expect(screen.queryByRole('button', { name: 'Pause hot matches' })).not.toBeInTheDocument();
  });

  it('makes the carousel a task after the ticker is on screen', async () => {
    // A made carousel positions its track (an inline transform).
    const track = () => ticker().querySelector<HTMLElement>('.gm-hotmatch__track')!;
    // What the track looked like in the commit that put it on screen (observers run before the next task).
    const atCommit: string[] = [];
    const observer = new MutationObserver(() => {
      const added = document.querySelector<HTMLElement>('.gm-hotmatch__track');
      if (added && atCommit.length === 0) atCommit.push(added.style.transform);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderOnHome(<HotMatches />);
    await loaded();
    observer.disconnect();
    expect(atCommit).toEqual(['']);
    await waitFor(() => expect(track().style.transform).not.toBe(''));
  });

  it("makes the carousel in a task of its own, not in React's commit of the ticker", async () => {
    mockCarouselsMade.length = 0;
    renderOnHome(<HotMatches />);
    await loaded();
    await waitFor(() => expect(mockCarouselsMade).toHaveLength(1));
    expect(mockCarouselsMade[0]).not.toMatch(
      /commitHookEffectListMount|flushPassiveEffects|commitRoot|performWorkOnRoot/,
    );
  });

  it('makes no carousel for a single match', async () => {
    platform.state.hotMatches = platform.state.hotMatches.slice(0, 1);
    renderOnHome(<HotMatches />);
    await loaded();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ticker().querySelector<HTMLElement>('.gm-hotmatch__track')!.style.transform).toBe('');
  });

  it('stops in a background tab and with reduced motion', async () => {
    renderOnHome(<HotMatches />);
    await loaded();
    act(() => setPageHidden(true));
    expect(ticker()).toHaveAttribute('data-autoplay', 'false');
    act(() => setPageHidden(false));
    expect(ticker()).toHaveAttribute('data-autoplay', 'true');
    act(() => setReducedMotion(true));
    expect(ticker()).toHaveAttribute('data-autoplay', 'false');
    expect(screen.queryByRole('button', { name: 'Pause hot matches' })).not.toBeInTheDocument();
  });

  it('builds the carousel again when the match list changes', async () => {
    const { client } = renderOnHome(<HotMatches />);
    await loaded();
    const before = ticker();
    platform.state.hotMatches = platform.state.hotMatches.slice(2);
    await act(() => client.invalidateQueries({ queryKey: ['games', 'hot-matches'] }));
    await waitFor(() => expect(slides()).toHaveLength(4));
    expect(ticker()).not.toBe(before);
    expect(slides()[0]).toHaveTextContent(platform.state.hotMatches[0]!.homeTeam);
  });

  it('opens the popup on a tap: league, teams with images and MM/DD HH:mm for every match', async () => {
    const user = userEvent.setup();
    renderOnHome(<HotMatches />);
    const all = await loaded();
    await user.click(within(all[2]!).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Hot matches' });
    const fixtures = within(dialog).getAllByRole('listitem');
    expect(fixtures).toHaveLength(platform.state.hotMatches.length);
    fixtures.forEach((fixture, i) => {
      const match = platform.state.hotMatches[i]!;
      expect(fixture).toHaveTextContent(match.league);
      expect(fixture).toHaveTextContent(`${match.homeTeam}${formatMonthDayTime(match.matchTime)}${match.awayTeam}`);
      expect(fixture.querySelectorAll('img')).toHaveLength(2);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('bet sends a guest to login first', async () => {
    const user = userEvent.setup();
    renderOnHome(<HotMatches />);
    await user.click(within((await loaded())[0]!).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Bet now' }));
    expect(currentLocation()).toBe('/m/login');
    expect(locationState()).toEqual({ from: '/m/home' });
  });

  it('bet launches the first hot match (vendor, node, SPORTS) for a member, whichever match was tapped', async () => {
    await loginMember();
    const user = userEvent.setup();
    renderOnHome(<HotMatches />);
    await user.click(within((await loaded())[3]!).getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Bet now' }));
    const first = platform.state.hotMatches[0]!;
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/launchGame\?/));
    const search = new URLSearchParams(currentLocation()!.split('?')[1]);
    expect({ vendor: search.get('vendor'), nodeId: search.get('nodeId'), category: search.get('category') }).toEqual({
      vendor: first.vendor,
      nodeId: first.nodeId,
      category: 'SPORTS',
    });
  });

  it('shows the empty state without matches', async () => {
    platform.state.hotMatches = [];
    renderOnHome(<HotMatches />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No hot matches right now');
    expect(screen.queryByRole('region', { name: 'Upcoming hot matches' })).not.toBeInTheDocument();
  });

  it('shows a failed load in its own block and recovers on Retry', async () => {
    await addFault(platform, { path: '/wps/game/hotMatches', malformed: true, times: 1 });
    const user = userEvent.setup();
    renderOnHome(<HotMatches />);
    const error = await screen.findByTestId('error-state');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await loaded()).toHaveLength(platform.state.hotMatches.length);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import Autoplay from 'embla-carousel-autoplay';
import { createPlatform, DEMO_ACCOUNTS, HOSTILE_CONTENT, type Platform } from '@mc/platform-sim';
import {
  SessionKeys,
  balanceVisibility,
  bus,
  changeLanguage,
  login,
  sessionStore,
  type RemoteWidgetModule,
} from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { loadExposed, RemoteUnavailableError } from '../../federation/load-exposed';
import { RemoteWidget } from '../../federation/remote-widget';
import { forgetLoaded } from '../../federation/use-loaded';
import { ANNOUNCEMENTS_CACHE_KEY } from './api/get-home-announcements';
import { BANNER_AUTOPLAY_MS } from './components/banner-carousel';
import { HomePage } from './home-page';

jest.mock('../../federation/load-exposed', () => {
  const actual = jest.requireActual('../../federation/load-exposed');
  return { ...actual, loadExposed: jest.fn() };
});
jest.mock('embla-carousel-autoplay', () => {
  const actual = jest.requireActual('embla-carousel-autoplay');
  const real = actual.default ?? actual;
  return { __esModule: true, default: jest.fn((options: unknown) => real(options)) };
});
const mockedLoad = loadExposed as jest.MockedFunction<typeof loadExposed>;
const mockedAutoplay = Autoplay as unknown as jest.Mock;

let platform: Platform;
let calls: URL[];
let reducedMotion: boolean;

/** Each federated widget stands in as a paragraph naming itself. */
const widget = (remote: string, exposed: string): RemoteWidgetModule => ({
  default: () => <p>{`${remote}/${exposed} widget`}</p>,
});

beforeAll(() => {
  // jsdom has no layout observers or media queries; the carousel and the motion preference need them.
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { ResizeObserver: Observer, IntersectionObserver: Observer });
  window.matchMedia = jest.fn((media: string) => ({
    media,
    matches: reducedMotion && media.includes('prefers-reduced-motion: reduce'),
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
});

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  reducedMotion = false;
  useInProcessPlatform({
    fetch: (request) => {
      calls.push(new URL(request.url));
      return platform.fetch(request);
    },
  });
  resetSession();
  sessionStorage.clear();
  localStorage.clear();
  mockedLoad.mockReset();
  forgetLoaded();
  mockedLoad.mockImplementation(async (remote, exposed) => widget(remote, exposed) as never);
  mockedAutoplay.mockClear();
  await setupI18n('EN');
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderHome() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/home"
        element={
          <>
            {/* The page's own blocks with the federation's widgets; the download bar and side service the app
                puts around them (app/home.tsx) have tests of their own. */}
            <HomePage top={null} floating={null} RemoteWidget={RemoteWidget} />
            <LocationProbe />
          </>
        }
      />
      <Route
        path="*"
        element={
          <>
            <Link to="/m/home">back home</Link>
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route: '/m/home' },
  );
}

async function fault(body: Record<string, unknown>) {
  const response = await platform.fetch(
    new Request('http://sim/__sim/faults', { method: 'POST', body: JSON.stringify(body) }),
  );
  expect(response.ok).toBe(true);
}

const callsTo = (path: string) => calls.filter((url) => url.pathname === path);
const banners = () => screen.findByRole('region', { name: 'Banners' });
const marquee = () => screen.findByRole('navigation', { name: 'Announcements' });
const homeBanners = () =>
  platform.state.announcements.filter((a) => a.type === 'B' && (a.groupName ?? 'm_home') === 'm_home');
/** jsdom loads no pictures: the first banner "arrives" when a test says so (the popup waits for it). */
const showFirstBanner = async () => fireEvent.load(within(await banners()).getAllByRole('img')[0]!);
/** The carousel exists once it has placed its track (it is made after the first banner, its library fetched then). */
const carouselMade = async () => {
  const track = (await banners()).querySelector<HTMLElement>('.host-home-banner__track')!;
  await waitFor(() => expect(track.style.transform).not.toBe(''));
};
const newsDialog = async () => {
  await showFirstBanner();
  return screen.findByRole('dialog', { name: 'Latest news' });
};
const closeNews = async () => userEvent.click(within(await newsDialog()).getByRole('button', { name: 'Close' }));

describe('home page', () => {
  it('asks for the home announcements with the platform parameters, once', async () => {
    renderHome();
    await banners();
    expect(callsTo('/wps/announcements')).toHaveLength(1);
    expect(Object.fromEntries(callsTo('/wps/announcements')[0]!.searchParams)).toEqual({
      types: 'B,PL,PU,H',
      groupName: 'm_home',
      platform: 'M',
      merchantCode: 'MC01',
    });
  });

  it('shows the welcome block in the template colours, then the banners as a labelled carousel', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByTestId('app-desc')).toHaveTextContent('Play 600+ games anywhere, any time.');
    expect(screen.getByTestId('home-hero')).toHaveStyle({ background: '#0f1a3a' });
    expect(screen.getByTestId('app-desc')).toHaveStyle({ color: '#ffffff' });

    const carousel = await banners();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    const expected = homeBanners().sort((a, b) => b.createdAt - a.createdAt);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(
      expected.map((_, i) => `${i + 1} of ${expected.length}`),
    );
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    // Until the first banner is shown the others are named boxes without a picture (see the next test).
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label')),
    ).toEqual(expected.map((b) => b.title));
    expect(within(carousel).getByRole('button', { name: 'Previous banner' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
  });

  it('loads the first banner eagerly at high priority (the page’s largest paint), the rest only after it, lazily', async () => {
    renderHome();
    const carousel = await banners();
    const [first, ...held] = within(carousel).getAllByRole('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('width', '750');
    expect(first).toHaveAttribute('height', '300');
    expect(first!.getAttribute('src')).toMatch(/\/wps\/assets\/banner\/\d+\.svg$/);
    // Nothing else is fetched while the first banner is on its way.
    expect(held.length).toBeGreaterThan(0);
    for (const box of held) expect(box.tagName).not.toBe('IMG');

    fireEvent.load(first!);
    await waitFor(() =>
      expect(
        within(carousel)
          .getAllByRole('img')
          .every((img) => img.tagName === 'IMG'),
      ).toBe(true),
    );
    for (const img of within(carousel).getAllByRole('img').slice(1)) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('does not make the carousel until the first banner is on screen (making it measures every slide)', async () => {
    const reads = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    try {
      renderHome();
      const carousel = await banners();
      const measured = () => reads.mock.contexts.filter((element) => carousel.contains(element as Node)).length;
      expect(measured()).toBe(0);
      fireEvent.load(within(carousel).getAllByRole('img')[0]!);
      await waitFor(() => expect(measured()).toBeGreaterThan(0));
    } finally {
      reads.mockRestore();
    }
  });

  it('slides every 5000 ms when there is more than one banner, and never for reduced motion or a single banner', async () => {
    const view = renderHome();
    await showFirstBanner();
    await carouselMade();
    expect(mockedAutoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: BANNER_AUTOPLAY_MS }));
    expect(BANNER_AUTOPLAY_MS).toBe(5000);
    view.unmount();

    mockedAutoplay.mockClear();
    reducedMotion = true;
    const reduced = renderHome();
    await showFirstBanner();
    await carouselMade();
    expect(mockedAutoplay).not.toHaveBeenCalled();
    reduced.unmount();

    reducedMotion = false;
    localStorage.clear();
    platform.state.announcements = platform.state.announcements.filter(
      (a) => a.type !== 'B' || a.id === homeBanners()[0]!.id,
    );
    renderHome();
    const single = await banners();
    expect(within(single).getAllByRole('group')).toHaveLength(1);
    expect(within(single).queryByRole('button', { name: 'Next banner' })).not.toBeInTheDocument();
    await showFirstBanner();
    await carouselMade();
    expect(mockedAutoplay).not.toHaveBeenCalled();
  });

  it('stops the banners for good with a labelled pause button, and starts them again with it (WCAG 2.2.2)', async () => {
    renderHome();
    await closeNews();
    await carouselMade();
    expect(mockedAutoplay).toHaveBeenCalledTimes(1);
    const plugin = mockedAutoplay.mock.results[0]!.value as { destroy: () => void };
    const destroyed = jest.spyOn(plugin, 'destroy');
    const pause = within(await banners()).getByRole('button', { name: 'Pause banners' });
    expect(pause).toBeVisible();
    expect(pause).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    // The carousel is made again without autoplay: nothing is left that would start it after a touch or focus.
    await waitFor(() => expect(destroyed).toHaveBeenCalled());
    expect(mockedAutoplay).toHaveBeenCalledTimes(1);
    expect((await banners()).querySelector('.host-home-banner__track')).toHaveAttribute('aria-live', 'polite');

    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(mockedAutoplay).toHaveBeenCalledTimes(2));
    expect(mockedAutoplay).toHaveBeenLastCalledWith(expect.objectContaining({ delay: BANNER_AUTOPLAY_MS }));
  });

  it('offers no pause button on banners that do not move (reduced motion)', async () => {
    reducedMotion = true;
    renderHome();
    const carousel = await banners();
    expect(within(carousel).getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('button', { name: 'Pause banners' })).not.toBeInTheDocument();
  });

  it('follows an in-app banner through the router and opens another site in a new tab without the opener', async () => {
    renderHome();
    const carousel = await banners();
    const external = within(carousel).getByRole('link', { name: /Download Our App/ });
    expect(external).toHaveAttribute('href', 'https://example.com/app');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external).toHaveAccessibleName('Download Our App (opens in a new tab)');

    await closeNews();
    await userEvent.click(within(carousel).getByRole('link', { name: 'Slots Festival' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/m/gameList?gameType=RNG');
  });

  it('runs the player notices in the marquee; any title opens the notice list', async () => {
    renderHome();
    const line = await marquee();
    const titles = platform.state.announcements
      .filter((a) => a.type === 'PL')
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((a) => a.title);
    expect(
      within(line)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(titles);
    expect(line).toHaveAttribute('data-moving', 'true');
    // The second copy that makes the loop seamless is hidden from assistive technology and the keyboard.
    const copies = line.querySelectorAll('ul');
    expect(copies).toHaveLength(2);
    expect(copies[1]).toHaveAttribute('aria-hidden', 'true');
    expect(
      [...copies[1]!.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('tabindex')]),
    ).toEqual(titles.map(() => ['/m/notice', '-1']));

    await closeNews();
    await userEvent.click(within(line).getAllByRole('link')[2]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/notice$/);
  });

  it('stops the moving notices with a labelled pause button until it is pressed again (WCAG 2.2.2)', async () => {
    renderHome();
    const line = await marquee();
    await closeNews();
    const pause = within(line).getByRole('button', { name: 'Pause announcements' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(line).toHaveAttribute('data-paused', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(line).toHaveAttribute('data-paused', 'true');
    // jsdom runs no animation: the sheet holds the line still while it says it is paused.
    const sheet = readFileSync(path.join(__dirname, 'home.css'), 'utf8');
    const still = /([^{}]+)\{\s*animation-play-state:\s*paused;\s*\}/.exec(sheet)?.[1] ?? '';
    expect(still.split(',').map((selector) => selector.trim())).toContain(
      ".host-home-marquee[data-paused='true'] .host-home-marquee__track",
    );
    await userEvent.click(pause);
    expect(line).toHaveAttribute('data-paused', 'false');
  });

  it('keeps the notices still for reduced motion', async () => {
    reducedMotion = true;
    renderHome();
    const line = await marquee();
    expect(line).toHaveAttribute('data-moving', 'false');
    expect(line.querySelectorAll('ul')).toHaveLength(1);
    expect(within(line).queryByRole('button')).not.toBeInTheDocument();
    await closeNews();
    await userEvent.click(within(line).getAllByRole('link')[0]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/notice$/);
  });

  it('shows the latest-news popup once per browser session (NOTICE_POP)', async () => {
    const first = renderHome();
    const dialog = await newsDialog();
    const popups = platform.state.announcements
      .filter((a) => a.type === 'PU')
      .sort((a, b) => b.createdAt - a.createdAt);
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(popups.map((p) => p.title));
    expect(within(dialog).getByRole('region', { name: 'News items' })).toHaveAttribute('tabindex', '0');
    expect(sessionStorage.getItem(SessionKeys.noticePop)).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('NOTICE_POP')).toBe('1');
    first.unmount();

    renderHome();
    await banners();
    await marquee();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the popup only once the first banner is on screen (loaded or failed)', async () => {
    renderHome();
    const carousel = await banners();
    await marquee();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.error(within(carousel).getAllByRole('img')[0]!);
    expect(await screen.findByRole('dialog', { name: 'Latest news' })).toBeInTheDocument();
  });

  it('renders hostile announcement HTML without any of its script, handlers or javascript: links', async () => {
    delete (window as { __xss?: unknown }).__xss;
    renderHome();
    const dialog = await newsDialog();
    const hostile = within(dialog).getByRole('heading', { name: 'Claim your reward' }).closest('article')!;
    expect(HOSTILE_CONTENT).toContain('<script>');
    expect(hostile).toHaveTextContent('Important: please read the updated terms.');
    expect(hostile).toHaveTextContent('Tap to claim');
    expect(hostile.querySelector('script')).toBeNull();
    expect(hostile.querySelectorAll('[onerror], [onclick], [style]')).toHaveLength(0);
    expect(
      [...hostile.querySelectorAll('a')].every((a) => !/^\s*javascript:/i.test(a.getAttribute('href') ?? '')),
    ).toBe(true);
    expect(document.body.innerHTML).not.toMatch(/javascript:|onerror=|<script>window/);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('never requests a banner picture the platform sent as javascript: or from an unknown origin; the title shows instead', async () => {
    platform.state.announcements = platform.state.announcements.filter((a) => a.type !== 'B');
    for (const [title, imageUrl] of [
      ['Script banner', 'javascript:window.__xss=1'],
      ['Pixel banner', 'https://tracker.example/b.png'],
    ]) {
      await platform.fetch('/__sim/announcements', {
        method: 'POST',
        body: JSON.stringify({ type: 'B', groupName: 'm_home', title, imageUrl }),
      });
    }
    renderHome();
    const carousel = await banners();
    expect(within(carousel).getByText('Script banner')).toBeInTheDocument();
    expect(within(carousel).getByText('Pixel banner')).toBeInTheDocument();
    expect(carousel.querySelectorAll('img')).toHaveLength(0);
    expect(document.body.innerHTML).not.toMatch(/javascript:|tracker\.example/);
  });

  it('places the games widgets (and no agent widget) for a guest once the first banner is on screen', async () => {
    renderHome();
    await banners();
    // Until then each keeps its place, and no remote is fetched.
    expect(screen.getAllByTestId('widget-waiting')).toHaveLength(3);
    expect(mockedLoad).not.toHaveBeenCalled();
    // The banner also opens the news popup, which hides the page from the accessibility tree until closed.
    await closeNews();
    expect(await screen.findByText('games/hot-matches widget')).toBeInTheDocument();
    expect(await screen.findByText('games/popular-games widget')).toBeInTheDocument();
    expect(await screen.findByText('games/winner-board widget')).toBeInTheDocument();
    for (const name of ['Hot matches', 'Popular games', 'Winner board']) {
      const region = screen.getByRole('region', { name });
      expect(Number.parseInt(region.style.minHeight, 10)).toBeGreaterThan(0);
    }
    // Laid out only near the screen: the two that lie mostly below a phone's first screen, not the ticker.
    const laidOutLate = ['Hot matches', 'Popular games', 'Winner board'].filter((name) =>
      screen.getByRole('region', { name }).classList.contains('host-home-widget--below'),
    );
    expect(laidOutLate).toEqual(['Popular games', 'Winner board']);
    expect(mockedLoad.mock.calls.map(([remote]) => remote)).not.toContain('agent');
    expect(screen.queryByTestId('member-wallet')).not.toBeInTheDocument();
  });

  it('confines a widget that cannot load to its own region; banners, notices and the other widgets stay', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoad.mockImplementation(async (remote, exposed) => {
      if (exposed === 'popular-games') throw new RemoteUnavailableError(remote);
      return widget(remote, exposed) as never;
    });
    renderHome();
    await closeNews();
    expect(await screen.findByText('games/hot-matches widget')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Popular games' });
    expect(await within(region).findByTestId('remote-fallback-games')).toBeInTheDocument();
    expect(await screen.findByText('games/winner-board widget')).toBeInTheDocument();
    expect(await banners()).toBeInTheDocument();
    expect(await marquee()).toBeInTheDocument();

    mockedLoad.mockImplementation(async (remote, exposed) => widget(remote, exposed) as never);
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('games/popular-games widget')).toBeInTheDocument();
    error.mockRestore();
  });

  it('shows skeletons of the final size while the announcements call is slow', async () => {
    await fault({ path: '/wps/announcements', delayMs: 300, times: 1 });
    renderHome();
    expect(await screen.findByTestId('banner-frame')).toBeInTheDocument();
    expect(screen.getByTestId('banner-frame').querySelector('.mc-skeleton')).not.toBeNull();
    expect(screen.getByTestId('notice-skeleton')).toBeInTheDocument();
    expect(await banners()).toBeInTheDocument();
    expect(screen.queryByTestId('notice-skeleton')).not.toBeInTheDocument();
  });

  it('shows placeholders for empty lists and no popup', async () => {
    platform.state.announcements = [];
    renderHome();
    const frame = await screen.findByTestId('banner-frame');
    expect(await within(frame).findByText('No banners right now')).toBeInTheDocument();
    expect(await screen.findByText('No announcement')).toBeInTheDocument();
    expect(await screen.findByText('games/hot-matches widget')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns a failed announcements call into Retry in the banner and notice blocks only; Retry recovers', async () => {
    await fault({ path: '/wps/announcements', status: 503, times: 1 });
    renderHome();
    const failures = await screen.findAllByTestId('error-state');
    expect(failures).toHaveLength(2);
    expect(within(screen.getByTestId('banner-frame')).getByTestId('error-state')).toHaveTextContent(
      'The server had a problem. Please try again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    expect(await screen.findByText('games/popular-games widget')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(failures[1]!).getByRole('button', { name: 'Retry' }));
    expect(await banners()).toBeInTheDocument();
    expect(await marquee()).toBeInTheDocument();
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
    expect(await newsDialog()).toBeInTheDocument();
  });

  it('shows the last answer at once on the next visit and refreshes it when stale', async () => {
    const first = renderHome();
    await banners();
    expect(JSON.parse(localStorage.getItem(ANNOUNCEMENTS_CACHE_KEY)!)).toMatchObject({
      merchantCode: 'MC01',
      language: 'EN',
    });
    first.unmount();

    await fault({ path: '/wps/announcements', delayMs: 500, times: 1 });
    calls = [];
    // From the cache, before any call answers: fresh for five minutes, so not even asked.
    const cachedView = renderHome();
    expect(within(await banners()).getAllByRole('group')).toHaveLength(homeBanners().length);
    expect(callsTo('/wps/announcements')).toHaveLength(0);
    cachedView.unmount();

    // Older than five minutes: shown at once all the same, and asked again behind it.
    const cached = JSON.parse(localStorage.getItem(ANNOUNCEMENTS_CACHE_KEY)!);
    localStorage.setItem(ANNOUNCEMENTS_CACHE_KEY, JSON.stringify({ ...cached, savedAt: Date.now() - 6 * 60_000 }));
    renderHome();
    expect(within(await banners()).getAllByRole('group')).toHaveLength(homeBanners().length);
    await waitFor(() => expect(callsTo('/wps/announcements')).toHaveLength(1));
  });

  it('ignores a damaged cache entry', async () => {
    localStorage.setItem(
      ANNOUNCEMENTS_CACHE_KEY,
      JSON.stringify({ merchantCode: 'MC01', language: 'EN', savedAt: Date.now(), value: { banners: 'nope' } }),
    );
    renderHome();
    expect(await banners()).toBeInTheDocument();
    expect(callsTo('/wps/announcements')).toHaveLength(1);
  });

  it('asks again in the new language after a language change', async () => {
    renderHome();
    await banners();
    await act(() => changeLanguage('MY'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ကြိုဆိုပါသည်' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/wps/announcements')).toHaveLength(2));
    expect(callsTo('/wps/announcements')[1]!.searchParams.get('merchantCode')).toBe('MC01');
    expect(await screen.findByRole('region', { name: 'ကြော်ငြာဘန်နာများ' })).toBeInTheDocument();
    await act(() => changeLanguage('EN'));
  });
});

describe('home page for a logged-in person', () => {
  /** The wallet strip once it has started (the placeholder before it has the same name). */
  async function loadedWallet() {
    await waitFor(() => expect(screen.getByTestId('member-wallet')).not.toHaveAttribute('aria-busy'));
    return screen.getByRole('region', { name: 'My wallet' });
  }

  async function loginAs(account: { username: string; password: string }, loginFrom: 'MEMBER' | 'AGENT' = 'MEMBER') {
    await login({ username: account.username, password: account.password, type: 'username', loginFrom }, 'MC01');
  }

  it('shows who they are, the total balance and the centre wallet', async () => {
    await loginAs(DEMO_ACCOUNTS.member);
    renderHome();
    await banners();
    expect(screen.getByTestId('member-wallet')).toHaveAttribute('aria-busy', 'true');
    expect(callsTo('/wps/wallet/merchant')).toHaveLength(0);
    // The banner also opens the news popup, which hides the page from the accessibility tree until closed.
    await closeNews();
    const wallet = await loadedWallet();
    expect(await within(wallet).findByText('Demo Player')).toBeInTheDocument();
    expect(within(wallet).getByText('VIP 2')).toBeInTheDocument();
    await waitFor(() => expect(within(wallet).getByTestId('wallet-total')).toHaveTextContent('K 1,234.50'));
    await waitFor(() => expect(within(wallet).getByTestId('wallet-centre')).toHaveTextContent('K 1,234.50'));
    expect(callsTo('/wps/wallet/merchant')).toHaveLength(1);
    expect(callsTo('/wps/member/info')).toHaveLength(1);
  });

  it('isolates a stored nickname with a bidi override from the VIP label beside it', async () => {
    platform.state.accounts.get('demo01')!.nickname = '\u202EVIP';
    await loginAs(DEMO_ACCOUNTS.member);
    renderHome();
    await closeNews();
    const wallet = await loadedWallet();
    const name = within(wallet).getByTestId('wallet-name');
    await waitFor(() => expect(name.textContent).toBe('\u202EVIP'));
    expect(name.querySelector('bdi')?.textContent).toBe(name.textContent);
  });

  it('renews member info, balance and centre wallet every time home is opened', async () => {
    await loginAs(DEMO_ACCOUNTS.member);
    renderHome();
    await closeNews();
    const wallet = await loadedWallet();
    await waitFor(() => expect(within(wallet).getByTestId('wallet-centre')).toHaveTextContent('K 1,234.50'));

    await platform.fetch(
      new Request('http://sim/__sim/balance', {
        method: 'POST',
        body: JSON.stringify({ username: 'demo01', amount: '99.90' }),
      }),
    );
    await userEvent.click(within(await banners()).getByRole('link', { name: 'Slots Festival' }));
    await userEvent.click(screen.getByRole('link', { name: 'back home' }));
    await showFirstBanner();
    const again = await loadedWallet();
    await waitFor(() => expect(within(again).getByTestId('wallet-centre')).toHaveTextContent('K 99.90'));
    await waitFor(() => expect(within(again).getByTestId('wallet-total')).toHaveTextContent('K 99.90'));
    expect(callsTo('/wps/member/info')).toHaveLength(2);
    expect(callsTo('/wps/wallet/merchant')).toHaveLength(2);
  });

  it('gives each failed figure its own named refresh and masks the figures when the balance is hidden', async () => {
    await loginAs(DEMO_ACCOUNTS.member);
    await fault({ path: '/wps/wallet/merchant', status: 503, times: 1 });
    renderHome();
    await closeNews();
    const wallet = await loadedWallet();
    const centre = within(wallet).getByTestId('wallet-centre');
    expect(await within(centre).findByRole('alert')).toHaveTextContent('Balance unavailable');
    await waitFor(() => expect(within(wallet).getByTestId('wallet-total')).toHaveTextContent('K 1,234.50'));
    await userEvent.click(within(centre).getByRole('button', { name: 'Refresh centre wallet' }));
    await waitFor(() => expect(centre).toHaveTextContent('K 1,234.50'));

    act(() => balanceVisibility.getState().toggle());
    try {
      expect(centre).toHaveTextContent('K *,***.**');
      expect(within(wallet).getByTestId('wallet-total')).toHaveTextContent('K *,***.**');
    } finally {
      act(() => balanceVisibility.getState().toggle());
    }
  });

  it('says a failed refresh failed rather than leave the old figure standing', async () => {
    await loginAs(DEMO_ACCOUNTS.member);
    renderHome();
    await closeNews();
    const wallet = await loadedWallet();
    const total = within(wallet).getByTestId('wallet-total');
    await waitFor(() => expect(total).toHaveTextContent('K 1,234.50'));

    await fault({ path: '/wps/wallet/balance', status: 503, times: 1 });
    act(() => bus.emit('balance:refresh'));
    expect(await within(total).findByRole('alert')).toHaveTextContent('Balance unavailable');
    expect(total).not.toHaveTextContent('1,234.50');
    await userEvent.click(within(total).getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(total).toHaveTextContent('K 1,234.50'));
  });

  it('places the contract prompts for an agent, not for an exempt type', async () => {
    await loginAs(DEMO_ACCOUNTS.agent, 'AGENT');
    const view = renderHome();
    await showFirstBanner();
    // One dialog at a time: the prompts wait for the latest-news popup to close.
    const dialog = await newsDialog();
    await screen.findByText('games/winner-board widget');
    expect(mockedLoad.mock.calls.map(([remote]) => remote)).not.toContain('agent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('agent/contract-prompts widget')).toBeInTheDocument();
    view.unmount();

    mockedLoad.mockClear();
    const info = sessionStore.getState().info!;
    sessionStore.getState().login({ ...info, type: 41 });
    renderHome();
    await showFirstBanner();
    await screen.findByText('games/winner-board widget');
    expect(mockedLoad.mock.calls.map(([remote]) => remote)).not.toContain('agent');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, type Platform } from '@mc/platform-sim';
import { changeLanguage, formatCents } from '@mc/shared-kernel';
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
  setPageHidden,
  setReducedMotion,
} from '../testing/widget-testing';
import WinnerBoard from './winner-board';

let platform: Platform;
let rankCalls: URL[];
/** Rewrites the rank list answer (order, length) before the widget sees it; null = the platform's own. */
let reshape: ((list: { vo: Record<string, unknown> }[]) => unknown[]) | null;

beforeAll(installCarouselDom);

beforeEach(async () => {
  platform = createPlatform();
  rankCalls = [];
  reshape = null;
  useInProcessPlatform({
    fetch: async (request) => {
      const url = new URL(request.url);
      if (url.pathname !== '/wps/relay/GCSGAME_getRankList') return platform.fetch(request);
      rankCalls.push(url);
      const response = await platform.fetch(request);
      if (!reshape || !response.ok) return response;
      const body = (await response.json()) as { value: { list: { vo: Record<string, unknown> }[] } };
      return okResponse({ list: reshape(body.value.list) });
    },
  });
  resetSession();
  setReducedMotion(false);
  setPageHidden(false);
  await setupI18n('EN');
});

const winnersBySize = () =>
  [...platform.state.winners]
    .sort((a, b) => (a.winAmount === b.winAmount ? 0 : a.winAmount > b.winAmount ? -1 : 1))
    .slice(0, 20);
const money = (cents: number) => `K${formatCents(cents)}`;
const rows = () => screen.getByRole('list', { name: 'Big wins' });
const track = () => rows().parentElement!;

async function loaded() {
  return within(await screen.findByRole('list', { name: 'Top three winners' })).getAllByRole('button');
}

describe('winner board', () => {
  it('shows a fixed-size skeleton, then the top three apart and the rest in a list, with the currency symbol', async () => {
    renderOnHome(<WinnerBoard />);
    expect(await screen.findByTestId('winner-board-skeleton')).toBeInTheDocument();
    const cards = await loaded();
    const expected = winnersBySize();
    expect(cards).toHaveLength(3);
    cards.forEach((card, i) => {
      expect(card).toHaveTextContent(`No. ${i + 1}`);
      expect(card).toHaveTextContent(expected[i]!.customerName);
      expect(card).toHaveTextContent(money(expected[i]!.winAmount));
    });
    const listed = within(rows()).getAllByRole('button');
    expect(listed).toHaveLength(17);
    expect(listed[0]).toHaveTextContent(`No. 4${expected[3]!.customerName}`);
    expect(listed[16]).toHaveTextContent(money(expected[19]!.winAmount));
    expect(screen.queryByTestId('winner-board-skeleton')).not.toBeInTheDocument();
  });

  it('asks for 20 winners of every category in the current language', async () => {
    renderOnHome(<WinnerBoard />);
    await loaded();
    expect(rankCalls).toHaveLength(1);
    expect(Object.fromEntries(rankCalls[0]!.searchParams)).toEqual({
      gameCategory: 'ALL',
      language: 'EN',
      limitNum: '20',
    });
  });

  it('sorts by win amount itself, biggest first, whatever order the server sends', async () => {
    reshape = (list) => [...list].reverse();
    renderOnHome(<WinnerBoard />);
    const cards = await loaded();
    expect(cards.map((c) => within(c).getByText(/^K/).textContent)).toEqual(
      winnersBySize()
        .slice(0, 3)
        .map((w) => money(w.winAmount)),
    );
  });

  it('auto-scrolls the list (a loop of two copies, 1500 ms a row) with more than 8 entries', async () => {
    renderOnHome(<WinnerBoard />);
    await loaded();
    expect(track()).toHaveClass('is-scrolling');
    expect(track()).toHaveAttribute('data-moving', 'true');
    expect(track().style.getPropertyValue('--gm-winners-loop')).toBe('25500ms');
    const [, clone] = track().querySelectorAll('ol');
    expect(clone).toHaveAttribute('aria-hidden', 'true');
    expect(clone).toHaveAttribute('inert');
    // The clone is not announced: only the 17 real rows are in the accessibility tree.
    expect(within(rows()).getAllByRole('button')).toHaveLength(17);
  });

  it('does not scroll with 8 entries under the podium', async () => {
    reshape = (list) => list.slice(0, 11);
    renderOnHome(<WinnerBoard />);
    await loaded();
    expect(within(rows()).getAllByRole('button')).toHaveLength(8);
    expect(track()).not.toHaveClass('is-scrolling');
    expect(track().querySelectorAll('ol')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause the winner list' })).not.toBeInTheDocument();
  });

  it('holds still when paused, in a background tab, and never moves with reduced motion', async () => {
    const user = userEvent.setup();
    renderOnHome(<WinnerBoard />);
    await loaded();
    const pause = screen.getByRole('button', { name: 'Pause the winner list' });
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(track()).toHaveAttribute('data-moving', 'false');
    await user.click(pause);
    expect(track()).toHaveAttribute('data-moving', 'true');

    act(() => setPageHidden(true));
    expect(track()).toHaveAttribute('data-moving', 'false');
    act(() => setPageHidden(false));
    expect(track()).toHaveAttribute('data-moving', 'true');

    act(() => setReducedMotion(true));
    expect(track()).not.toHaveClass('is-scrolling');
    expect(track().querySelectorAll('ol')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pause the winner list' })).not.toBeInTheDocument();
  });

  it('sends a guest who taps a winner to login, coming back to home', async () => {
    const user = userEvent.setup();
    renderOnHome(<WinnerBoard />);
    await user.click((await loaded())[0]!);
    expect(currentLocation()).toBe('/m/login');
    expect(locationState()).toEqual({ from: '/m/home' });
  });

  it('launches the tapped winner game for a member', async () => {
    await loginMember();
    const user = userEvent.setup();
    renderOnHome(<WinnerBoard />);
    await loaded();
    const fourth = winnersBySize()[3]!;
    const game = platform.catalogue.byNodeId.get(fourth.nodeId)!;
    await user.click(within(rows()).getAllByRole('button')[0]!);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/m\/(launchGame|gameList)\?/));
    const search = new URLSearchParams(currentLocation()!.split('?')[1]);
    expect(search.get('vendor') ?? search.get('vassalage')).toBe(game.vassalage);
    if (search.has('nodeId')) expect(search.get('nodeId')).toBe(game.nodeId);
  });

  it('reloads in the new language 250 ms after a language change', async () => {
    renderOnHome(<WinnerBoard />);
    await loaded();
    const started = Date.now();
    await act(() => changeLanguage('MY'));
    expect(rankCalls).toHaveLength(1);
    await waitFor(() => expect(rankCalls).toHaveLength(2));
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    expect(rankCalls[1]!.searchParams.get('language')).toBe('MY');
    await screen.findByRole('list', { name: 'ထိပ်တန်း အနိုင်ရသူ သုံးဦး' });
  });

  it("isolates each winner's name, so bidi controls in one cannot reorder the amount beside it", async () => {
    reshape = (list) => list.map((item) => ({ vo: { ...item.vo, customerName: '\u202Ede***01' } }));
    renderOnHome(<WinnerBoard />);
    const cards = await loaded();
    for (const card of [...cards, ...within(rows()).getAllByRole('button')]) {
      expect(card.querySelector('.gm-winners__name bdi')?.textContent).toBe('\u202Ede***01');
    }
  });

  it('shows the empty state when nobody has won', async () => {
    platform.state.winners = [];
    renderOnHome(<WinnerBoard />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No winners yet');
    expect(screen.queryByRole('list', { name: 'Top three winners' })).not.toBeInTheDocument();
  });

  it('shows a failed load in its own block and recovers on Retry', async () => {
    await addFault(platform, { path: '/wps/relay/GCSGAME_getRankList', status: 503, times: 1 });
    const user = userEvent.setup();
    renderOnHome(<WinnerBoard />);
    const error = await screen.findByTestId('error-state');
    expect(error).toHaveAttribute('role', 'alert');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await loaded()).toHaveLength(3);
  });

  it('treats an amount that is not a decimal string as a malformed answer', async () => {
    reshape = (list) => list.map((item, i) => (i === 0 ? { vo: { ...item.vo, winAmount: 12.5 } } : item));
    renderOnHome(<WinnerBoard />);
    expect(await screen.findByTestId('error-state')).toBeInTheDocument();
  });
});

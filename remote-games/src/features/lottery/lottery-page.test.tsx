import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { login } from '@mc/shared-kernel';
import { renderAtPath, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/lobby/namespace';
import LotteryPage, { LOBBY_GROUP_LIMIT } from './lottery-page';

let platform: Platform;
let calls: URL[];
/** Answers the lottery list with no groups (the sim always has some). */
let answerEmpty: boolean;

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  answerEmpty = false;
  localStorage.clear();
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/game/lottery/list') {
        calls.push(url);
        if (answerEmpty) return Promise.resolve(Response.json({ success: true, code: '0', value: { groups: [] } }));
      }
      return platform.fetch(request);
    },
  });
  resetSession();
  await setupI18n('EN');
});

function renderPage(route = '/m/lottery') {
  return renderAtPath('/m/lottery', <LotteryPage />, route);
}

async function fault(body: Record<string, unknown>) {
  const response = await platform.fetch(
    new Request('http://sim/__sim/faults', { method: 'POST', body: JSON.stringify(body) }),
  );
  expect(response.ok).toBe(true);
}

const groupHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const group = (name: string) => screen.getByRole('region', { name });
const vnGames = () => platform.catalogue.games.filter((g) => g.vassalage === 'TCG_LOTTO_VN');
const location = () => new URL(screen.getByTestId('location').textContent!, 'http://x');

describe('lottery lobby', () => {
  it('opens on the Lott tab with its groups from the platform, six games each and a link to the rest', async () => {
    renderPage();
    expect(await screen.findByTestId('lottery-skeleton')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Prize modes' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Lottery', 'ZY Lottery', 'E-Lottery', 'SEA Lottery']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(groupHeadings()).toEqual(['Vietnam Lottery', 'Lottery']));
    expect(calls[0]!.searchParams.get('prizeMode')).toBe('Lott');

    const vn = group('Vietnam Lottery');
    const rows = within(vn).getAllByRole('listitem');
    expect(rows).toHaveLength(LOBBY_GROUP_LIMIT);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual(
      vnGames()
        .slice(0, LOBBY_GROUP_LIMIT)
        .map((g) => expect.stringContaining(g.gameName)),
    );
    const first = vnGames()[0]!;
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/m/startLottery?code=${first.gameCode}&prizeMode=Lott`,
    );
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', expect.stringContaining(first.iconUrl));
    expect(
      within(vn).getByRole('link', { name: `See all ${vnGames().length} games of Vietnam Lottery` }),
    ).toHaveAttribute('href', '/m/moreLottery?prizeMode=Lott&group=11');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    expect(screen.getByRole('link', { name: 'All lotteries' })).toHaveAttribute(
      'href',
      '/m/moreLottery?prizeMode=Lott',
    );
  });

  it('switches groups with the tabs, by click and by arrow keys, keeping the tab in the URL', async () => {
    renderPage();
    await waitFor(() => expect(groupHeadings()).toEqual(['Vietnam Lottery', 'Lottery']));
    await userEvent.click(screen.getByRole('tab', { name: 'ZY Lottery' }));
    await waitFor(() => expect(groupHeadings()).toEqual(['ZY Quick Draws', 'ZY Regional Draws']));
    expect(location().searchParams.get('prizeMode')).toBe('ZY');
    expect(screen.getByRole('tab', { name: 'ZY Lottery' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(groupHeadings()).toEqual(['E-Lottery']));
    expect(screen.getByRole('tab', { name: 'E-Lottery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(groupHeadings()).toEqual(['SEA Lottery']));
    expect(location().searchParams.get('prizeMode')).toBe('SEA');
    expect(calls.map((c) => c.searchParams.get('prizeMode'))).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
  });

  it('opens the tab named in the URL, whatever its case', async () => {
    renderPage('/m/lottery?prizeMode=sea');
    await waitFor(() => expect(groupHeadings()).toEqual(['SEA Lottery']));
    expect(screen.getByRole('tab', { name: 'SEA Lottery' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the Lott tab for an unknown ?prizeMode', async () => {
    renderPage('/m/lottery?prizeMode=BINGO');
    await waitFor(() => expect(groupHeadings()).toEqual(['Vietnam Lottery', 'Lottery']));
    expect(screen.getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
    expect(calls[0]!.searchParams.get('prizeMode')).toBe('Lott');
  });

  it('shows the play buttons the switches allow', async () => {
    renderPage('/m/lottery?prizeMode=Elott');
    await waitFor(() => expect(groupHeadings()).toEqual(['E-Lottery']));
    const elott = platform.catalogue.games.filter((g) => g.vassalage === 'ELOTT').slice(0, LOBBY_GROUP_LIMIT);
    for (const game of elott) {
      const buttons = within(group('E-Lottery')).getAllByRole('button', { name: new RegExp(`: ${game.gameName}$`) });
      const expected = [
        ...(game.lottoMode!.includes('Tradition') ? [`Traditional: ${game.gameName}`] : []),
        ...(game.lottoMode!.includes('Entertainment') ? [`Entertainment: ${game.gameName}`] : []),
      ];
      expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(expected);
    }
  });

  it('sends a guest who taps a play button to login, remembering the tab', async () => {
    renderPage('/m/lottery?prizeMode=ZY');
    await waitFor(() => expect(groupHeadings()).toEqual(['ZY Quick Draws', 'ZY Regional Draws']));
    await userEvent.click(within(group('ZY Quick Draws')).getAllByRole('button', { name: /^Traditional: / })[0]!);
    expect(location().pathname).toBe('/m/login');
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state')!)).toEqual({
      from: '/m/lottery?prizeMode=ZY',
    });
  });

  it('starts the game for a member on the launch route', async () => {
    const { username, password } = DEMO_ACCOUNTS.member;
    await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderPage('/m/lottery?prizeMode=Elott');
    await waitFor(() => expect(groupHeadings()).toEqual(['E-Lottery']));
    const game = platform.catalogue.games.find(
      (g) => g.vassalage === 'ELOTT' && g.lottoMode!.includes('Entertainment'),
    )!;
    await userEvent.click(screen.getByRole('button', { name: `Entertainment: ${game.gameName}` }));
    await waitFor(() => expect(location().pathname).toBe('/m/launchGame'));
    expect(location().searchParams.get('code')).toBe(game.gameCode);
    expect(location().searchParams.get('playType')).toBe('ent');
    expect(location().searchParams.get('prize_mode')).toBe('Elott');
  });

  it('shows the failure with Retry, and the groups after Retry', async () => {
    await fault({ path: '/wps/game/lottery/list', status: 503, times: 1 });
    renderPage();
    const alert = await screen.findByTestId('error-state');
    expect(alert).toHaveTextContent('The server had a problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(groupHeadings()).toEqual(['Vietnam Lottery', 'Lottery']));
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument();
  });

  it('shows the failure when the answer cannot be read', async () => {
    await fault({ path: '/wps/game/lottery/list', malformed: true, times: 1 });
    renderPage();
    expect(await screen.findByTestId('error-state')).toHaveTextContent('could not read');
  });

  it('shows the empty state when a prize mode has no groups', async () => {
    answerEmpty = true;
    renderPage('/m/lottery?prizeMode=ZY');
    expect(await screen.findByText('No lotteries in this prize mode yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ZY Lottery' })).toHaveAttribute('aria-selected', 'true');
  });
});

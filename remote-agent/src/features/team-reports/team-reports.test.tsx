import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, MERCHANT_CODE, type Platform } from '@mc/platform-sim';
import { addCents, formatCents, formatMoney, login, toCents } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import TeamBettingPage from './team-betting-page';
import TeamPnlPage from './team-pnl-page';
import TeamRebatePage from './team-rebate-page';

const SLOW = { timeout: 15_000 };
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let platform: Platform;
let calls: URL[];
let failing: boolean;

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  failing = false;
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/wps/agent/team/')) {
        calls.push(url);
        if (failing) return Promise.resolve(new Response('down', { status: 503 }));
      }
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  await login({ username: 'agent01', password: 'Agent1234', type: 'username', loginFrom: 'AGENT' }, MERCHANT_CODE);
});

const RANGE = `start=${day(Date.now() - 29 * DAY)}&end=${day(Date.now())}`;

function render(path: string, search: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/agent/team/pnl" element={<TeamPnlPage />} />
      <Route path="/m/teamBetting" element={<TeamBettingPage />} />
      <Route path="/m/member/teamRebate" element={<TeamRebatePage />} />
    </Routes>,
    { route: `${path}?${search}` },
  );
}

/** What the sim answers for the same query: the whole report, every page. */
async function simReport<T>(
  path: string,
  query: Record<string, string>,
): Promise<{ list: T[]; summary: Record<string, string | number> }> {
  const token = (await import('@mc/shared-kernel')).sessionStore.getState().info!.token;
  const url = new URL(`http://sim${path}`);
  for (const [k, v] of Object.entries({ ...query, pageSize: '100' })) url.searchParams.set(k, v);
  const response = await platform.fetch(new Request(url, { headers: { Token: token } }));
  return ((await response.json()) as { value: { list: T[]; summary: Record<string, string | number> } }).value;
}

const range = () => ({ startDate: day(Date.now() - 29 * DAY), endDate: day(Date.now()) });

describe('team profit and loss', () => {
  it("lists each member's figures and the team's totals, which add up the rows", async () => {
    render('/m/agent/team/pnl', RANGE);
    const list = await screen.findByRole('list', { name: "Team members' profit and loss" }, SLOW);
    const report = await simReport<{ username: string; profit: string }>('/wps/agent/team/pnl', range());
    // The first page of the team, in the platform's order; the totals are the whole team's.
    const shown = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.mc-record-card__headline')!.textContent);
    expect(shown).toEqual(report.list.slice(0, 20).map((row) => row.username));
    expect(screen.getByText(`${report.list.length} records`)).toBeInTheDocument();
    expect(screen.getByTestId('records-total-profit')).toHaveTextContent(formatMoney(String(report.summary.profit)));
    const profits = addCents(...report.list.map((row) => toCents(row.profit)));
    expect(screen.getByTestId('records-total-profit')).toHaveTextContent(formatCents(profits));
    expect(screen.getByTestId('records-total-deposits')).toHaveTextContent(
      formatMoney(String(report.summary.deposits)),
    );
    expect(calls[0]!.searchParams.get('startDate')).toBe(range().startDate);
  });

  it('narrows to one member, and back to the whole team', async () => {
    const user = userEvent.setup();
    render('/m/agent/team/pnl', RANGE);
    const list = await screen.findByRole('list', { name: "Team members' profit and loss" }, SLOW);
    const all = within(list).getAllByRole('listitem').length;
    const first = within(list).getAllByRole('listitem')[0]!;
    const username = first.querySelector('.mc-record-card__headline')!.textContent!;
    await user.type(screen.getByRole('textbox', { name: 'Member' }), username);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('username')).toBe(username));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: "Team members' profit and loss" })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Show the whole team' }));
    // The whole team's answer is still in the cache: it shows again at once.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: "Team members' profit and loss" })).getAllByRole('listitem'),
      ).toHaveLength(all),
    );
  });

  it('says what is wrong with a username before asking, and offers Retry when the platform fails', async () => {
    const user = userEvent.setup();
    failing = true;
    render('/m/agent/team/pnl', RANGE);
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('list', { name: "Team members' profit and loss" }, SLOW)).toBeInTheDocument();
    const before = calls.length;
    await user.type(screen.getByRole('textbox', { name: 'Member' }), 'no body');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('textbox', { name: 'Member' })).toHaveAccessibleDescription(
      expect.stringContaining('only letters, digits and _'),
    );
    expect(calls.length).toBe(before);
  });
  it('says a name outside the team is not in it', async () => {
    render('/m/agent/team/pnl', `${RANGE}&member=blocked01`);
    expect(await screen.findByText('blocked01 is not in your team', {}, SLOW)).toBeInTheDocument();
    expect(calls.at(-1)!.searchParams.get('username')).toBe('blocked01');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('team betting', () => {
  it("sends the filters and shows the platform's totals of all matching orders", async () => {
    const user = userEvent.setup();
    render('/m/teamBetting', `${RANGE}&category=lott`);
    const list = await screen.findByRole('list', { name: 'Team bet orders' }, SLOW);
    expect(calls.at(-1)!.searchParams.get('category')).toBe('LOTT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'SETTLED');
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('status')).toBe('SETTLED'));
    const report = await simReport<{ orderNo: string }>('/wps/agent/team/orders', {
      ...range(),
      category: 'LOTT',
      status: 'SETTLED',
    });
    await waitFor(() =>
      expect(screen.getByTestId('records-total-valid')).toHaveTextContent(formatMoney(String(report.summary.validBet))),
    );
    expect(screen.getByTestId('records-total-winloss')).toHaveTextContent(formatMoney(String(report.summary.winLoss)));
    expect(screen.getByText(new RegExp(`^${report.summary.count} records?$`))).toBeInTheDocument();
    expect(within(list).getAllByText('Settled').length).toBeGreaterThan(0);
  });

  it('says so when nothing matches', async () => {
    render('/m/teamBetting', `start=${day(Date.now() - 80 * DAY)}&end=${day(Date.now() - 79 * DAY)}`);
    expect(await screen.findByText('No team bets in this period', {}, SLOW)).toBeInTheDocument();
  });
});

describe('team rebate income', () => {
  it("shows each member's income and the total the platform computes", async () => {
    render('/m/member/teamRebate', RANGE);
    const list = await screen.findByRole('list', { name: 'Rebate income per member' }, SLOW);
    const report = await simReport<{ username: string; income: string }>('/wps/agent/team/rebate-income', range());
    expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(20, report.list.length));
    expect(screen.getByTestId('records-total-income')).toHaveTextContent(formatMoney(String(report.summary.income)));
    expect(toCents(String(report.summary.income))).toBeGreaterThan(0);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { dayjs, formatMoney, isoDay, sessionStore } from '@mc/shared-kernel';
import { quickRange, quickRangeOf, type QuickRangeId } from '@mc/shared-kernel/records';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import TeamOverviewPage, { TEAM_OVERVIEW_POLICY } from './team-overview-page';
import { signIn, simAdmin, startTestSim } from '../../testing/test-sim';

let platform: Platform;
let requests: Request[];

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function SearchProbe() {
  const location = useLocation();
  return <p data-testid="search">{location.search}</p>;
}

const PATH = '/m/agent/team/overview';
const CHIPS: Partial<Record<QuickRangeId, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This week',
  thisMonth: 'This month',
};

function renderPage(route = PATH) {
  return renderWithProviders(
    <Routes>
      <Route
        path={PATH}
        element={
          <>
            <TeamOverviewPage />
            <SearchProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

/** What the sim answers for a group and range, asked directly with the agent's token. */
async function simFigures(
  group: 'a' | 'b' | 'c',
  start: string,
  end: string,
): Promise<Record<string, string | number>> {
  const token = sessionStore.getState().info!.token;
  const response = await platform.fetch(
    new Request(`http://sim/wps/agent/kpi/${group}?startDate=${start}&endDate=${end}`, { headers: { Token: token } }),
  );
  return (await response.json()).value;
}

const section = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;

/** The value shown under a figure's label. */
function figure(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition');
}

const LABELS_A = {
  registrations: 'Registrations',
  firstDeposits: 'First deposits',
  activeMembers: 'Active players',
  logins: 'Logged in',
  onlineNow: 'Online now',
  teamSize: 'Team members',
};
const LABELS_B = { deposits: 'Deposits', withdrawals: 'Withdrawals', bets: 'Bets', validBets: 'Valid bets' };
const LABELS_C = { payouts: 'Payouts', winLoss: 'Win/loss', bonuses: 'Bonuses and rebates', teamProfit: 'Team profit' };

/** Every figure on screen equals the sim's answer for the range (counts as they are, money with two decimals). */
async function expectFiguresOf(start: string, end: string) {
  const [a, b, c] = await Promise.all([
    simFigures('a', start, end),
    simFigures('b', start, end),
    simFigures('c', start, end),
  ]);
  await waitFor(
    () => {
      for (const [field, label] of Object.entries(LABELS_A))
        expect(figure(label)).toHaveTextContent(new RegExp(`^${a[field]}$`));
    },
    { timeout: 5000 },
  );
  await waitFor(
    () => {
      for (const [field, label] of Object.entries(LABELS_B))
        expect(figure(label).textContent).toBe(formatMoney(String(b[field])));
      for (const [field, label] of Object.entries(LABELS_C))
        expect(figure(label).textContent).toBe(formatMoney(String(c[field])));
    },
    { timeout: 5000 },
  );
  for (const label of [...Object.values(LABELS_B), ...Object.values(LABELS_C)])
    expect(figure(label).textContent).toMatch(/^-?[\d,]+\.\d{2}$/);
}

const kpiCalls = (group: string) =>
  requests
    .filter((r) => new URL(r.url).pathname === `/wps/agent/kpi/${group}`)
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

beforeEach(async () => {
  ({ platform, requests } = await startTestSim());
});

describe('team overview guard', () => {
  it('sends a guest to /m/home, asking nothing', async () => {
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/home');
    expect(kpiCalls('a')).toHaveLength(0);
  });

  it('sends a type-4 member to /m/home', async () => {
    await signIn(DEMO_ACCOUNTS.type4Member, 'MEMBER');
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/home');
  });
});

describe('team overview for an agent', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.agent, 'AGENT');
  });

  it('shows today by default: the three groups, every figure the sim’s, money with two decimals', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team overview' })).toBeInTheDocument();
    for (const name of ['Members', 'Money in and out', 'Result']) expect(await section(name)).toBeInTheDocument();
    const today = isoDay();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expectFiguresOf(today, today);
    for (const group of ['a', 'b', 'c']) {
      expect(kpiCalls(group)).toEqual([{ startDate: today, endDate: today }]);
      expect(requests.find((r) => new URL(r.url).pathname === `/wps/agent/kpi/${group}`)!.headers.get('Module')).toBe(
        'AGEINFO3',
      );
    }
  });

  it.each([
    ['Yesterday', 'yesterday'],
    ['This week', 'thisWeek'],
    ['This month', 'thisMonth'],
  ] as const)('“%s” asks for its days, keeps them in the URL and shows their figures', async (chip, id) => {
    const user = userEvent.setup();
    renderPage();
    await expectFiguresOf(isoDay(), isoDay());
    await user.click(screen.getByRole('button', { name: chip }));
    const range = quickRange(id, isoDay());
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent(`?start=${range.start}&end=${range.end}`),
    );
    // On a Monday "this week" is today (and on the 1st "this month"): the first chip that is the range is marked.
    const marked = quickRangeOf(range, isoDay(), TEAM_OVERVIEW_POLICY.quickRanges);
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent(CHIPS[marked!]!);
    expect(screen.getByText(`${range.start} to ${range.end}`)).toBeInTheDocument();
    await expectFiguresOf(range.start, range.end);
    expect(kpiCalls('b')).toContainEqual({ startDate: range.start, endDate: range.end });
  });

  it('a month of figures is at least a day of them (the sim’s team, not a fixed answer)', async () => {
    const month = await simFigures('a', dayjs().subtract(29, 'day').format('YYYY-MM-DD'), isoDay());
    const day = await simFigures('a', isoDay(), isoDay());
    expect(Number(month.logins)).toBeGreaterThanOrEqual(Number(day.logins));
    expect(Number(month.registrations)).toBeGreaterThanOrEqual(Number(day.registrations));
  });

  it('takes a custom range of up to 92 days', async () => {
    const user = userEvent.setup();
    renderPage();
    const start = dayjs()
      .subtract(TEAM_OVERVIEW_POLICY.maxDays - 1, 'day')
      .format('YYYY-MM-DD');
    const end = isoDay();
    fireEvent.change(await screen.findByLabelText(/^Start date/), { target: { value: start } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: end } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(`?start=${start}&end=${end}`));
    await expectFiguresOf(start, end);
  });

  it.each([
    ['the start after the end', -1, -3, /^Start date/, 'The start date must not be after the end date'],
    ['an end in the future', -1, 1, /^End date/, 'The date cannot be in the future'],
    ['more than 92 days', -92, 0, /^End date/, 'Choose at most 92 days'],
  ])(
    'refuses %s with a message under the field, keeping what was typed and asking nothing',
    async (_name, startOffset, endOffset, field, message) => {
      const user = userEvent.setup();
      renderPage();
      await expectFiguresOf(isoDay(), isoDay());
      const before = requests.length;
      const start = dayjs().add(startOffset, 'day').format('YYYY-MM-DD');
      const end = dayjs().add(endOffset, 'day').format('YYYY-MM-DD');
      fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: start } });
      fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: end } });
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByLabelText(/^Start date/)).toHaveValue(start);
      expect(screen.getByLabelText(/^End date/)).toHaveValue(end);
      expect(requests.length).toBe(before);
      expect(screen.getByTestId('search')).not.toHaveTextContent(`start=${start}`);
    },
  );

  it('shows skeletons while loading (the group busy)', async () => {
    await simAdmin(platform, '/__sim/faults', { path: '/wps/agent/kpi/c', delayMs: 400, times: 1 });
    renderPage();
    const result = await section('Result');
    expect(result).toHaveAttribute('aria-busy', 'true');
    expect(within(result).getAllByRole('definition')[0]!.textContent).toBe('');
    await waitFor(() => expect(result).toHaveAttribute('aria-busy', 'false'));
    expect(figure('Team profit').textContent).toMatch(/^-?[\d,]+\.\d{2}$/);
  });

  it('keeps a failed group to itself, with a Retry that recovers', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', { path: '/wps/agent/kpi/b', status: 503, times: 1 });
    renderPage();
    const money = await section('Money in and out');
    expect(await within(money).findByRole('alert')).toHaveTextContent('The server had a problem');
    // The other groups are there.
    await waitFor(() => expect(figure('Team profit').textContent).toMatch(/\.\d{2}$/));
    expect(figure('Team members').textContent).toMatch(/^\d+$/);

    await user.click(within(money).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(money).queryByRole('alert')).not.toBeInTheDocument());
    await expectFiguresOf(isoDay(), isoDay());
  });

  it('shows the default range, with a notice, for a link with dates the page refuses', async () => {
    renderPage(`${PATH}?start=2020-01-01&end=2020-12-31`);
    expect(await screen.findByRole('status')).toHaveTextContent('Today');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(`?start=${isoDay()}&end=${isoDay()}`));
    expect(kpiCalls('a').every((q) => q.startDate === isoDay())).toBe(true);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { balanceVisibility, isoDay, sessionStore } from '@mc/shared-kernel';
import { renderWithProviders } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import AgentHomePage from './agent-home-page';
import { signIn, simAdmin, startTestSim } from '../../testing/test-sim';

let platform: Platform;
let requests: Request[];

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/agent-home" element={<AgentHomePage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/m/agent-home' },
  );
}

/** The value shown under a counter's label. */
function counter(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition');
}

const menuNav = () => screen.findByRole('navigation', { name: 'Agent menu' });
const footerNav = () => screen.findByRole('navigation', { name: 'Agent shortcuts' });

beforeEach(async () => {
  ({ platform, requests } = await startTestSim());
  balanceVisibility.getState().forget();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('agent home guard', () => {
  it('sends a guest to /m/home', async () => {
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/home');
  });

  it('sends a member (type 0) to /m/home', async () => {
    await signIn(DEMO_ACCOUNTS.member, 'MEMBER');
    expect(sessionStore.getState().info?.type).toBe(0);
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/home');
    expect(screen.queryByRole('navigation', { name: 'Agent menu' })).not.toBeInTheDocument();
  });
});

describe('agent home for an agent', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.agent, 'AGENT');
  });

  it('isolates the name in the greeting, so bidi controls in it cannot reorder the greeting', async () => {
    const info = sessionStore.getState().info!;
    sessionStore.getState().login({ ...info, userName: '\u202EVIP' });
    renderPage();
    const greeting = await screen.findByText(/^Good/, { selector: 'p' });
    expect(greeting.querySelector('bdi')?.textContent).toBe('\u202EVIP');
  });

  it.each([
    [0, 'Good morning'],
    [10, 'Good morning'],
    [11, 'Good noon'],
    [14, 'Good noon'],
    [15, 'Good afternoon'],
    [18, 'Good afternoon'],
    [19, 'Good evening'],
    [23, 'Good evening'],
  ])('greets by the hour: %i:30 is "%s"', async (hour, greeting) => {
    // Only the clock is faked: the API client, the sim and React keep their real timers.
    jest.useFakeTimers({
      now: new Date(2026, 4, 20, hour, 30),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'hrtime',
        'performance',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    renderPage();
    const heading = await screen.findByText(greeting, { exact: false, selector: 'p' });
    expect(heading).toHaveTextContent(`${greeting}, ${DEMO_ACCOUNTS.agent.username}`);
  });

  it('shows the total balance with two decimals and masks it when hidden', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByTestId('agent-balance')).toHaveTextContent(/^25,680\.75$/);
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('agent-balance')).toHaveTextContent(/^\*\*,\*\*\*\.\*\*$/);
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links withdraw and deposit', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  });

  it("shows the sim's KPI footer for today, asked with today's date and size 0", async () => {
    const today = isoDay();
    const token = sessionStore.getState().info!.token;
    const response = await platform.fetch(
      new Request(`http://sim/wps/agent/kpi?startDate=${today}&endDate=${today}&size=0`, { headers: { Token: token } }),
    );
    const { footer } = (await response.json()).value;
    expect(footer.teamLoginMemberCount).toBeGreaterThan(0);

    renderPage();
    await waitFor(() => expect(counter('Login count')).toHaveTextContent(String(footer.teamLoginMemberCount)));
    expect(counter('Betting players')).toHaveTextContent(String(footer.teamBetMemberCount));
    expect(counter('Registered persons')).toHaveTextContent(String(footer.teamRegisterMemberCount));
    expect(counter('Online users')).toHaveTextContent(String(footer.teamOnlineCount));

    const kpiCalls = requests.filter((r) => new URL(r.url).pathname === '/wps/agent/kpi');
    expect(kpiCalls).toHaveLength(1);
    const query = new URL(kpiCalls[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({ startDate: today, endDate: today, size: '0' });
    expect(kpiCalls[0]!.headers.get('Module')).toBe('AGEINFO3');
  });

  it('shows skeletons in the counters while the KPI call runs', async () => {
    await simAdmin(platform, '/__sim/faults', { path: '/wps/agent/kpi', delayMs: 300, times: 1 });
    renderPage();
    const section = (await screen.findByRole('heading', { name: "Today's team" })).closest('section')!;
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByRole('definition')).toHaveLength(4);
    expect(within(section).getAllByRole('definition')[0]!.textContent).toBe('');
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
  });

  it('keeps a KPI failure inside its block, with a retry that recovers', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', { path: '/wps/agent/kpi', status: 503, times: 1 });
    renderPage();
    const section = (await screen.findByRole('heading', { name: "Today's team" })).closest('section')!;
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The server had a problem');
    // The rest of the page still works.
    expect(await screen.findByTestId('agent-balance')).toHaveTextContent('25,680.75');
    expect(within(await menuNav()).getByRole('link', { name: 'Online service' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
    expect(counter('Login count').textContent).toMatch(/^\d+$/);
  });

  it('shows every enabled menu entry with its target and the unread badge on mail', async () => {
    renderPage();
    const nav = await menuNav();
    const mail = await within(nav).findByRole('link', { name: /Mail/ });
    expect(mail).toHaveAttribute('href', '/m/webEmail');
    await waitFor(() => expect(mail).toHaveAccessibleName(/^Mail ?, 5 unread$/));
    const targets = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(targets).toEqual([
      '/m/agent/team/overview',
      '/m/transaction/record?types=A',
      '/m/member/team',
      '/m/redRain',
      '/m/agent/team/pnl',
      '/m/teamBetting',
      '/m/member/agent/agentRebeat',
      '/m/member/teamRebate',
      '/m/securityCenter',
      '/m/webEmail',
      '/m/service',
    ]);
    const footer = within(await footerNav())
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(footer).toEqual([
      '/m/home',
      '/m/agentRegister',
      '/m/member/agent/agentDivident',
      '/m/member/notice?types=A',
    ]);
    const agentNotices = platform.state.announcements.filter((a) => a.type === 'A').length;
    expect(agentNotices).toBeGreaterThan(0);
    const announcements = within(await footerNav()).getByRole('link', { name: /Announcements/ });
    await waitFor(() =>
      expect(announcements).toHaveAccessibleName(new RegExp(`^Announcements ?, ${agentNotices} unread$`)),
    );
  });

  it('hides an entry whose menu key is off, and the dividend when dividends are off', async () => {
    await simAdmin(platform, '/__sim/menu', { teamBetting: false, dividend: false });
    renderPage();
    const nav = await menuNav();
    await within(nav).findByRole('link', { name: 'Team profit and loss' });
    expect(within(nav).queryByRole('link', { name: 'Team betting' })).not.toBeInTheDocument();
    expect(within(await footerNav()).queryByRole('link', { name: /Dividend/ })).not.toBeInTheDocument();
    expect(within(await footerNav()).getByRole('link', { name: /Open account/ })).toBeInTheDocument();
  });

  it('keeps online service when the whole menu is off', async () => {
    await simAdmin(platform, '/__sim/menu', {
      teamOverview: false,
      transactionRecord: false,
      teamManagement: false,
      redRain: false,
      teamPnl: false,
      teamBetting: false,
      agentRebate: false,
      teamRebate: false,
      securityCenter: false,
      mail: false,
      dividend: false,
    });
    renderPage();
    const nav = await menuNav();
    await waitFor(() => expect(nav).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(await menuNav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Online service']);
  });

  it('shows a menu failure in the menu, keeps online service, and recovers on retry', async () => {
    const user = userEvent.setup();
    await simAdmin(platform, '/__sim/faults', { path: '/wps/whitelabel/menu', status: 503, times: 1 });
    renderPage();
    const nav = await menuNav();
    expect(await within(nav).findByRole('alert')).toHaveTextContent('The server had a problem');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Online service']);
    await user.click(within(nav).getByRole('button', { name: 'Retry' }));
    expect(await within(nav).findByRole('link', { name: 'Team overview' })).toBeInTheDocument();
    expect(within(nav).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('navigates from a menu entry', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(await menuNav()).findByRole('link', { name: 'Team overview' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/agent/team/overview');
  });
});

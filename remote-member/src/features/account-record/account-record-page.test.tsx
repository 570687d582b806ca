import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { BackButton, formatCents, login, usePageBackTo } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import AccountRecordPage from './account-record-page';

const SLOW = { timeout: 15_000 };
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let platform: Platform;
let calls: string[];

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  useInProcessPlatform({
    fetch: (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
});

async function logIn(
  account: { username: string; password: string } = DEMO_ACCOUNTS.member,
  loginFrom: 'MEMBER' | 'AGENT' = 'MEMBER',
) {
  await login({ username: account.username, password: account.password, type: 'username', loginFrom }, 'MC01');
}

function render(search: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/m/transaction/record" element={<AccountRecordPage />} />
    </Routes>,
    { route: `/m/transaction/record${search}` },
  );
}

/** What the sim holds for an account within [start, end] (UTC days) of the given types. */
function expected(username: string, startMs: number, endMs: number, types: readonly string[] | null) {
  const from = day(startMs);
  const to = day(endMs);
  const entries = platform.state.accounts
    .get(username)!
    .ledger.filter(
      (e) => day(e.createdAt) >= from && day(e.createdAt) <= to && (types === null || types.includes(e.type)),
    );
  const moneyIn = entries.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
  const moneyOut = entries.filter((e) => e.amount < 0).reduce((s, e) => s + e.amount, 0);
  return { count: entries.length, moneyIn, moneyOut };
}

const list = () => screen.findByRole('list', { name: 'Account movements' }, SLOW);

describe('/m/transaction/record', () => {
  const now = Date.now();
  const range = `start=${day(now - 29 * DAY)}&end=${day(now)}`;

  it('needs a session, goes back to the member centre', () => {
    expect(routes.find((r) => r.path === '/m/transaction/record')).toMatchObject({
      guard: 'member',
      header: 'default',
      titleKey: 'member-records:account.title',
    });
  });

  it('lists the movements with the totals of the whole period, and filters by type', async () => {
    await logIn();
    render(`?${range}`);
    const rows = await list();
    const all = expected('demo01', now - 29 * DAY, now, null);
    expect(all.count).toBeGreaterThan(20);
    expect(screen.getByTestId('records-total-in')).toHaveTextContent(formatCents(all.moneyIn));
    expect(screen.getByTestId('records-total-out')).toHaveTextContent(formatCents(all.moneyOut));
    expect(within(rows).getAllByRole('listitem')).toHaveLength(20);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'Deposits');
    const deposits = expected('demo01', now - 29 * DAY, now, ['DEPOSIT']);
    await waitFor(
      () => expect(screen.getByTestId('records-total-in')).toHaveTextContent(formatCents(deposits.moneyIn)),
      SLOW,
    );
    expect(screen.getByTestId('records-total-out')).toHaveTextContent('0.00');
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(Math.min(20, deposits.count));
    for (const item of items) expect(item).toHaveTextContent('Deposit');
    expect(calls.some((c) => c.includes('types=DEPOSIT'))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Type'), 'Bets');
    await waitFor(() => expect(calls.some((c) => c.includes('types=BET%2CBET_CANCEL'))).toBe(true), SLOW);
    const bets = expected('demo01', now - 29 * DAY, now, ['BET', 'BET_CANCEL']);
    await waitFor(
      () => expect(screen.getByTestId('records-total-out')).toHaveTextContent(formatCents(bets.moneyOut)),
      SLOW,
    );
  });

  it('shows the empty state for a quiet period and the error state with Retry', async () => {
    await logIn(DEMO_ACCOUNTS.emptyMember);
    const first = render(`?${range}`);
    expect(await screen.findByText('No money moved in this period', {}, SLOW)).toBeInTheDocument();
    first.unmount();
    resetSession();
    await logIn();
    await simAdmin(platform, 'faults', { path: '/wps/wallet/transaction/details', status: 503, times: 1 });
    render(`?${range}&type=deposit`);
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    await userEvent.setup().click(retry);
    expect(await list()).toBeInTheDocument();
  }, 15_000);

  it('gives agents the types=A variant (commission, team transfers); members asking for it get their own record', async () => {
    await logIn(DEMO_ACCOUNTS.agent, 'AGENT');
    const first = render(`?types=A&${range}`);
    const rows = await list();
    const agentSet = expected('agent01', now - 29 * DAY, now, ['COMMISSION', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER']);
    expect(agentSet.count).toBeGreaterThan(0);
    expect(within(rows).getAllByRole('listitem')).toHaveLength(agentSet.count);
    expect(screen.getByTestId('records-total-in')).toHaveTextContent(formatCents(agentSet.moneyIn));
    expect([...screen.getByLabelText('Type').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All types',
      'Commission',
      'Team transfers',
    ]);

    first.unmount();
    resetSession();
    await logIn();
    render(`?types=A&${range}`);
    await list();
    expect(calls.filter((c) => c.startsWith('GET /wps/wallet/transaction/details')).at(-1)).not.toContain('types=');
    expect(screen.getByLabelText('Type').querySelectorAll('option').length).toBeGreaterThan(3);
  }, 15_000);

  it('sends the back arrow of the agent variant to the agent home; the member record’s goes back (home when it opened the visit)', async () => {
    const routeBack = routes.find((r) => r.path === '/m/transaction/record')!.backTo;
    expect(routeBack).toBeUndefined();
    /** The host header's back arrow: the screen's target if it set one, else the route's. */
    function HeaderBack() {
      const screenBack = usePageBackTo();
      return <BackButton to={screenBack ?? routeBack} />;
    }
    function Where() {
      const location = useLocation();
      return <p data-testid="where">{location.pathname}</p>;
    }
    const renderWithHeader = (search: string) =>
      renderWithProviders(
        <>
          <HeaderBack />
          <Routes>
            <Route path="/m/transaction/record" element={<AccountRecordPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </>,
        { route: `/m/transaction/record${search}` },
      );
    const user = userEvent.setup();

    await logIn(DEMO_ACCOUNTS.agent, 'AGENT');
    const agentView = renderWithHeader(`?types=A&${range}`);
    await list();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/agent');
    agentView.unmount();

    // The agent's own (member) record, without types=A, has no fixed target: no history here, so home.
    const ownView = renderWithHeader(`?${range}`);
    await list();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/home');
    ownView.unmount();

    resetSession();
    await logIn();
    renderWithHeader(`?types=A&${range}`);
    await list();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/home');
  }, 20_000);

  it('says so when the site has the account record off', async () => {
    await simAdmin(platform, 'switches', { TRANSREC3: false });
    await logIn();
    render(`?${range}`);
    expect(await screen.findByText('This record is not available on this site.', {}, SLOW)).toBeInTheDocument();
  });
});

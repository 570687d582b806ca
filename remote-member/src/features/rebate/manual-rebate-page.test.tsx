import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import {
  bus,
  configureApi,
  formatCents,
  formatMoney,
  login,
  SessionKeys,
  sessionStore,
  toCents,
  useBalance,
} from '@mc/shared-kernel';
import '../../i18n/namespace';
import '../../i18n/rebate/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import ManualRebatePage from './manual-rebate-page';
import RebateReportPage from './rebate-report-page';

const SLOW = { timeout: 15_000 };

/** Stands for the host header: it reads the same kernel balance query. */
function HeaderBalance() {
  const balance = useBalance();
  return <p data-testid="balance">{balance.data ? formatMoney(String(balance.data.sumBalance)) : '-'}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/member/manualRebate"
        element={
          <>
            <HeaderBalance />
            <ManualRebatePage />
          </>
        }
      />
      <Route path="/m/member/rebateReport" element={<RebateReportPage />} />
    </Routes>,
    { route },
  );
}

let platform: Platform;
/** Generous by default (a loaded machine); a test that loses an answer shortens it so the lost call gives up quickly. */
let timeoutMs = 10_000;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  timeoutMs = 10_000;
  configureApi({
    baseUrl: () => 'http://platform.test',
    timeoutMs: () => timeoutMs,
    fetch: (input, init) => platform.fetch(new Request(input as RequestInfo, init)),
  });
  await setupI18n('EN');
  resetSession();
  await login(
    {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      type: 'username',
      loginFrom: 'MEMBER',
    },
    'MC01',
  );
});

const demo = () => platform.state.accounts.get('demo01')!;
const rebateEntries = () => demo().ledger.filter((e) => e.type === 'REBATE');
const card = (name: string) => screen.getByRole('article', { name });
const amountOf = (category: string) =>
  toCents(screen.getByTestId(`rebate-amount-${category}`).textContent!.replace(/,/g, ''));

describe('/m/member/manualRebate', () => {
  it('real accounts only, titled, back to the member centre; the report is its own route', () => {
    expect(routes.find((r) => r.path === '/m/member/manualRebate')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-rebate:manual.title',
    });
    expect(routes.find((r) => r.path === '/m/member/rebateReport')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-rebate:report.title',
    });
  });

  it('shows each category; one below the minimum cannot be claimed and says why; claiming one credits exactly its amount', async () => {
    const events: number[] = [];
    const off = bus.on('balance:refresh', () => events.push(1));
    renderAt('/m/member/manualRebate');
    await screen.findByRole('heading', { name: 'By game category' }, SLOW);
    expect(screen.getAllByRole('article')).toHaveLength(7);

    // demo01's lottery bets earn 1.35 at 0.20 %: below the 10.00 minimum.
    const lottery = card('Lottery');
    expect(within(lottery).getByText('0.20%')).toBeInTheDocument();
    const lotteryClaim = within(lottery).getByRole('button', { name: /Claim .* of Lottery rebate/ });
    expect(lotteryClaim).toBeDisabled();
    expect(lotteryClaim).toHaveAccessibleDescription(
      'Below the minimum of 10.00: it can be claimed once it reaches it.',
    );

    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,234.50'));
    const slots = amountOf('RNG');
    expect(slots).toBeGreaterThan(1000);
    await userEvent.click(within(card('Slots')).getByRole('button', { name: /of Slots rebate/ }));

    expect(await screen.findByTestId('rebate-claimed', {}, SLOW)).toHaveTextContent(
      `${formatCents(slots)} credited to your balance (Slots).`,
    );
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent(formatCents(123450 + slots)));
    expect(rebateEntries().map((e) => e.amount)).toEqual([slots]);
    expect(events.length).toBeGreaterThan(0);
    // The claimed category starts again from nothing.
    await waitFor(() => expect(screen.getByTestId('rebate-amount-RNG')).toHaveTextContent('0.00'));
    expect(within(card('Slots')).getByText('No valid bets since the last claim.')).toBeInTheDocument();
    off();
  });

  it('claims all at once (the lottery stays below the minimum), then has nothing left and says so', async () => {
    renderAt('/m/member/manualRebate');
    const total = toCents(
      (await screen.findByTestId('rebate-claimable-total', {}, SLOW)).textContent!.replace(/,/g, ''),
    );
    await userEvent.click(screen.getByRole('button', { name: `Claim all (${formatCents(total)})` }));
    expect(await screen.findByTestId('rebate-claimed', {}, SLOW)).toHaveTextContent(`${formatCents(total)} credited`);
    expect(rebateEntries().reduce((s, e) => s + e.amount, 0)).toBe(total);
    expect(rebateEntries()).toHaveLength(6);
    const all = await screen.findByRole('button', { name: 'Claim all (0.00)' }, SLOW);
    expect(all).toBeDisabled();
    expect(all).toHaveAccessibleDescription(
      'No category has reached the minimum of 10.00 yet. Keep playing and come back.',
    );
  });

  it('a lost answer is looked up, never claimed twice', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/rebate/manual/claim', method: 'POST', lose: true, times: 1 });
    renderAt('/m/member/manualRebate');
    await screen.findByRole('heading', { name: 'By game category' }, SLOW);
    timeoutMs = 400;
    const sports = amountOf('SPORTS');
    await userEvent.click(within(card('Sports')).getByRole('button', { name: /of Sports rebate/ }));
    expect(await screen.findByTestId('rebate-claimed', {}, SLOW)).toHaveTextContent(`${formatCents(sports)} credited`);
    expect(rebateEntries().map((e) => e.amount)).toEqual([sports]);
  }, 20_000);

  it('after a reload, a claim the platform never saw says so, and claiming again works once', async () => {
    // Sent a minute ago: past the timeout and the platform's deadline, "not found" is final.
    sessionStorage.setItem(
      SessionKeys.pendingMoney,
      JSON.stringify({ 'rebate-claim': { key: 'never-sent-0000000001', at: Date.now() - 60_000, user: 'demo01' } }),
    );
    renderAt('/m/member/manualRebate');
    expect(await screen.findByTestId('money-not-carried-out', {}, SLOW)).toBeInTheDocument();
    const slots = amountOf('RNG');
    await userEvent.click(within(card('Slots')).getByRole('button', { name: /of Slots rebate/ }));
    expect(await screen.findByTestId('rebate-claimed', {}, SLOW)).toHaveTextContent(`${formatCents(slots)} credited`);
    expect(rebateEntries().map((e) => e.amount)).toEqual([slots]);
    expect(sessionStorage.getItem(SessionKeys.pendingMoney)).toBeNull();
  });

  it('a refusal the platform makes is said in words; the screen stays usable', async () => {
    renderAt('/m/member/manualRebate');
    await screen.findByRole('heading', { name: 'By game category' }, SLOW);
    // Between reading and claiming, the bets were claimed elsewhere (another tab).
    await act(async () => {
      const token = sessionStore.getState().info!.token;
      await platform.fetch(
        new Request('http://platform.test/wps/rebate/manual/claim', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Token: token, 'Idempotency-Key': 'elsewhere-0000000001' },
          body: JSON.stringify({ category: 'FISH' }),
        }),
      );
    });
    await userEvent.click(within(card('Fishing')).getByRole('button', { name: /of Fishing rebate/ }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Nothing was claimed: the rebate is below the minimum of 10.00.',
    );
    expect(rebateEntries()).toHaveLength(1);
  });

  it('a failed load shows an error with Retry', async () => {
    // The client retries a read twice on its own: three failures reach the screen.
    await simAdmin(platform, 'faults', { path: '/wps/rebate/manual', method: 'GET', status: 500, times: 3 });
    renderAt('/m/member/manualRebate');
    const retry = await screen.findByRole('button', { name: 'Retry' }, SLOW);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'By game category' }, SLOW)).toBeInTheDocument();
  }, 20_000);

  it('switched off: says so and asks nothing', async () => {
    platform.state.switches.MANPLAYREB3 = false;
    renderAt('/m/member/manualRebate');
    expect(await screen.findByText('This feature is not available on this site.', {}, SLOW)).toBeInTheDocument();
  });
});

describe('/m/member/rebateReport', () => {
  it("lists the claims of the range with the platform's totals for it", async () => {
    renderAt('/m/member/rebateReport');
    expect(await screen.findByText(/No rebates claimed in this period/, {}, SLOW)).toBeInTheDocument();
    const token = sessionStore.getState().info!.token;
    const answer = await platform.fetch(
      new Request('http://platform.test/wps/rebate/manual/claim', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Token: token, 'Idempotency-Key': 'report-test-0000000001' },
        body: JSON.stringify({ category: 'ALL' }),
      }),
    );
    const { amount } = ((await answer.json()) as { value: { amount: string } }).value;
    // Opened again (a new page, a fresh cache).
    cleanup();
    renderAt('/m/member/rebateReport');
    const list = await screen.findByRole('list', { name: 'Rebate claims' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByTestId('records-total-amount')).toHaveTextContent(formatMoney(amount));
    expect(screen.getByText('6 records')).toBeInTheDocument();
  });
});

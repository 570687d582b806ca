import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, parseMoney, type Account, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import '../../i18n/pnl/namespace';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import ProfitLossPage from './profit-loss-page';

const SLOW = { timeout: 15_000 };
const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Noon UTC, `back` days ago: inside the same calendar day whatever the device's zone. */
const noon = (back: number) => Math.floor(Date.now() / DAY_MS - back) * DAY_MS + 12 * 3_600_000;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderPage(search: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/profitandloss"
        element={
          <>
            <ProfitLossPage />
            <Where />
          </>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/m/profitandloss${search}` },
  );
}

let platform: Platform;
let calls: string[];

beforeEach(async () => {
  platform = createPlatform();
  calls = [];
  useInProcessPlatform({
    fetch: (request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
});

async function logIn() {
  await login(
    {
      username: DEMO_ACCOUNTS.member.username,
      password: DEMO_ACCOUNTS.member.password,
      type: 'username',
      loginFrom: 'MEMBER',
    },
    'MC01',
  );
}

type Row = [back: number, type: Account['ledger'][number]['type'], amount: string, orderNo?: string];

/** demo01 with exactly this history: the entries (running balance kept) and the orders they belong to. */
function history(
  rows: Row[],
  orders: {
    no: string;
    category: string;
    back: number;
    stake: string;
    valid: string;
    payout: string;
    waiting?: boolean;
  }[],
) {
  const account = platform.state.accounts.get('demo01')!;
  let balance = 0;
  account.ledger = rows.map(([back, type, amount, orderNo], i) => {
    balance += parseMoney(amount);
    return {
      id: i + 1,
      type,
      amount: parseMoney(amount),
      balanceAfter: balance,
      wallet: 'CENTRE',
      createdAt: noon(back) + i * 1000,
      ...(orderNo ? { orderNo } : {}),
    };
  });
  account.balance = balance;
  for (const vendor of Object.keys(account.wallets)) account.wallets[vendor] = 0;
  account.orders = orders.map((o) => ({
    orderNo: o.no,
    category: o.category,
    vendor: 'SIM',
    gameName: 'Game',
    betAmount: parseMoney(o.stake),
    validBet: parseMoney(o.valid),
    payout: parseMoney(o.payout),
    status: o.waiting ? ('UNSETTLED' as const) : ('SETTLED' as const),
    createdAt: noon(o.back),
    settledAt: o.waiting ? null : noon(o.back),
    subOrders: [],
  }));
}

const EXAMPLE = () =>
  history(
    [
      [3, 'DEPOSIT', '1000.00'],
      [3, 'BET', '-100.00', 'S1'],
      [3, 'PAYOUT', '250.00', 'S1'],
      [2, 'BET', '-40.00', 'L1'],
      [2, 'BET', '-25.00', 'S2'],
      [2, 'REBATE', '1.30'],
      [1, 'WITHDRAW_HOLD', '-300.00'],
      [1, 'PROMOTION', '8.00'],
    ],
    [
      { no: 'S1', category: 'SPORTS', back: 3, stake: '100.00', valid: '90.00', payout: '250.00' },
      { no: 'L1', category: 'LOTT', back: 2, stake: '40.00', valid: '40.00', payout: '0.00' },
      { no: 'S2', category: 'SPORTS', back: 2, stake: '25.00', valid: '0.00', payout: '0.00', waiting: true },
    ],
  );
const RANGE = `?start=${utcDay(noon(3))}&end=${utcDay(noon(1))}`;

describe('/m/profitandloss', () => {
  it('needs a member, has a titled header and the bottom menu', () => {
    expect(routes.find((r) => r.path === '/m/profitandloss')).toMatchObject({
      guard: 'member',
      titleKey: 'member-pnl:title',
      header: 'default',
      bottomMenu: true,
    });
  });

  it("shows the period's lines, the net result in words, the categories, and the daily chart with its table", async () => {
    EXAMPLE();
    await logIn();
    renderPage(RANGE);
    const net = await screen.findByTestId('pnl-net', {}, SLOW);
    // 250 − 140 + 8 + 1.30
    expect(net).toHaveTextContent('+119.30');
    expect(screen.getByText('Profit', { selector: '.mem-pnl__net-word' })).toBeInTheDocument();
    expect(screen.getByTestId('pnl-deposits')).toHaveTextContent('1,000.00');
    expect(screen.getByTestId('pnl-withdrawals')).toHaveTextContent('300.00');
    expect(screen.getByTestId('pnl-bets')).toHaveTextContent('165.00');
    expect(screen.getByTestId('pnl-unsettledBets')).toHaveTextContent('25.00');
    expect(screen.getByTestId('pnl-validBets')).toHaveTextContent('130.00');
    expect(screen.getByTestId('pnl-payouts')).toHaveTextContent('250.00');
    expect(screen.getByTestId('pnl-winLoss')).toHaveTextContent('+110.00');
    expect(screen.getByTestId('pnl-promotions')).toHaveTextContent('8.00');
    expect(screen.getByTestId('pnl-rebates')).toHaveTextContent('1.30');
    expect(screen.getByText('3 bets placed')).toBeInTheDocument();

    const categories = screen.getByRole('table', { name: 'By game category' });
    expect(within(categories).getByRole('rowheader', { name: 'Sports' }).closest('tr')).toHaveTextContent(
      'Sports125.0025.0090.00250.00+150.00',
    );
    expect(within(categories).getByRole('rowheader', { name: 'Lottery' }).closest('tr')).toHaveTextContent(
      'Lottery40.000.0040.000.00-40.00',
    );
    expect(screen.getByRole('region', { name: 'By game category' })).toHaveAttribute('tabindex', '0');

    const chart = screen.getByRole('img', { name: /Daily result/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Days in profit: 2. Days with a loss: 1.'));
    expect(chart.querySelectorAll('[data-sign="profit"]')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-sign="loss"]')).toHaveLength(1);
    // No inline style anywhere: the CSP allows none.
    expect(document.querySelector('.mem-pnl [style]')).toBeNull();
    const days = screen.getByRole('table', { name: 'Daily figures', hidden: true });
    expect(within(days).getAllByRole('row')).toHaveLength(4);
    expect(
      within(days)
        .getByRole('rowheader', { name: utcDay(noon(2)) })
        .closest('tr'),
    ).toHaveTextContent('-38.70');
    expect(calls.filter((c) => c === 'GET /wps/report/member/pnl')).toHaveLength(1);
  });

  it('a quick range changes the URL and the figures; a period with nothing in it says so', async () => {
    EXAMPLE();
    await logIn();
    renderPage(RANGE);
    await screen.findByTestId('pnl-net', {}, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Nothing was played, paid or moved in this period.', {}, SLOW)).toBeInTheDocument();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(screen.getByTestId('where')).toHaveTextContent(`start=${iso}&end=${iso}`);
    expect(screen.queryByTestId('pnl-chart')).not.toBeInTheDocument();
  });

  it('a failed call shows the error with Retry, and Retry brings the figures', async () => {
    EXAMPLE();
    await logIn();
    await simAdmin(platform, 'faults', { path: '/wps/report/member/pnl', status: 503, times: 1 });
    renderPage(RANGE);
    const alert = await screen.findByRole('alert', {}, SLOW);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('pnl-net', {}, SLOW)).toHaveTextContent('+119.30');
  });

  it('a malformed answer is an error, not wrong figures', async () => {
    EXAMPLE();
    await logIn();
    await simAdmin(platform, 'faults', { path: '/wps/report/member/pnl', malformed: true });
    renderPage(RANGE);
    expect(await screen.findByRole('alert', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('pnl-net')).not.toBeInTheDocument();
  });

  it('with the report switched off it says so and asks nothing', async () => {
    await simAdmin(platform, 'switches', { PERSREP: false });
    await logIn();
    renderPage('');
    expect(await screen.findByText('Profit and loss is not available at the moment.', {}, SLOW)).toBeInTheDocument();
    expect(calls).not.toContain('GET /wps/report/member/pnl');
  });

  it('without a session it sends to the login', async () => {
    renderPage(RANGE);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/m/login'));
  });
});

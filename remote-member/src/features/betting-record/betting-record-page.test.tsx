import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  createPlatform,
  DEMO_ACCOUNTS,
  orderWinLoss,
  standingStake,
  type BetOrder,
  type Platform,
} from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { formatCents, formatMoney, login, useBalance } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import BettingRecordPage from './betting-record-page';

const SLOW = { timeout: 15_000 };
const DAY = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let platform: Platform;
let now: number;
let calls: string[];

beforeEach(async () => {
  now = Date.now();
  platform = createPlatform({ now: () => now });
  calls = [];
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
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

const range = () => `start=${day(now - 29 * DAY)}&end=${day(now)}`;
const demo = () => platform.state.accounts.get('demo01')!;
const inRange = (o: BetOrder) => day(o.createdAt) >= day(now - 29 * DAY) && day(o.createdAt) <= day(now);

/** Stands for the header's balance (the same kernel query). */
function Balance() {
  const balance = useBalance();
  return <p data-testid="balance">{balance.data ? formatMoney(balance.data.sumBalance) : '-'}</p>;
}

function render(search: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/gameRecord"
        element={
          <>
            <Balance />
            <BettingRecordPage />
          </>
        }
      />
    </Routes>,
    { route: `/m/gameRecord${search}` },
  );
}

const list = () => screen.findByRole('list', { name: 'Bet orders' }, SLOW);
const openOrder = () =>
  demo().orders.find(
    (o) => o.subOrders.filter((s) => s.status === 'UNSETTLED').length >= 2 && (o.drawCloseAt ?? 0) > now,
  )!;

describe('/m/gameRecord', () => {
  it('needs a session, goes back to the member centre', () => {
    expect(routes.find((r) => r.path === '/m/gameRecord')).toMatchObject({
      guard: 'member',
      header: 'default',
      titleKey: 'member-records:betting.title',
    });
  });

  it('shows the summary of the whole period and filters by category, vendor and status', async () => {
    render(`?${range()}`);
    const rows = await list();
    const orders = demo().orders.filter(inRange);
    const sum = (f: (o: BetOrder) => number, of = orders) => of.reduce((s, o) => s + f(o), 0);
    expect(within(rows).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText(new RegExp(`^${orders.length} records?$`))).toBeInTheDocument();
    expect(screen.getByTestId('records-total-bet')).toHaveTextContent(formatCents(sum(standingStake)));
    expect(screen.getByTestId('records-total-valid')).toHaveTextContent(formatCents(sum((o) => o.validBet)));
    expect(screen.getByTestId('records-total-winloss')).toHaveTextContent(formatCents(sum(orderWinLoss)));

    const user = userEvent.setup();
    expect(screen.queryByLabelText('Provider')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Game type'), 'Live casino');
    const vendor = await screen.findByLabelText('Provider', {}, SLOW);
    expect([...vendor.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'All providers',
      'Evolution',
      'Sexy Gaming',
      'Dream Gaming',
      'WM Casino',
    ]);
    await user.selectOptions(vendor, 'Evolution');
    const evo = orders.filter((o) => o.vendor === 'EVO' && o.category === 'LIVE');
    await waitFor(
      () => expect(screen.getByTestId('records-total-bet')).toHaveTextContent(formatCents(sum(standingStake, evo))),
      SLOW,
    );
    expect(calls.at(-1)).toContain('category=LIVE');
    expect(calls.at(-1)).toContain('vendor=EVO');
    // Another category has other vendors: the vendor starts over.
    await user.selectOptions(screen.getByLabelText('Game type'), 'Lottery');
    await waitFor(() => expect(calls.at(-1)).not.toContain('vendor='), SLOW);
    await user.selectOptions(screen.getByLabelText('Status'), 'Unsettled');
    const unsettled = orders.filter((o) => o.category === 'LOTT' && o.status === 'UNSETTLED');
    await waitFor(
      () => expect(screen.getByText(new RegExp(`^${unsettled.length} records?$`))).toBeInTheDocument(),
      SLOW,
    );
    for (const item of within(await list()).getAllByRole('listitem')) expect(item).toHaveTextContent('Unsettled');
  }, 20_000);

  it('opens an order, cancels a pick after confirming and gives its stake back once', async () => {
    const order = openOrder();
    const pick = order.subOrders.find((s) => s.status === 'UNSETTLED')!;
    render(`?${range()}&category=LOTT&status=UNSETTLED`);
    const user = userEvent.setup();
    await user.click(
      within(await list()).getByRole('link', { name: `${order.gameName} (details of order ${order.orderNo})` }),
    );
    const picks = await screen.findByRole('list', { name: 'Picks' }, SLOW);
    expect(within(picks).getAllByRole('listitem')).toHaveLength(order.subOrders.length);
    expect(screen.getByRole('heading', { name: order.gameName })).toBeInTheDocument();
    const before = demo().balance;
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent(formatCents(before)), SLOW);

    // "Keep it" changes nothing.
    await user.click(within(picks).getAllByRole('button', { name: `Cancel pick ${pick.content}` })[0]!);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this pick?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(demo().balance).toBe(before);

    const item = screen.getByTestId(`sub-order-${pick.id}`);
    await user.click(within(item).getByRole('button', { name: `Cancel pick ${pick.content}` }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this pick?' });
    expect(dialog).toHaveTextContent(formatCents(pick.betAmount));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel pick' }));
    expect(
      await screen.findByText(`Pick cancelled: ${formatCents(pick.betAmount)} is back in your main wallet.`, {}, SLOW),
    ).toBeInTheDocument();
    expect(demo().balance).toBe(before + pick.betAmount);
    await waitFor(() =>
      expect(within(screen.getByTestId(`sub-order-${pick.id}`)).getByText('Cancelled')).toBeInTheDocument(),
    );
    expect(within(screen.getByTestId(`sub-order-${pick.id}`)).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('POST /lgw/orders/suborders/cancel'))).toHaveLength(1);
    expect(
      demo()
        .ledger.filter((e) => e.type === 'BET_CANCEL' && e.orderNo === order.orderNo)
        .map((e) => e.amount),
    ).toEqual([pick.betAmount]);
    // The balance everywhere on the page (the header's) is fetched again.
    await waitFor(
      () => expect(screen.getByTestId('balance')).toHaveTextContent(formatCents(before + pick.betAmount)),
      SLOW,
    );

    // Back to the list, filters kept.
    await user.click(screen.getByRole('link', { name: 'Back to the betting record' }));
    expect(await list()).toBeInTheDocument();
    expect(calls.at(-1)).toContain('status=UNSETTLED');
  }, 20_000);

  it('says why when the draw closed meanwhile and shows the pick as it is now', async () => {
    const order = openOrder();
    const pick = order.subOrders.find((s) => s.status === 'UNSETTLED')!;
    render(`?order=${order.orderNo}`);
    const item = await screen.findByTestId(`sub-order-${pick.id}`, {}, SLOW);
    now = order.drawCloseAt! + 1;
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: `Cancel pick ${pick.content}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel pick' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The draw has closed: this pick can no longer be cancelled.',
    );
    await waitFor(
      () => expect(within(screen.getByTestId(`sub-order-${pick.id}`)).queryByRole('button')).not.toBeInTheDocument(),
      SLOW,
    );
    expect(demo().ledger.some((e) => e.type === 'BET_CANCEL' && e.orderNo === order.orderNo)).toBe(false);
  }, 15_000);

  it('shows settled orders without a cancel, an unknown order as not found, and errors with Retry', async () => {
    const settled = demo().orders.find((o) => o.category === 'LOTT' && o.status === 'SETTLED')!;
    const first = render(`?order=${settled.orderNo}`);
    const picks = await screen.findByRole('list', { name: 'Picks' }, SLOW);
    expect(within(picks).queryByRole('button')).not.toBeInTheDocument();
    first.unmount();
    const second = render('?order=B000');
    expect(await screen.findByText('This order does not exist.', {}, SLOW)).toBeInTheDocument();
    second.unmount();
    await simAdmin(platform, 'faults', { path: '/lgw/orders', status: 503, times: 1 });
    render(`?${range()}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }, SLOW));
    expect(await list()).toBeInTheDocument();
  }, 15_000);

  it('says so when the site has the betting record off', async () => {
    await simAdmin(platform, 'switches', { TRANSBETREPMEM3: false });
    render('');
    expect(await screen.findByText('This record is not available on this site.', {}, SLOW)).toBeInTheDocument();
  });
});

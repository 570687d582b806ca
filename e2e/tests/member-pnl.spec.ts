import { expect, test, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** "-1,234.50" or "+0.10" → cents, exactly. */
const cents = (text: string): number => Number(text.replace(/[,+]/g, '').replace('.', ''));
/** Cents as the page writes them: thousands grouped, two decimals, a minus for negatives. */
function money(value: number): string {
  const abs = value < 0 ? -value : value;
  const whole = Math.trunc(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${whole}.${(abs % 100).toString().padStart(2, '0')}`;
}
const signed = (value: number): string => (value > 0 ? `+${money(value)}` : money(value));
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

interface OrderRow {
  orderNo: string;
  betAmount: string;
  cancelledAmount: string;
  validBet: string;
  winLoss: string;
  status: string;
}
interface Entry {
  type: string;
  amount: string;
  orderNo?: string;
  createdAt: number;
}

const lineText = (page: Page, line: string) => page.getByTestId(`pnl-${line}`);

test('profit and loss: demo01 opens it from the member centre, changes the range, and every total is what the records add up to and what the betting record shows', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/mine?lang=EN');
  await page.getByRole('link', { name: 'Profit and loss' }).click();
  await expect(page).toHaveURL(/\/m\/profitandloss/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profit and loss' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByTestId('pnl-net')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  // Another range: the address keeps it, the figures follow.
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/[?&]start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  const url = new URL(page.url());
  const start = url.searchParams.get('start')!;
  const end = url.searchParams.get('end')!;
  await expect(page.getByText(`${start} to ${end}`)).toBeVisible();

  // What the sim's own records say for that range: the betting record's orders (all pages) and the ledger.
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  const orders: OrderRow[] = [];
  type Summary = { count: number; betAmount: string; validBet: string; winLoss: string };
  let summary = null as Summary | null;
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await request.get('/lgw/orders', {
      headers: { Token: token! },
      params: { startDate: start, endDate: end, pageNo, pageSize: 100 },
    });
    const value = (await answer.json()).value as { list: OrderRow[]; totalPages: number; summary: Summary };
    orders.push(...value.list);
    summary = value.summary;
    if (pageNo >= value.totalPages) break;
  }
  expect(orders.length).toBeGreaterThan(0);
  const inRange = new Set(orders.map((o) => o.orderNo));
  const { entries } = (await sim.get(request, '/__sim/ledger', { username: ACCOUNTS.member.username })) as {
    entries: Entry[];
  };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  // A bet's entries count with the bet (placed in the range), everything else by its own date.
  const counted = entries.filter((e) =>
    ['BET', 'BET_CANCEL', 'PAYOUT'].includes(e.type) && e.orderNo
      ? inRange.has(e.orderNo)
      : day(e.createdAt) >= start && day(e.createdAt) <= end,
  );
  const of = (...types: string[]) => sum(counted.filter((e) => types.includes(e.type)).map((e) => cents(e.amount)));
  const bets = -of('BET', 'BET_CANCEL');
  const payouts = of('PAYOUT');
  const unsettled = sum(
    orders.filter((o) => o.status === 'UNSETTLED').map((o) => cents(o.betAmount) - cents(o.cancelledAmount)),
  );
  const winLoss = payouts - (bets - unsettled);
  const gifts = of('PROMOTION', 'BONUS') + of('REBATE') + of('REWARD');

  await expect(lineText(page, 'deposits')).toHaveText(money(of('DEPOSIT')));
  await expect(lineText(page, 'withdrawals')).toHaveText(money(-of('WITHDRAW_HOLD', 'WITHDRAW_REFUND')));
  await expect(lineText(page, 'bets')).toHaveText(money(bets));
  await expect(lineText(page, 'unsettledBets')).toHaveText(money(unsettled));
  await expect(lineText(page, 'validBets')).toHaveText(money(sum(orders.map((o) => cents(o.validBet)))));
  await expect(lineText(page, 'payouts')).toHaveText(money(payouts));
  await expect(lineText(page, 'winLoss')).toHaveText(signed(winLoss));
  await expect(lineText(page, 'promotions')).toHaveText(money(of('PROMOTION', 'BONUS')));
  await expect(lineText(page, 'rebates')).toHaveText(money(of('REBATE')));
  await expect(lineText(page, 'rewards')).toHaveText(money(of('REWARD')));
  await expect(page.getByTestId('pnl-net')).toHaveText(signed(winLoss + gifts));
  // The same as the betting record's summary for the range.
  expect(summary).toEqual({
    count: orders.length,
    betAmount: money(bets).replaceAll(',', ''),
    validBet: money(sum(orders.map((o) => cents(o.validBet)))).replaceAll(',', ''),
    winLoss: money(winLoss).replaceAll(',', ''),
  });
  await expect(page.getByText(`${orders.length} bets placed`)).toBeVisible();

  // The categories add up to the totals; the chart has a bar or dot per day and its table adds up to the net result.
  const categoryRows = page.getByRole('table', { name: 'By game category' }).locator('tbody tr');
  const categoryWinLoss = await categoryRows.locator('td:last-child').allTextContents();
  expect(categoryWinLoss.length).toBeGreaterThan(1);
  expect(sum(categoryWinLoss.map(cents))).toBe(winLoss);
  await expect(
    page.getByRole('img', { name: /Daily result.*Days in profit: \d+\. Days with a loss: \d+\./ }),
  ).toBeVisible();
  await expect(page.getByTestId('pnl-chart').locator('[data-sign]')).toHaveCount(30);
  await page.getByText('Daily figures').click();
  const daily = await page.getByRole('table', { name: 'Daily figures' }).locator('tbody td').allTextContents();
  expect(daily).toHaveLength(30);
  expect(sum(daily.map(cents))).toBe(winLoss + gifts);

  // The betting record shows the same bets, valid bets and win/loss for the same range.
  await page.goto(`/m/gameRecord?start=${start}&end=${end}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Betting record' })).toBeVisible();
  await expect(page.getByTestId('records-total-bet')).toHaveText(money(bets));
  await expect(page.getByTestId('records-total-valid')).toHaveText(money(sum(orders.map((o) => cents(o.validBet)))));
  await expect(page.getByTestId('records-total-winloss')).toHaveText(money(winLoss));
});

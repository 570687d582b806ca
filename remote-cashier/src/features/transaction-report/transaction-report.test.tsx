import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE, type Account, type Platform } from '@mc/platform-sim';
import { dayjs, formatCents, isoDay, login } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import WithdrawReportPage from './withdraw-report-page';
import DepositReportPage from './deposit-report-page';

let platform: Platform;
let reportCalls: URL[];

type Kind = 'withdraw' | 'deposit';
const PATHS = { withdraw: '/m/withdrawReport', deposit: '/m/vouReport' } as const;
const API = { withdraw: '/wps/transaction/withdraw/report', deposit: '/wps/transaction/deposit/report' } as const;

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderReport(kind: Kind, search = '') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/m/withdrawReport"
        element={
          <>
            <WithdrawReportPage />
            <LocationProbe />
          </>
        }
      />
      <Route
        path="/m/vouReport"
        element={
          <>
            <DepositReportPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: PATHS[kind] + search },
  );
}

async function signIn(account: { username: string; password: string }) {
  await login(
    { username: account.username, password: account.password, type: 'username', loginFrom: 'MEMBER' },
    MERCHANT_CODE,
  );
}

async function simAdmin(path: string, body: unknown) {
  await platform.fetch(new Request(`http://sim${path}`, { method: 'POST', body: JSON.stringify(body) }));
}

const account = (username: string): Account => platform.state.accounts.get(username.toLowerCase())!;

/** The sim's own records of a report in [start, end] (its days are UTC days), newest first: the oracle. */
function simRecords(username: string, kind: 'withdraw', start: string, end: string): Account['withdrawals'];
function simRecords(username: string, kind: 'deposit', start: string, end: string): Account['deposits'];
function simRecords(username: string, kind: Kind, start: string, end: string) {
  const records: { createdAt: number }[] =
    kind === 'withdraw' ? account(username).withdrawals : account(username).deposits;
  return records
    .filter((r) => {
      const day = new Date(r.createdAt).toISOString().slice(0, 10);
      return day >= start && day <= end;
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

const rows = async () => within(await screen.findByRole('list', { name: 'Records' })).getAllByRole('listitem');
const orderNumbers = (items: HTMLElement[]) => items.map((li) => li.querySelector('.csh-row__order')!.textContent);
const shiftDay = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

beforeEach(async () => {
  platform = createPlatform();
  reportCalls = [];
  useInProcessPlatform({
    fetch: (request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/report')) reportCalls.push(url);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
});

describe('records of demo01', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.member);
  });

  it('lists the withdrawals of the last 7 days by default, as the sim holds them', async () => {
    const start = shiftDay(-6);
    const end = isoDay();
    const expected = simRecords('demo01', 'withdraw', start, end);
    expect(expected.length).toBeGreaterThan(0);
    renderReport('withdraw');

    const items = await rows();
    expect(orderNumbers(items)).toEqual(expected.map((r) => r.orderNo));
    const first = expected[0]!;
    expect(within(items[0]!).getByText(formatCents(first.amount))).toBeInTheDocument();
    expect(within(items[0]!).getByText(first.bankName)).toBeInTheDocument();
    expect(within(items[0]!).getByText(dayjs(first.createdAt).format('YYYY-MM-DD HH:mm:ss'))).toBeInTheDocument();
    const statusText = { SUCCESS: 'Successful', PENDING: 'Pending', REJECTED: 'Rejected' }[first.status];
    expect(within(items[0]!).getByText(statusText)).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(reportCalls).toHaveLength(1);
    expect(Object.fromEntries(reportCalls[0]!.searchParams)).toEqual({
      startDate: start,
      endDate: end,
      pageNo: '1',
      pageSize: '20',
    });
    expect(reportCalls[0]!.pathname).toBe(API.withdraw);
  });

  it('shows the deposit channel on the deposit record', async () => {
    const expected = simRecords('demo01', 'deposit', shiftDay(-6), isoDay());
    renderReport('deposit');
    const items = await rows();
    expect(orderNumbers(items)).toEqual(expected.map((r) => r.orderNo));
    expect(within(items[0]!).getByText('Channel')).toBeInTheDocument();
    expect(within(items[0]!).getByText(expected[0]!.channel)).toBeInTheDocument();
    expect(reportCalls[0]!.pathname).toBe(API.deposit);
  });

  it('totals the shown amounts exactly', async () => {
    const expected = simRecords('demo01', 'deposit', shiftDay(-6), isoDay());
    const sum = expected.reduce((total, r) => total + r.amount, 0);
    renderReport('deposit');
    await rows();
    expect(screen.getByTestId('records-total-amount')).toHaveTextContent(formatCents(sum));
    expect(screen.getByText(`${expected.length} record${expected.length === 1 ? '' : 's'}`)).toBeInTheDocument();
  });

  it('refetches with the new dates when a quick range is chosen, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderReport('withdraw');
    await rows();
    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));

    const start = shiftDay(-29);
    const end = isoDay();
    const expected = simRecords('demo01', 'withdraw', start, end).slice(0, 20);
    await waitFor(async () => expect(orderNumbers(await rows())).toEqual(expected.map((r) => r.orderNo)));
    expect(reportCalls.at(-1)!.searchParams.get('startDate')).toBe(start);
    expect(reportCalls.at(-1)!.searchParams.get('endDate')).toBe(end);
    expect(screen.getByTestId('location')).toHaveTextContent(`/m/withdrawReport?start=${start}&end=${end}`);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue(start);
  });

  it('reads the range from the URL (reload, back)', async () => {
    const start = shiftDay(-1);
    renderReport('withdraw', `?start=${start}&end=${start}`);
    await screen.findByRole('button', { name: 'Yesterday' });
    await waitFor(() => expect(reportCalls).toHaveLength(1));
    expect(reportCalls[0]!.searchParams.get('startDate')).toBe(start);
    expect(reportCalls[0]!.searchParams.get('endDate')).toBe(start);
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['withdraw', '?start=2026-03-05&end=2026-03-01'],
    ['deposit', '?start=2024-02-30&end=2024-03-01'],
    ['withdraw', '?start=yesterday'],
    ['deposit', `?start=${isoDay()}&end=${dayjs().add(1, 'day').format('YYYY-MM-DD')}`],
  ] as const)(
    'says politely when the %s link %s had dates that were not valid, shows the last 7 days and puts them in the URL',
    async (kind, search) => {
      const start = shiftDay(-6);
      const end = isoDay();
      renderReport(kind, search);
      const notice = await screen.findByText('Sorry, the dates in the link were not valid, so “Last 7 days” is shown.');
      expect(notice).toHaveAttribute('role', 'status');
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(`${PATHS[kind]}?start=${start}&end=${end}`),
      );
      await rows();
      expect(reportCalls.map((u) => [u.searchParams.get('startDate'), u.searchParams.get('endDate')])).toEqual([
        [start, end],
      ]);
      expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

      // Choosing a range is an answer: the notice goes.
      await userEvent.setup().click(screen.getByRole('button', { name: 'Yesterday' }));
      await waitFor(() => expect(notice).toBeEmptyDOMElement());
    },
  );

  it('says nothing for a link without dates or with valid ones', async () => {
    renderReport('withdraw');
    await rows();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/withdrawReport$/);
    expect(screen.queryByText(/dates in the link were not valid/)).not.toBeInTheDocument();
  });

  it('says so in Burmese', async () => {
    await setupI18n('MY');
    renderReport('deposit', '?start=x&end=y');
    expect(await screen.findByText('စိတ်မရှိပါနှင့်၊ လင့်ခ်ပါ ရက်စွဲများ မမှန်ကန်သဖြင့် “နောက်ဆုံး ၇ ရက်” ကို ပြထားပါသည်။')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('loads more pages of 20 until the last one', async () => {
    const user = userEvent.setup();
    const start = shiftDay(-59);
    const end = isoDay();
    const expected = simRecords('demo01', 'deposit', start, end);
    expect(expected.length).toBeGreaterThan(40);
    renderReport('deposit', `?start=${start}&end=${end}`);

    expect(await rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(expected.length));

    expect(orderNumbers(await rows())).toEqual(expected.map((r) => r.orderNo));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is everything')).toBeInTheDocument();
    expect(reportCalls.map((u) => u.searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
    const sum = expected.reduce((total, r) => total + r.amount, 0);
    expect(screen.getByTestId('records-total-amount')).toHaveTextContent(formatCents(sum));
  });

  it('keeps the loaded rows when a further page fails, and retries that page', async () => {
    const user = userEvent.setup();
    const start = shiftDay(-59);
    renderReport('deposit', `?start=${start}&end=${isoDay()}`);
    expect(await rows()).toHaveLength(20);
    await simAdmin('/__sim/faults', { path: API.deposit, status: 503, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem');
    expect(await rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await rows()).toHaveLength(40));
    expect(reportCalls.map((u) => u.searchParams.get('pageNo'))).toEqual(['1', '2', '2']);
  });

  it('applies a valid custom range', async () => {
    const user = userEvent.setup();
    // A range around a withdrawal older than the default week, so the new list differs from the first one.
    const older = account('demo01').withdrawals.find((r) => r.createdAt < Date.now() - 10 * 86_400_000)!;
    const end = new Date(older.createdAt).toISOString().slice(0, 10);
    const start = dayjs(end).subtract(3, 'day').format('YYYY-MM-DD');
    const expected = simRecords('demo01', 'withdraw', start, end);
    renderReport('withdraw');
    await rows();
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: start } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: end } });
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(async () => expect(orderNumbers(await rows())).toEqual(expected.map((r) => r.orderNo)));
    expect(orderNumbers(await rows())).toContain(older.orderNo);
    expect(Object.fromEntries(reportCalls.at(-1)!.searchParams)).toEqual({
      startDate: start,
      endDate: end,
      pageNo: '1',
      pageSize: '20',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(`/m/withdrawReport?start=${start}&end=${end}`);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it.each([
    ['a start after the end', -3, -5, 'Start date', 'The start date must not be after the end date'],
    ['a day in the future', -3, 1, 'End date', 'The date cannot be in the future'],
    ['more than 60 days', -60, 0, 'End date', 'Choose at most 60 days'],
  ])(
    'refuses %s with a message under the field, keeping what was typed',
    async (_case, startOffset, endOffset, field, message) => {
      const user = userEvent.setup();
      renderReport('withdraw');
      await rows();
      const calls = reportCalls.length;
      const start = shiftDay(startOffset);
      const end = shiftDay(endOffset);
      fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: start } });
      fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: end } });
      await user.click(screen.getByRole('button', { name: 'Search' }));

      const input = screen.getByLabelText(new RegExp(`^${field}`));
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText(/^Start date/)).toHaveValue(start);
      expect(screen.getByLabelText(/^End date/)).toHaveValue(end);
      expect(reportCalls).toHaveLength(calls);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/m\/withdrawReport$/);
    },
  );

  it('asks for both dates when one is cleared', async () => {
    const user = userEvent.setup();
    renderReport('withdraw');
    await rows();
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText(/^Start date/)).toHaveAccessibleDescription('Choose a date');
    // The message goes away once the field is fixed.
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: shiftDay(-2) } });
    expect(screen.getByLabelText(/^Start date/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a failure with a retry that recovers', async () => {
    const user = userEvent.setup();
    await simAdmin('/__sim/faults', { path: API.withdraw, status: 503, times: 1 });
    renderReport('withdraw');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).not.toHaveLength(0);
  });

  it('shows an answer it cannot read as an error, not a crash', async () => {
    await simAdmin('/__sim/faults', { path: API.deposit, malformed: true, times: 1 });
    renderReport('deposit');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent something we could not read');
  });
});

describe('records of a member without any (demo02)', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.emptyMember);
  });

  it.each<Kind>(['withdraw', 'deposit'])('shows the empty state on the %s record', async (kind) => {
    renderReport(kind);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No records in this period');
    expect(screen.queryByTestId('records-total-amount')).not.toBeInTheDocument();
  });

  it('sums amounts like 0.10 + 0.20 to exactly 0.30', async () => {
    const now = Date.now();
    const record = (amount: number, ago: number) => ({
      orderNo: `D-TEST-${ago}`,
      amount,
      status: 'SUCCESS' as const,
      createdAt: now - ago * 60_000,
      channel: 'KBZPay',
    });
    account('demo02').deposits = [record(10, 1), record(20, 2)];
    const first = renderReport('deposit', `?start=${shiftDay(-1)}&end=${isoDay()}`);
    expect(await screen.findByTestId('records-total-amount')).toHaveTextContent(/^0\.30$/);
    first.unmount();

    account('demo02').deposits = [record(10, 1), record(20, 2), record(123456789, 3), record(1, 4), record(70, 5)];
    renderReport('deposit', `?start=${shiftDay(-1)}&end=${isoDay()}`);
    expect(await screen.findByTestId('records-total-amount')).toHaveTextContent(/^1,234,568\.90$/);
  });
});

describe('without a session', () => {
  it('sends a guest to log in', async () => {
    renderReport('withdraw');
    expect(await screen.findByTestId('location')).toHaveTextContent('/m/login');
    expect(reportCalls).toHaveLength(0);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE, type Account, type Platform } from '@mc/platform-sim';
import * as v from 'valibot';
import {
  api,
  configureApi,
  formatMoney,
  login,
  SessionKeys,
  sessionStore,
  toCents,
  useBalance,
} from '@mc/shared-kernel';
import { centsToDecimal } from '@mc/shared-kernel/money';
import {
  currentLocation,
  renderAtPath,
  resetSession,
  setupI18n,
  useInProcessPlatform,
} from '@mc/shared-kernel/testing';
import '../../i18n/namespace';
import '../../i18n/withdraw/namespace';
import '../../i18n/security/namespace';
import WithdrawPage from './withdraw-page';
import { WITHDRAW_DRAFT_KEY } from './withdraw-draft';

let platform: Platform;
let withdrawCalls: number;
/** Paths of the GET calls the screen made. */
let sent: string[];

const account = (username: string): Account => platform.state.accounts.get(username.toLowerCase())!;

async function simAdmin(path: string, body: unknown) {
  const response = await platform.fetch(
    new Request(`http://sim${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  expect(response.ok).toBe(true);
}

async function signIn(account: { username: string; password: string }) {
  await login(
    { username: account.username, password: account.password, type: 'username', loginFrom: 'MEMBER' },
    MERCHANT_CODE,
  );
}

/** The platform's own figures for today: the oracle the screen is compared with. */
const platformInfo = () =>
  api.get('/wps/withdraw/info', {
    schema: v.object({ dailyCount: v.object({ used: v.number() }), dailyAmount: v.object({ used: v.string() }) }),
  });

const renderWithdraw = () => renderAtPath('/m/withdraw', <WithdrawPage />);

/** The balance the header shows (the same query), beside the screen. */
function HeaderBalance() {
  const balance = useBalance();
  return <output data-testid="balance">{balance.data ? formatMoney(balance.data.sumBalance) : ''}</output>;
}
const renderWithdrawAndBalance = () =>
  renderAtPath(
    '/m/withdraw',
    <>
      <HeaderBalance />
      <WithdrawPage />
    </>,
  );
const lookups = (key: string) => sent.filter((path) => path === `/wps/requests/${key}`).length;
const amountInput = () => screen.getByLabelText(/^Amount/, { selector: 'input' });
const passwordInput = () => screen.getByLabelText(/^Payment password/, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: 'Withdraw' });
const fieldError = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!;

beforeEach(async () => {
  platform = createPlatform();
  withdrawCalls = 0;
  sent = [];
  useInProcessPlatform({
    fetch: (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/wps/transaction/withdraw')
        withdrawCalls += 1;
      if (request.method === 'GET') sent.push(new URL(request.url).pathname);
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
  localStorage.clear();
});

describe('demo01 (a card, a payment password, a turnover-locked bonus)', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.member);
  });

  it('shows the total, the withdrawable balance, the locked turnover, the limits and the fee', async () => {
    const today = await platformInfo();
    renderWithdraw();
    expect(await screen.findByTestId('withdraw-total')).toHaveTextContent('1,234.50');
    expect(screen.getByTestId('withdraw-withdrawable')).toHaveTextContent('1,134.50');
    expect(screen.getByTestId('withdraw-locked')).toHaveTextContent('100.00');
    expect(screen.getByTestId('withdraw-turnover')).toHaveTextContent('320.00 more to play (180.00 of 500.00 played)');
    expect(screen.getByTestId('withdraw-range')).toHaveTextContent('1,000.00 – 3,000,000.00');
    expect(screen.getByTestId('withdraw-daily-count')).toHaveTextContent(`${today.dailyCount.used} / 5`);
    expect(screen.getByTestId('withdraw-daily-amount')).toHaveTextContent(
      `${formatMoney(today.dailyAmount.used)} / 5,000,000.00`,
    );
    expect(screen.getByTestId('withdraw-fee-percent')).toHaveTextContent('1% of the amount');
    expect(screen.queryByTestId('withdraw-setup')).toBeNull();
    await userEvent.type(amountInput(), '1000.01');
    // 1 % of 1000.01 is 10.0001: rounded up to the cent, the platform's way.
    expect(screen.getByTestId('withdraw-fee-line')).toHaveTextContent('Fee 10.01 · You receive 990.00');
    // The seeded KBZ card is chosen by itself.
    expect(await screen.findByRole('radio', { name: /KBZ Bank/ })).toBeChecked();
  });

  it('checks the amount: decimals, min, withdrawable, today’s room, and sends nothing meanwhile', async () => {
    // Today's room: 1100.00, whatever the seeded withdrawals of today used.
    const today = await platformInfo();
    await simAdmin('/__sim/withdraw-limits', { dailyAmount: centsToDecimal(toCents(today.dailyAmount.used) + 110000) });
    renderWithdraw();
    await screen.findByTestId('withdraw-total');
    await userEvent.type(passwordInput(), '246810');
    const tries: [string, RegExp][] = [
      ['   ', /Please enter the amount/],
      ['12abc', /Enter an amount in digits/],
      ['1000.123', /At most two decimal places/],
      ['999.99', /At least 1,000.00/],
      ['1134.51', /More than you have: at most 1,134.50/],
      ['1100.01', /Today you can withdraw at most 1,100.00 more/],
    ];
    for (const [typed, message] of tries) {
      await userEvent.clear(amountInput());
      await userEvent.type(amountInput(), typed);
      await userEvent.click(submitButton());
      expect(fieldError(amountInput())).toHaveTextContent(message);
    }
    expect(withdrawCalls).toBe(0);
    // "All" fills in the smallest of max, withdrawable and today's room.
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountInput()).toHaveValue('1100.00');
  });

  it('withdraws: the amount is held at once, the order number and the record link are shown, the draft is gone', async () => {
    const before = await platformInfo();
    const pendingBefore = account('demo01').withdrawals.length;
    renderWithdraw();
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await userEvent.type(amountInput(), '1000');
    await userEvent.type(passwordInput(), '246810');
    // A double tap: one withdrawal.
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    const orderNo = await screen.findByTestId('withdraw-order-no');
    const held = account('demo01').withdrawals.filter(
      (w) => w.status === 'PENDING' && w.amount === 100000 && w.cardId !== undefined,
    );
    expect(held).toHaveLength(1);
    expect(orderNo).toHaveTextContent(held[0]!.orderNo);
    expect(withdrawCalls).toBe(1);
    expect(account('demo01').withdrawals).toHaveLength(pendingBefore + 1);
    const done = screen.getByTestId('withdraw-done');
    expect(within(done).getByText('990.00')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'View the withdrawal record' })).toHaveAttribute(
      'href',
      '/m/withdrawReport',
    );
    expect(sessionStorage.getItem(WITHDRAW_DRAFT_KEY)).toBeNull();
    // Another withdrawal reads the lowered balance again.
    await userEvent.click(within(done).getByRole('button', { name: 'New withdrawal' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-total')).toHaveTextContent('234.50'));
    expect(screen.getByTestId('withdraw-daily-count')).toHaveTextContent(`${before.dailyCount.used + 1} / 5`);
  });

  it('a reload while the platform is slow: "not confirmed yet" until the platform acts, then the real result and the new balance; one withdrawal', async () => {
    // The platform takes its time before it carries the withdrawal out; the member reloads meanwhile.
    await simAdmin('/__sim/faults', { path: '/wps/transaction/withdraw', method: 'POST', delayMs: 1_500, times: 1 });
    const pendingBefore = account('demo01').withdrawals.length;
    const first = renderWithdrawAndBalance();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,234.50'));
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await userEvent.type(amountInput(), '1000');
    await userEvent.type(passwordInput(), '246810');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    const {
      withdraw: { key },
    } = JSON.parse(sessionStorage.getItem(SessionKeys.pendingMoney)!) as { withdraw: { key: string } };
    first.unmount();

    // The page again: the platform has no record of the key yet, which is not "it did not go through".
    renderWithdrawAndBalance();
    const unconfirmed = await screen.findByTestId('money-unconfirmed');
    expect(unconfirmed).toHaveTextContent('Not confirmed yet.');
    expect(screen.queryByTestId('money-not-carried-out')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(submitButton()).toBeDisabled();
    expect(lookups(key)).toBeGreaterThanOrEqual(1);
    expect(account('demo01').withdrawals).toHaveLength(pendingBefore);

    // The platform acts; the screen, still asking by itself, shows what it did and the balance follows.
    const orderNo = await screen.findByTestId('withdraw-order-no', {}, { timeout: 8_000 });
    const held = account('demo01').withdrawals.slice(pendingBefore);
    expect(held).toHaveLength(1);
    expect(orderNo).toHaveTextContent(held[0]!.orderNo);
    expect(lookups(key)).toBeGreaterThanOrEqual(2);
    expect(withdrawCalls).toBe(1);
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('234.50'));
    expect(screen.queryByTestId('money-unconfirmed')).toBeNull();
    expect(sessionStorage.getItem(SessionKeys.pendingMoney)).toBeNull();
  }, 20_000);

  it('a session lost while the withdrawal is not confirmed: after logging in again the screen looks it up and shows the real result; one withdrawal', async () => {
    // The platform carries the withdrawal out but its answer never arrives; the client gives up quickly.
    configureApi({
      baseUrl: () => 'http://platform.test',
      timeoutMs: () => 800,
      fetch: (input, init) => {
        const request = new Request(input as RequestInfo, init);
        if (request.method === 'POST' && new URL(request.url).pathname === '/wps/transaction/withdraw')
          withdrawCalls += 1;
        if (request.method === 'GET') sent.push(new URL(request.url).pathname);
        return platform.fetch(request);
      },
    });
    await simAdmin('/__sim/faults', { path: '/wps/transaction/withdraw', method: 'POST', lose: true, times: 1 });
    const pendingBefore = account('demo01').withdrawals.length;
    const first = renderWithdraw();
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await userEvent.type(amountInput(), '1000');
    await userEvent.type(passwordInput(), '246810');
    fireEvent.click(submitButton());
    await waitFor(() => expect(account('demo01').withdrawals).toHaveLength(pendingBefore + 1));
    // Meanwhile the platform ends the session: the lookup after the lost answer is refused, the kernel ends the session.
    platform.state.sessions.clear();
    await waitFor(() => expect(sessionStore.getState().info).toBeNull(), { timeout: 8_000 });
    const kept = sessionStorage.getItem(SessionKeys.pendingMoney)!;
    const {
      withdraw: { key, user },
    } = JSON.parse(kept) as { withdraw: { key: string; user: string } };
    expect(user).toBe('demo01');
    expect(kept).not.toContain('246810');
    first.unmount();

    await signIn(DEMO_ACCOUNTS.member);
    const lookupsBefore = lookups(key);
    renderWithdraw();
    const orderNo = await screen.findByTestId('withdraw-order-no', {}, { timeout: 8_000 });
    expect(orderNo).toHaveTextContent(account('demo01').withdrawals[pendingBefore]!.orderNo);
    expect(lookups(key)).toBeGreaterThan(lookupsBefore);
    expect(withdrawCalls).toBe(1);
    expect(account('demo01').withdrawals).toHaveLength(pendingBefore + 1);
    expect(sessionStorage.getItem(SessionKeys.pendingMoney)).toBeNull();
  }, 20_000);

  it('a wrong payment password says the attempts left and empties only that field; five lock with the unlock time', async () => {
    renderWithdraw();
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await userEvent.type(amountInput(), '1000');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await userEvent.type(passwordInput(), '135792');
      await userEvent.click(submitButton());
      await waitFor(() =>
        expect(fieldError(passwordInput())).toHaveTextContent(
          `${5 - attempt} ${5 - attempt === 1 ? 'attempt' : 'attempts'} left`,
        ),
      );
      expect(passwordInput()).toHaveValue('');
      expect(amountInput()).toHaveValue('1000');
    }
    await userEvent.type(passwordInput(), '135792');
    await userEvent.click(submitButton());
    const lock = await screen.findByTestId('payment-lock');
    const until = account('demo01').cashier.lockedUntil!;
    expect(until).toBeGreaterThan(Date.now() + 29 * 60_000);
    const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until));
    expect(lock).toHaveTextContent(time);
    expect(submitButton()).toBeDisabled();
    expect(passwordInput()).toBeDisabled();
    expect(account('demo01').withdrawals.filter((w) => w.cardId !== undefined)).toHaveLength(0);
  });

  it('keeps the amount and the card in session storage, never the payment password, and brings them back', async () => {
    const { unmount } = renderWithdraw();
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    await userEvent.type(amountInput(), '1234.5');
    await userEvent.type(passwordInput(), '246810');
    const stored = sessionStorage.getItem(WITHDRAW_DRAFT_KEY)!;
    expect(JSON.parse(stored)).toEqual({
      user: 'demo01',
      amount: '1234.5',
      cardId: account('demo01').cashier.cards[0]!.id,
    });
    const everything = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(everything).not.toContain('246810');
    unmount();
    renderWithdraw();
    await screen.findByRole('radio', { name: /KBZ Bank/ });
    expect(amountInput()).toHaveValue('1234.5');
    expect(passwordInput()).toHaveValue('');
  });
});

describe('the first withdrawal of demo02 (no card, no payment password)', () => {
  beforeEach(async () => {
    await simAdmin('/__sim/balance', { username: 'demo02', amount: '50000.00' });
    await signIn(DEMO_ACCOUNTS.emptyMember);
  });

  it('guides to binding a card first, keeping the amount typed', async () => {
    renderWithdraw();
    const setup = await screen.findByTestId('withdraw-setup');
    expect(screen.getByTestId('withdraw-withdrawable')).toHaveTextContent('50,000.00');
    expect(within(setup).getAllByText('To do')).toHaveLength(2);
    await userEvent.type(amountInput(), '2000');
    expect(screen.queryByLabelText(/^Payment password/, { selector: 'input' })).toBeNull();
    const step = within(setup).getByRole('link', { name: 'Bind a bank card' });
    expect(step).toHaveAttribute('href', '/m/bankCards/add?returnTo=/m/withdraw');
    await userEvent.click(step);
    expect(currentLocation()).toBe('/m/bankCards/add?returnTo=/m/withdraw');
    expect(JSON.parse(sessionStorage.getItem(WITHDRAW_DRAFT_KEY)!)).toMatchObject({ user: 'demo02', amount: '2000' });
  });

  it('with a card and no password, the next step is setting the password; the amount is still there', async () => {
    sessionStorage.setItem(WITHDRAW_DRAFT_KEY, JSON.stringify({ user: 'demo02', amount: '2000', cardId: '' }));
    // demo02 binds a card meanwhile (the bind screen has its own tests).
    await api.post('/wps/security/bank-cards', {
      json: { bankCode: 'CB', accountNo: '1234567890123456', payeeName: 'Mya Mya' },
      idempotencyKey: 'test-bind-key-0000001',
      schema: v.unknown(),
    });
    renderWithdraw();
    const setup = await screen.findByTestId('withdraw-setup');
    expect(within(setup).getByText('Done')).toBeInTheDocument();
    expect(amountInput()).toHaveValue('2000');
    expect(within(setup).getByRole('link', { name: 'Set a payment password' })).toHaveAttribute(
      'href',
      '/m/paymentPassword?returnTo=/m/withdraw',
    );
  });

  it('a draft of another member is not shown', async () => {
    sessionStorage.setItem(WITHDRAW_DRAFT_KEY, JSON.stringify({ user: 'demo01', amount: '777', cardId: 'x' }));
    renderWithdraw();
    await screen.findByTestId('withdraw-setup');
    expect(amountInput()).toHaveValue('');
  });
});

it('member04 may not withdraw: a clear state, no form', async () => {
  await signIn(DEMO_ACCOUNTS.type4Member);
  renderWithdraw();
  expect(await screen.findByTestId('withdraw-not-allowed')).toHaveTextContent(
    'Withdrawals are not available for this account',
  );
  expect(screen.queryByLabelText(/^Amount/)).toBeNull();
  expect(withdrawCalls).toBe(0);
});

it('a failed read of the withdraw info is a clear state with Retry', async () => {
  await signIn(DEMO_ACCOUNTS.member);
  await simAdmin('/__sim/faults', { path: '/wps/withdraw/info', status: 500, times: 3 });
  renderWithdraw();
  const retry = await screen.findByRole('button', { name: /Retry/ });
  await userEvent.click(retry);
  expect(await screen.findByTestId('withdraw-total')).toHaveTextContent('1,234.50');
});

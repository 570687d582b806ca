import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { DEMO_ACCOUNTS, formatCents, type Platform } from '@mc/platform-sim';
import { api, memberKeys, sessionStore, switchesQuery } from '@mc/shared-kernel';
import { newIdempotencyKey } from '@mc/shared-kernel/money';
import {
  centreBalance,
  loseNextAnswer,
  renderWallet,
  sentTo,
  signIn,
  simAccount,
  simAdmin,
  startWalletPlatform,
  total,
  type SentCall,
} from '../testing/wallet-screen';

let platform: Platform;
let calls: SentCall[];
const demo = () => simAccount(platform, 'demo01');
const UPLINE = '/wps/wallet/transfer/upline';

const section = () => screen.getByRole('region', { name: 'Transfer to upline' });
const form = () => within(section()).getByRole('form', { name: 'Transfer to upline' });
const amount = () => within(form()).getByRole('textbox', { name: /^Amount/ });
const password = () => within(form()).getByLabelText(/^Payment password/);
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')!)!;
const send = () => userEvent.click(within(form()).getByRole('button', { name: 'Send to upline' }));

async function fill(typedAmount: string, typedPassword: string) {
  await userEvent.clear(amount());
  if (typedAmount) await userEvent.type(amount(), typedAmount);
  await userEvent.clear(password());
  if (typedPassword) await userEvent.type(password(), typedPassword);
}

/** The member info and the switches have both arrived: a gate that is still shut now is shut for good. */
async function gateSettled(client: { getQueryData(key: readonly unknown[]): unknown }) {
  const token = sessionStore.getState().info!.token;
  await waitFor(() => {
    expect(client.getQueryData(memberKeys.info(token))).toBeDefined();
    expect(client.getQueryData(switchesQuery.queryKey)).toBeDefined();
    expect(screen.getByTestId('vendor-balance-JILI')).toBeInTheDocument();
  });
}

beforeEach(async () => {
  ({ platform, calls } = await startWalletPlatform());
});

describe('the upline gate', () => {
  it('is open for demo01: the switch is on, toUpline is set, the type is 0', async () => {
    await signIn(DEMO_ACCOUNTS.member);
    const { client } = renderWallet();
    await gateSettled(client);
    expect(await screen.findByRole('heading', { name: 'Transfer to upline' })).toBeInTheDocument();
    expect(within(section()).getByText('Money sent to your upline agent leaves your account.')).toBeInTheDocument();
  });

  it('is shut when the whitelabel switch AGETRANSFERUP3 is off', async () => {
    await simAdmin(platform, '/__sim/switches', { AGETRANSFERUP3: false });
    await signIn(DEMO_ACCOUNTS.member);
    const { client } = renderWallet();
    await gateSettled(client);
    expect(screen.queryByRole('heading', { name: 'Transfer to upline' })).toBeNull();
  });

  it("is shut when the member's toUpline flag is not set", async () => {
    demo().toUpline = false;
    await signIn(DEMO_ACCOUNTS.member);
    const { client } = renderWallet();
    await gateSettled(client);
    expect(screen.queryByRole('heading', { name: 'Transfer to upline' })).toBeNull();
  });

  it('is shut for member type 2, whatever its toUpline flag', async () => {
    expect(simAccount(platform, 'agent02').toUpline).toBe(true);
    await signIn(DEMO_ACCOUNTS.subAgent, 'AGENT');
    expect(sessionStore.getState().info!.type).toBe(2);
    const { client } = renderWallet();
    await gateSettled(client);
    expect(screen.queryByRole('heading', { name: 'Transfer to upline' })).toBeNull();
    expect(screen.queryByLabelText(/^Payment password/)).toBeNull();
  });
});

describe('transfer to the upline', () => {
  beforeEach(async () => {
    await signIn(DEMO_ACCOUNTS.member);
    renderWallet();
    await waitFor(() => expect(total()).toHaveTextContent('1,234.50'));
    await screen.findByRole('heading', { name: 'Transfer to upline' });
  });

  it('sends the amount with the payment password once, and the centre and the total drop by it', async () => {
    // demo01's 100.00 bonus is still locked by turnover: 1134.50 may leave.
    await waitFor(() =>
      expect(screen.getByTestId('upline-available')).toHaveTextContent('You can send up to 1,134.50'),
    );
    const agentBefore = simAccount(platform, 'agent01').balance;
    await fill('200', '246810');
    await send();
    expect(await within(form()).findByText('200.00 sent to your upline.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(centreBalance()).toHaveTextContent('1,034.50'));
    await waitFor(() => expect(total()).toHaveTextContent('1,034.50'));
    await waitFor(() => expect(screen.getByTestId('header-total')).toHaveTextContent('1,034.50'));
    expect(formatCents(simAccount(platform, 'agent01').balance - agentBefore)).toBe('200.00');
    const posts = sentTo(calls, 'POST', UPLINE);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(amount()).toHaveValue('');
    expect(password()).toHaveValue('');
  });

  it('takes a payment password typed in Burmese digits, as every payment password field does', async () => {
    await waitFor(() => expect(screen.getByTestId('upline-available')).toHaveTextContent('1,134.50'));
    await fill('10', '၂၄၆၈၁၀');
    expect(password()).toHaveValue('246810');
    await send();
    expect(await within(form()).findByText('10.00 sent to your upline.')).toHaveAttribute('role', 'status');
    expect(sentTo(calls, 'POST', UPLINE)).toHaveLength(1);
    expect(demo().balance).toBe(122450);
  });

  it.each([
    ['', '246810', 'amount', 'Please enter the amount'],
    ['1.234', '246810', 'amount', 'At most two decimal places'],
    ['1134.51', '246810', 'amount', 'More than you have: at most 1,134.50'],
    ['10', '', 'password', 'Please enter the payment password'],
    ['10', '12345', 'password', 'The payment password is 6 digits'],
    ['10', 'abcdef', 'password', 'The payment password is 6 digits'],
    ['10', '１２３４５６', 'password', 'The payment password is 6 digits'],
  ])('refuses amount %j with password %j before sending: %s %s', async (typedAmount, typedPassword, field, message) => {
    await waitFor(() => expect(screen.getByTestId('upline-available')).toHaveTextContent('1,134.50'));
    await fill(typedAmount, typedPassword);
    await send();
    const input = field === 'amount' ? amount() : password();
    expect(errorOf(input)).toHaveTextContent(message);
    expect(input).toHaveFocus();
    expect(sentTo(calls, 'POST', UPLINE)).toHaveLength(0);
  });

  it('says a wrong payment password under the field with the attempts left, keeps the amount and empties the password', async () => {
    await fill('50', '135790');
    await send();
    await waitFor(() => expect(errorOf(password())).toHaveTextContent('Wrong payment password. Attempts left: 4'));
    expect(errorOf(password())).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(password()).toHaveValue(''));
    expect(amount()).toHaveValue('50');
    expect(demo().balance).toBe(123450);
    // Typing again clears the message.
    await userEvent.type(password(), '2');
    expect(errorOf(password())).toHaveTextContent('');
  });

  it('says under the field when the payment password is locked, and until when', async () => {
    for (let i = 0; i < 4; i += 1) {
      await api
        .post(UPLINE, {
          module: 'FUNDTRANS3',
          json: { amount: '1.00', paymentPassword: '000001' },
          idempotencyKey: newIdempotencyKey(),
          schema: v.unknown(),
        })
        .catch(() => undefined);
    }
    await fill('50', '135790');
    await send();
    await waitFor(() =>
      expect(errorOf(password())).toHaveTextContent(
        /^Too many wrong payment passwords: locked until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.$/,
      ),
    );
    // Even the right password is refused while locked.
    await fill('50', '246810');
    await send();
    await waitFor(() => expect(errorOf(password())).toHaveTextContent(/locked until/));
    expect(demo().balance).toBe(123450);
  });

  it('points to setting a payment password when none is set', async () => {
    demo().paymentPassword = null;
    await fill('50', '246810');
    await send();
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Set a payment password first.');
    expect(within(alert).getByRole('link', { name: 'Set payment password' })).toHaveAttribute(
      'href',
      '/m/paymentPassword',
    );
  });

  it('says when the platform has shut the gate meanwhile', async () => {
    await simAdmin(platform, '/__sim/switches', { AGETRANSFERUP3: false });
    await fill('50', '246810');
    await send();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'Transfers to the upline are not available for this account.',
    );
  });

  it('looks a lost answer up, moves the money once, and never stores the password', async () => {
    await loseNextAnswer(platform, UPLINE);
    await fill('20', '246810');
    await send();
    expect(await within(form()).findByText('20.00 sent to your upline.', {}, { timeout: 3000 })).toHaveAttribute(
      'role',
      'status',
    );
    const [post] = sentTo(calls, 'POST', UPLINE);
    expect(sentTo(calls, 'GET', `/wps/requests/${post!.key}`)).toHaveLength(1);
    expect(demo().balance).toBe(121450);
    expect(demo().cashier.transfers.filter((t) => t.kind === 'UPLINE')).toHaveLength(1);
    const stored =
      Object.keys(sessionStorage)
        .map((key) => sessionStorage.getItem(key))
        .join('\n') +
      Object.keys(localStorage)
        .map((key) => localStorage.getItem(key))
        .join('\n');
    expect(stored).not.toContain('246810');
  });

  it('keeps the typed amount, never the password, when the member leaves and comes back', async () => {
    await fill('75.5', '246810');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('246810');
    expect(JSON.stringify({ ...sessionStorage })).toContain('75.5');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ACCOUNTS, formatCents, parseMoney, type Platform } from '@mc/platform-sim';
import { api } from '@mc/shared-kernel';
import * as v from 'valibot';
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
  vendorBalance,
  vendorRow,
  type SentCall,
} from './testing/wallet-screen';

let platform: Platform;
let calls: SentCall[];
const demo = () => simAccount(platform, 'demo01');
const simTotal = () => formatCents(demo().balance + Object.values(demo().wallets).reduce((a, b) => a + b, 0));

const transferForm = () => screen.getByRole('form', { name: 'Transfer' });
const amountField = () => within(transferForm()).getByRole('textbox', { name: /^Amount/ });
const transferButton = () => screen.getByRole('button', { name: 'Transfer' });
const amountError = () => document.getElementById(amountField().getAttribute('aria-describedby')!.split(' ')[0]!)!;

async function shown() {
  await waitFor(() => expect(total()).toHaveTextContent('1,234.50'));
  await waitFor(() => expect(screen.getByTestId('header-total')).toHaveTextContent('1,234.50'));
}

/** The page total, the sim's total and the header's total are one figure. */
async function totalsAgree(expected: string) {
  await waitFor(() => {
    expect(total()).toHaveTextContent(expected);
    expect(screen.getByTestId('header-total')).toHaveTextContent(expected);
  });
  expect(formatCents(parseMoney(expected.replace(/,/g, '')))).toBe(simTotal());
}

async function transfer(direction: 'Into a game wallet' | 'Back to the centre', vendor: string, amount: string) {
  await userEvent.click(screen.getByRole('radio', { name: direction }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game wallet' }), vendor);
  await userEvent.clear(amountField());
  await userEvent.type(amountField(), amount);
  await userEvent.click(transferButton());
}

/** Past the time "not found" is final for a request sent now (the timeout, 15 s, and the platform's 30 s). */
const PAST_FINAL_MS = 60_000;

let laterClock: jest.SpyInstance | null = null;
afterEach(() => {
  laterClock?.mockRestore();
  laterClock = null;
});

beforeEach(async () => {
  ({ platform, calls } = await startWalletPlatform());
  await signIn(DEMO_ACCOUNTS.member);
});

describe('wallets of demo01', () => {
  it('shows the centre wallet, every vendor wallet side by side and their exact total, equal to the header', async () => {
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '0.10', wallet: 'PG' });
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '0.20', wallet: 'JILI' });
    renderWallet();
    await waitFor(() => expect(total()).toHaveTextContent('1,234.80'));
    expect(centreBalance()).toHaveTextContent('1,234.50');
    expect(vendorBalance('PG')).toHaveTextContent('0.10');
    expect(vendorBalance('JILI')).toHaveTextContent('0.20');
    const names = within(screen.getByRole('list', { name: 'Game wallets' }))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.csh-wallet__name')!.textContent);
    expect(names).toEqual(['SABA Sports', 'Evolution', 'Sexy Gaming', 'PG Soft', 'Pragmatic Play', 'JILI']);
    for (const vendor of ['SABA', 'EVO', 'SEXY', 'PG', 'PP', 'JILI']) {
      expect(sentTo(calls, 'GET', `/wps/wallet/vendors/${vendor}/balance`)).toHaveLength(1);
    }
    await totalsAgree('1,234.80');
  });

  it('adds integer cents: no float rounding, up to the largest balance a number holds exactly', async () => {
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '90071992547409.84' });
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '0.07', wallet: 'EVO' });
    renderWallet();
    await waitFor(() => expect(total()).toHaveTextContent('90,071,992,547,409.91'));
    await totalsAgree('90,071,992,547,409.91');
  });

  it('transfers into a vendor wallet and back: both balances change, the total never does', async () => {
    renderWallet();
    await shown();
    await transfer('Into a game wallet', 'PG', '200.25');
    expect(await within(transferForm()).findByText('200.25 moved from Centre wallet to PG Soft.')).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(centreBalance()).toHaveTextContent('1,034.25'));
    expect(vendorBalance('PG')).toHaveTextContent('200.25');
    expect(demo().wallets.PG).toBe(20025);
    await totalsAgree('1,234.50');
    expect(amountField()).toHaveValue('');

    await transfer('Back to the centre', 'PG', '0.25');
    await waitFor(() => expect(vendorBalance('PG')).toHaveTextContent('200.00'));
    expect(centreBalance()).toHaveTextContent('1,034.50');
    await totalsAgree('1,234.50');

    const posts = sentTo(calls, 'POST', '/wps/wallet/transfer');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(posts[1]!.key).not.toBe(posts[0]!.key);
    expect(demo().cashier.transfers.map((t) => [t.from, t.to, formatCents(t.amount)])).toEqual([
      ['CENTRE', 'PG', '200.25'],
      ['PG', 'CENTRE', '0.25'],
    ]);
  });

  it('"All" fills in everything the source holds, for either direction', async () => {
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '55.55', wallet: 'EVO' });
    renderWallet();
    await waitFor(() => expect(vendorBalance('EVO')).toHaveTextContent('55.55'));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer all: 1,234.50' }));
    expect(amountField()).toHaveValue('1234.50');
    await userEvent.click(screen.getByRole('radio', { name: 'Back to the centre' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game wallet' }), 'EVO');
    expect(screen.getByTestId('transfer-available')).toHaveTextContent('Evolution holds 55.55');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer all: 55.55' }));
    expect(amountField()).toHaveValue('55.55');
    await userEvent.click(transferButton());
    await waitFor(() => expect(vendorBalance('EVO')).toHaveTextContent('0.00'));
    expect(centreBalance()).toHaveTextContent('1,290.05');
    await totalsAgree('1,290.05');
    // An empty source has nothing to transfer all of.
    expect(screen.getByRole('button', { name: 'Transfer all: 0.00' })).toBeDisabled();
  });

  it.each([
    ['', 'Please enter the amount'],
    ['   ', 'Please enter the amount'],
    ['abc', 'Enter an amount in digits, like 10000 or 10000.50'],
    ['<img src=x onerror=alert(1)>', 'Enter an amount in digits, like 10000 or 10000.50'],
    ['-5', 'Enter an amount in digits, like 10000 or 10000.50'],
    ['1e3', 'Enter an amount in digits, like 10000 or 10000.50'],
    ['10.005', 'At most two decimal places'],
    ['0', 'The amount must be more than 0'],
    ['0.00', 'The amount must be more than 0'],
    ['1234.51', 'More than you have: at most 1,234.50'],
  ])('refuses %j before anything is sent: %s', async (typed, message) => {
    renderWallet();
    await shown();
    if (typed) await userEvent.type(amountField(), typed);
    await userEvent.click(transferButton());
    expect(amountError()).toHaveTextContent(message);
    expect(amountError()).toHaveAttribute('role', 'alert');
    expect(amountField()).toHaveFocus();
    expect(sentTo(calls, 'POST', '/wps/wallet/transfer')).toHaveLength(0);
  });

  it('checks a transfer out against the vendor wallet, not the centre', async () => {
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '10.00', wallet: 'PP' });
    renderWallet();
    await waitFor(() => expect(vendorBalance('PP')).toHaveTextContent('10.00'));
    await transfer('Back to the centre', 'PP', '10.01');
    expect(amountError()).toHaveTextContent('More than you have: at most 10.00');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '90071992547409.91');
    await userEvent.click(transferButton());
    expect(amountError()).toHaveTextContent('More than you have: at most 10.00');
    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '20000000000000000000000');
    // The field stops at 20 characters; what is there is past what integer cents in a number hold exactly.
    expect((amountField() as HTMLInputElement).value).toHaveLength(20);
    await userEvent.click(transferButton());
    expect(amountError()).toHaveTextContent('That amount is too large: check the digits');
    expect(sentTo(calls, 'POST', '/wps/wallet/transfer')).toHaveLength(0);
  });

  it('says under the field when the source held less than the screen showed, and reads the balances again', async () => {
    renderWallet();
    await shown();
    // Spent elsewhere after the screen read it.
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '100.00' });
    await transfer('Into a game wallet', 'SABA', '500');
    await waitFor(() =>
      expect(amountError()).toHaveTextContent('More than Centre wallet holds now. The balances have been read again.'),
    );
    await waitFor(() => expect(centreBalance()).toHaveTextContent('100.00'));
    expect(amountField()).toHaveValue('500');
    expect(demo().cashier.transfers).toEqual([]);
  });

  it('sends a double tap once', async () => {
    renderWallet();
    await shown();
    await userEvent.type(amountField(), '10');
    const form = transferButton().closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.click(transferButton());
    await waitFor(() => expect(centreBalance()).toHaveTextContent('1,224.50'));
    expect(sentTo(calls, 'POST', '/wps/wallet/transfer')).toHaveLength(1);
    expect(demo().cashier.transfers).toHaveLength(1);
    await totalsAgree('1,234.50');
  });

  it('looks a lost answer up instead of calling it failed, and shows what the platform did', async () => {
    renderWallet();
    await shown();
    await loseNextAnswer(platform, '/wps/wallet/transfer');
    await transfer('Into a game wallet', 'SEXY', '34.50');
    await waitFor(() => expect(vendorBalance('SEXY')).toHaveTextContent('34.50'));
    const [post] = sentTo(calls, 'POST', '/wps/wallet/transfer');
    expect(sentTo(calls, 'GET', `/wps/requests/${post!.key}`)).toHaveLength(1);
    expect(screen.getByText('34.50 moved from Centre wallet to Sexy Gaming.')).toBeInTheDocument();
    expect(screen.queryByText(/failed/i)).toBeNull();
    expect(demo().cashier.transfers).toHaveLength(1);
    await totalsAgree('1,234.50');
  });

  it('offers Retry only once "not found" is final, and retries with the same key', async () => {
    renderWallet();
    await shown();
    await simAdmin(platform, '/__sim/faults', { path: '/wps/wallet/transfer', method: 'POST', status: 503, times: 1 });
    await transfer('Into a game wallet', 'PP', '1');
    // A 503 may come from a gateway while the request is still on its way: not confirmed, and no Retry yet.
    expect(await screen.findByTestId('money-unconfirmed')).toHaveTextContent('Not confirmed yet.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    const now = Date.now();
    laterClock = jest.spyOn(Date, 'now').mockReturnValue(now + PAST_FINAL_MS);
    const alert = await screen.findByTestId('money-not-carried-out', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('It did not go through: nothing was moved.');
    expect(demo().cashier.transfers).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(vendorBalance('PP')).toHaveTextContent('1.00'));
    const posts = sentTo(calls, 'POST', '/wps/wallet/transfer');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.key).toBe(posts[0]!.key);
    expect(demo().cashier.transfers).toHaveLength(1);
  });

  it('keeps the typed transfer when the member leaves and comes back', async () => {
    const first = renderWallet();
    await shown();
    await userEvent.click(screen.getByRole('radio', { name: 'Back to the centre' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game wallet' }), 'JILI');
    await userEvent.type(amountField(), '12.5');
    first.unmount();
    renderWallet();
    await shown();
    expect(screen.getByRole('radio', { name: 'Back to the centre' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Game wallet' })).toHaveValue('JILI');
    expect(amountField()).toHaveValue('12.5');
  });

  it('recycles every vendor wallet into the centre, once, the total unchanged', async () => {
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '100.00', wallet: 'PG' });
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '34.50', wallet: 'SABA' });
    renderWallet();
    await waitFor(() => expect(total()).toHaveTextContent('1,369.00'));
    const recycle = screen.getByRole('button', { name: 'Recycle all' });
    fireEvent.click(recycle);
    fireEvent.click(recycle);
    expect(await screen.findByText('134.50 brought back to the centre wallet.')).toBeInTheDocument();
    await waitFor(() => expect(centreBalance()).toHaveTextContent('1,369.00'));
    for (const vendor of ['PG', 'SABA']) expect(vendorBalance(vendor)).toHaveTextContent('0.00');
    await totalsAgree('1,369.00');
    const posts = sentTo(calls, 'POST', '/wps/wallet/recycle');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(Object.values(demo().wallets).every((cents) => cents === 0)).toBe(true);

    await userEvent.click(recycle);
    expect(await screen.findByText('Every game wallet is already empty.')).toBeInTheDocument();
    expect(sentTo(calls, 'POST', '/wps/wallet/recycle')[1]!.key).not.toBe(posts[0]!.key);
  });

  it("shows one vendor's failure in its own row with Retry while the others still show", async () => {
    await simAdmin(platform, '/__sim/faults', { path: '/wps/wallet/vendors/PG/balance', status: 500 });
    renderWallet();
    const pg = await waitFor(() => within(vendorRow('PG Soft')).getByRole('alert'), { timeout: 5000 });
    expect(pg).toHaveTextContent('The server had a problem. Please try again.');
    for (const vendor of ['SABA', 'EVO', 'SEXY', 'PP', 'JILI']) expect(vendorBalance(vendor)).toHaveTextContent('0.00');
    expect(screen.queryByTestId('vendor-balance-PG')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // A total that left PG out would be wrong: it waits.
    expect(total()).toHaveTextContent('—');
    expect(screen.getByText('The total shows once every wallet has loaded.')).toBeInTheDocument();

    await simAdmin(platform, '/__sim/faults', undefined, 'DELETE');
    await userEvent.click(within(vendorRow('PG Soft')).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(vendorBalance('PG')).toHaveTextContent('0.00'));
    await totalsAgree('1,234.50');
  });

  it('refreshes one wallet on its own', async () => {
    renderWallet();
    await shown();
    await simAdmin(platform, '/__sim/balance', { username: 'demo01', amount: '7.00', wallet: 'EVO' });
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Evolution' }));
    await waitFor(() => expect(vendorBalance('EVO')).toHaveTextContent('7.00'));
    expect(calls.slice(before).map((c) => c.path)).toEqual(['/wps/wallet/vendors/EVO/balance']);
  });

  it('shows a failed centre wallet with Retry', async () => {
    await simAdmin(platform, '/__sim/faults', { path: '/wps/wallet/merchant', status: 502 });
    renderWallet();
    const summary = screen.getByRole('region', { name: 'Total balance' });
    await waitFor(() => expect(within(summary).getByRole('alert')).toHaveTextContent('The server had a problem'), {
      timeout: 5000,
    });
    expect(total()).toHaveTextContent('—');
    await simAdmin(platform, '/__sim/faults', undefined, 'DELETE');
    await userEvent.click(within(summary).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(centreBalance()).toHaveTextContent('1,234.50'));
    await totalsAgree('1,234.50');
  });

  it('switches auto transfer, and says why the centre can read 0.00 after a game while the total stays', async () => {
    renderWallet();
    await shown();
    const toggle = screen.getByRole('switch', { name: 'Auto transfer' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(
      /opening a game moves your centre balance into that game's wallet.*your total stays the same/,
    );

    // A PG game launched elsewhere with auto transfer on.
    const game = platform.catalogue.games.find((g) => g.vassalage === 'PG')!;
    await api.get('/wps/game/launchGame', { query: { vendor: 'PG', nodeId: game.nodeId }, schema: v.unknown() });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Centre wallet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh PG Soft' }));
    await waitFor(() => expect(centreBalance()).toHaveTextContent('0.00'));
    await waitFor(() => expect(vendorBalance('PG')).toHaveTextContent('1,234.50'));
    await totalsAgree('1,234.50');

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(demo().cashier.autoTransfer).toBe(false);
    expect(toggle).toHaveAccessibleDescription("Off: move money into a game's wallet yourself before you play it.");
    expect(sentTo(calls, 'PUT', '/wps/wallet/auto-transfer')).toHaveLength(1);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(demo().cashier.autoTransfer).toBe(true);
  });

  it('keeps the switch as it was when the platform refuses the change, and says so', async () => {
    renderWallet();
    await shown();
    await simAdmin(platform, '/__sim/faults', { path: '/wps/wallet/auto-transfer', status: 503, times: 1 });
    const toggle = screen.getByRole('switch', { name: 'Auto transfer' });
    await userEvent.click(toggle);
    expect(await screen.findByText(/Auto transfer could not be changed/)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(demo().cashier.autoTransfer).toBe(true);
  });

  it('shows the vendor list failing as a state with Retry', async () => {
    await simAdmin(platform, '/__sim/faults', { path: '/wps/wallet/vendors', method: 'GET', status: 500, times: 3 });
    renderWallet();
    const section = screen.getByRole('region', { name: 'Game wallets' });
    await waitFor(() => expect(within(section).getByRole('alert')).toBeInTheDocument(), { timeout: 5000 });
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(vendorBalance('JILI')).toHaveTextContent('0.00'));
    await totalsAgree('1,234.50');
  });
});

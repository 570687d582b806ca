import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type DemoAccountKey, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import {
  balanceVisibility,
  bus,
  formatMoney,
  isAgentType,
  login,
  sessionStore,
  switchesQuery,
} from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import '../../i18n/namespace';
import MinePage from './mine-page';

const SLOW = { timeout: 15_000 };

function Where() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{location.pathname}</p>
      <Link to="/m/mine">open member centre</Link>
    </>
  );
}

function renderMine(route = '/m/mine') {
  return renderWithProviders(
    <Routes>
      <Route path="/m/mine" element={<MinePage />} />
      <Route path="/m/member/home" element={<MinePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

async function logIn(key: DemoAccountKey) {
  const { username, password } = DEMO_ACCOUNTS[key];
  await login(
    { username, password, type: 'username', loginFrom: isAgentType(DEMO_ACCOUNTS[key].type) ? 'AGENT' : 'MEMBER' },
    'MC01',
  );
}

const simBalance = async (platform: Platform, username: string) => {
  const state = (await simAdmin(platform, 'state')) as { accounts: { username: string; balance: string }[] };
  return state.accounts.find((a) => a.username === username)!.balance;
};

const menu = () => screen.getByRole('navigation', { name: 'My services' });

let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
  balanceVisibility.getState().forget();
});

describe('member centre: guest', () => {
  it('welcomes a guest with login and register links and no member panel', async () => {
    const { client } = renderMine();
    expect(await screen.findByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    await waitFor(() => expect(client.getQueryData(switchesQuery.queryKey)).toBeDefined());
    expect(screen.queryByText('Total balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Member centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/m/set');
  });

  it("asks the host for its app-download popup from the header's download button", async () => {
    const asked: unknown[] = [];
    const off = bus.on('download:open', () => asked.push('download'));
    renderMine();
    await userEvent.click(await screen.findByRole('button', { name: 'Download the app' }));
    off();
    expect(asked).toEqual(['download']);
  });

  it('asks a guest to log in instead of opening a protected entry', async () => {
    const prompts: unknown[] = [];
    const off = bus.on('auth:required', (payload) => prompts.push(payload));
    renderMine();
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('navigation', { name: 'My services' })).findByRole('link', {
        name: 'Deposit record',
      }),
    );
    off();
    expect(prompts).toEqual([{ reason: 'login' }]);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    // The message centre is a member's own: a guest is not offered it at all.
    expect(within(menu()).queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Member centre' })).toBeInTheDocument();
  });

  it('goes back home from its own top bar', async () => {
    renderMine();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/m/home');
  });
});

describe('member centre: logged-in member', () => {
  beforeEach(() => logIn('member'));

  it('isolates a stored nickname with a bidi override, so it cannot reorder the lines around it', async () => {
    platform.state.accounts.get('demo01')!.nickname = '\u202EVIP';
    renderMine();
    const name = await screen.findByTestId('mine-name', {}, SLOW);
    await waitFor(() => expect(name.textContent).toBe('\u202EVIP'));
    expect(name.querySelector('bdi')?.textContent).toBe(name.textContent);
  });

  it('shows name, account, balance with two decimals, days since registration and VIP progress', async () => {
    renderMine('/m/member/home');
    // While the details load, the VIP row's room is kept (nothing below moves when it arrives).
    expect(screen.getByTestId('vip-pending')).toHaveClass('mem-vip');
    // …and the menu keeps the room of every entry the member may have.
    const roomKept = screen.getByTestId('menu-pending').children.length;
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('Demo Player');
    expect(screen.queryByTestId('vip-pending')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'My services' }).querySelectorAll('li')).toHaveLength(roomKept);
    // The account is isolated from its label, as user-supplied names are.
    expect(screen.getByText('demo01', { selector: 'bdi' }).parentElement).toHaveTextContent(/^Account: demo01$/);
    const expected = formatMoney(await simBalance(platform, 'demo01'));
    expect(expected).toBe('1,234.50');
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent(expected);
    expect(screen.getByTestId('mine-days')).toHaveTextContent('Registered for 420 days');
    // VIP 2 at progress 0.46: floor(46.000…) = 46, and the panel leads to the benefits (MEMCLUB3 on).
    expect(screen.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute('aria-valuenow', '46');
    expect(screen.getByRole('link', { name: /^VIP benefits: VIP 2 46%/ })).toHaveAttribute(
      'href',
      '/m/member/benefits',
    );
  });

  it('shows an amount the platform changed, with grouping and two decimals', async () => {
    await simAdmin(platform, 'balance', { username: 'demo01', amount: '98765.4' });
    renderMine();
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent(/^98,765\.40$/);
  });

  it('hides the digits and shows them again, sharing the choice with the header', async () => {
    renderMine();
    const user = userEvent.setup();
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent('1,234.50');
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('mine-balance')).toHaveTextContent(/^\*,\*\*\*\.\*\*$/);
    expect(balanceVisibility.getState().hidden).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('mine-balance')).toHaveTextContent('1,234.50');
  });

  it('refreshes the balance, hiding the figure while it loads', async () => {
    renderMine();
    const user = userEvent.setup();
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent('1,234.50');
    await simAdmin(platform, 'balance', { username: 'demo01', amount: '50.1' });
    await simAdmin(platform, 'faults', { path: '/wps/wallet/balance', delayMs: 200, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(screen.queryByTestId('mine-balance')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent('50.10');
  });

  it("says the balance is unavailable inside its block; the card's refresh recovers it", async () => {
    await simAdmin(platform, 'faults', { path: '/wps/wallet/balance', status: 500 });
    renderMine();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Balance unavailable');
    // The rest of the page stays.
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('Demo Player');
    expect(within(menu()).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();

    await simAdmin(platform, 'faults', {}, 'DELETE');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent('1,234.50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a member-info failure inside its block with a retry, the balance still there', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/member/info', malformed: true });
    renderMine();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The server sent something we could not read.');
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent('1,234.50');

    await simAdmin(platform, 'faults', {}, 'DELETE');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('Demo Player');
  });

  it('renews the member info each time the page opens', async () => {
    renderMine();
    const user = userEvent.setup();
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('Demo Player');
    platform.state.accounts.get('demo01')!.nickname = 'Renamed Player';
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('link', { name: 'open member centre' }));
    // Within the cache's 30 s freshness, so only the renewal explains the new name.
    expect(await screen.findByText('Renamed Player', {}, SLOW)).toBeInTheDocument();
  });

  it('lists the entries whose gates pass and none for an agent', async () => {
    const { client } = renderMine();
    await screen.findByTestId('mine-name', {}, SLOW);
    await waitFor(() => expect(client.getQueryData(switchesQuery.queryKey)).toBeDefined());
    // The visible label (the inbox entry also carries its unread badge).
    // The visible words of each entry (an unread count follows them for screen readers only).
    const labels = within(menu())
      .getAllByRole('link')
      .map((a) => a.lastElementChild?.firstChild?.textContent);
    expect(labels).toEqual([
      'Deposit',
      'Withdraw',
      'Wallets and transfer',
      'Deposit record',
      'Withdrawal record',
      'Account record',
      'Betting record',
      'Profit and loss',
      'Reward centre',
      'Manual rebate',
      'Leaderboard',
      'Rebate report',
      'Security centre',
      'Messages',
      'Inbox',
      'Feedback',
      'Invite friends',
    ]);
    expect(within(menu()).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/m/message');
    expect(await within(menu()).findByRole('link', { name: /^Inbox ?, 3 unread$/ })).toHaveAttribute(
      'href',
      '/m/webEmail',
    );
    expect(within(menu()).getByTestId('inbox-badge')).toHaveTextContent('3');
    expect(within(menu()).getByRole('link', { name: 'Profit and loss' })).toHaveAttribute('href', '/m/profitandloss');
  });

  it('drops an entry when its switch is off', async () => {
    await simAdmin(platform, 'switches', { PERSREP: false, WITHREC3: false });
    const { client } = renderMine();
    await screen.findByTestId('mine-name', {}, SLOW);
    await waitFor(() => expect(client.getQueryData(switchesQuery.queryKey)).toMatchObject({ PERSREP: false }));
    expect(within(menu()).getByRole('link', { name: 'Betting record' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Profit and loss' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Withdrawal record' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('signs out after confirmation and goes home', async () => {
    renderMine();
    const user = userEvent.setup();
    await screen.findByTestId('mine-name', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // Named by its question, which is its heading.
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('where', {}, SLOW)).toHaveTextContent('/m/home');
    expect(sessionStore.getState().info).toBeNull();
    expect(platform.state.sessions.size).toBe(0);
  });

  it('keeps the member signed in when the confirmation is cancelled', async () => {
    renderMine();
    const user = userEvent.setup();
    await screen.findByTestId('mine-name', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getState().info?.userName).toBe('demo01');
  });
});

describe('member centre: other accounts', () => {
  it('shows no VIP panel without a club label', async () => {
    await logIn('emptyMember');
    renderMine();
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('New Player');
    expect(await screen.findByTestId('mine-balance', {}, SLOW)).toHaveTextContent('0.00');
    expect(screen.getByTestId('mine-days')).toHaveTextContent('Registered for 2 days');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('hides withdraw entries from a member not allowed to withdraw', async () => {
    await logIn('type4Member');
    const { client } = renderMine();
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('Partner Member');
    await waitFor(() => expect(client.getQueryData(switchesQuery.queryKey)).toBeDefined());
    expect(within(menu()).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Withdrawal record' })).not.toBeInTheDocument();
    expect(within(menu()).queryByRole('link', { name: 'Agency centre' })).not.toBeInTheDocument();
  });

  it('offers the agency centre to an agent', async () => {
    await logIn('agent');
    renderMine();
    expect(await screen.findByTestId('mine-name', {}, SLOW)).toHaveTextContent('Golden Agent');
    expect(within(menu()).getByRole('link', { name: 'Agency centre' })).toHaveAttribute('href', '/m/agent');
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { AppProviders, balanceVisibility, login, sessionStore } from '@mc/shared-kernel';
import {
  renderWithProviders,
  resetSession,
  setupI18n,
  useInProcessPlatform,
  createQueryClient,
  pageTitleStore,
} from '@mc/shared-kernel/testing';
import { firstContent, holdForHome } from '../first-content';
import { Header } from './header';

let platform: Platform;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}
const admin = (path: string, body: unknown) =>
  platform.fetch(
    new Request(`http://platform.test${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );

function renderHeader(isHome = true) {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<Header isHome={isHome} titleKey={isHome ? undefined : 'menu.deposit'} />} />
    </Routes>,
    { route: '/m/home' },
  );
}

async function signIn() {
  await login({ ...DEMO_ACCOUNTS.member, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
}

describe('Header', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    platform = createPlatform();
    useInProcessPlatform(platform);
    resetSession();
    localStorage.clear();
    balanceVisibility.getState().forget();
  });

  it('shows the logo on home, log in and register for a guest', async () => {
    renderHeader();
    expect(await screen.findByRole('link', { name: 'MC home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    // The header that takes two compact rows at 200 % text (app.css).
    expect(screen.getByRole('banner')).toHaveClass('host-header--guest');
  });

  it('hides register when DIRECTREG3 is off', async () => {
    await admin('/__sim/switches', { DIRECTREG3: false });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument());
  });

  it('shows a back arrow and the title elsewhere', async () => {
    renderHeader(false);
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('shows the nickname and the balance with two decimals for a member; hide masks the digits', async () => {
    await signIn();
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Demo Player'));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.50'));
    expect(screen.getByRole('banner')).not.toHaveClass('host-header--guest');

    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Deposit',
      'Withdraw',
      'Wallets and transfer',
      'Refresh balance',
      'Hide balance',
      'Feedback',
      'Sign out',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Wallets and transfer' })).toHaveAttribute('href', '/m/wallet');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Hide balance' }));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('*,***.**');
    // Kept for this account only (a bare flag would hide the next account's balance too).
    expect(localStorage.getItem('MC_HIDE_BALANCE')).toBe('demo01');
  });

  it('offers a guest the menu without the member-only entries; refresh balance goes to login', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/m/home" element={<Header isHome titleKey={undefined} />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/m/home' },
    );
    await user.click(await screen.findByRole('button', { name: 'More' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Deposit',
      'Refresh balance',
      'Feedback',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.getByRole('menuitem', { name: 'Feedback' })).toHaveAttribute('href', '/m/feedback');
    await user.click(screen.getByRole('menuitem', { name: 'Refresh balance' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/login');
  });

  it("gives a guest's menu the menu-button keys: arrows go round, Escape closes back to the button", async () => {
    const user = userEvent.setup();
    renderHeader();
    const more = await screen.findByRole('button', { name: 'More' });
    more.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Feedback' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Feedback' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('leaves Withdraw out of the menu of a member the platform does not let withdraw (the icon follows DIRECTREG3)', async () => {
    await login({ ...DEMO_ACCOUNTS.type4Member, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Partner Member'));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Deposit',
      'Wallets and transfer',
      'Refresh balance',
      'Hide balance',
      'Feedback',
      'Sign out',
    ]);
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
  });

  it('isolates a stored nickname with a bidi override, so it cannot reorder the text around it', async () => {
    platform.state.accounts.get('demo01')!.nickname = '\u202EVIP';
    await signIn();
    renderHeader();
    const name = screen.getByTestId('header-name');
    await waitFor(() => expect(name.textContent).toBe('\u202EVIP'));
    expect(name.querySelector('bdi')?.textContent).toBe(name.textContent);
  });

  it('on a visit that starts on home, asks for the member figures only once the page shows its banner', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick'] });
    try {
      const asked: string[] = [];
      useInProcessPlatform({
        fetch: (request) => {
          asked.push(new URL(request.url).pathname);
          return platform.fetch(request);
        },
      });
      await signIn();
      holdForHome();
      renderHeader();
      expect(screen.getByTestId('header-name')).toHaveTextContent(DEMO_ACCOUNTS.member.username);
      // Held: no call, and no made-up 0.00 meanwhile.
      expect(screen.getByTestId('header-balance')).toHaveTextContent('');
      expect(screen.getByTestId('header-balance')).toHaveAttribute('aria-busy', 'true');
      expect(asked.filter((p) => ['/wps/member/info', '/wps/wallet/balance', '/wps/inbox/unread'].includes(p))).toEqual(
        [],
      );

      act(() => firstContent.getState().markShown());
      jest.useRealTimers();
      await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.50'));
      expect(screen.getByTestId('header-name')).toHaveTextContent('Demo Player');
      expect(asked).toEqual(expect.arrayContaining(['/wps/member/info', '/wps/wallet/balance', '/wps/inbox/unread']));
    } finally {
      jest.useRealTimers();
      firstContent.getState().markShown();
    }
  });

  it('stops holding the member figures after 3 s even if the page never says so', async () => {
    jest.useFakeTimers();
    try {
      holdForHome();
      expect(firstContent.getState().shown).toBe(false);
      jest.advanceTimersByTime(2999);
      expect(firstContent.getState().shown).toBe(false);
      jest.advanceTimersByTime(1);
      expect(firstContent.getState().shown).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("marks what gives way to a page's title at a phone's width: deposit and withdraw, which the menu also has", async () => {
    await signIn();
    renderHeader(false);
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('host-header--page');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveClass('host-header__wallet'));
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveClass('host-header__wallet');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
  });

  it('refreshes the balance from the menu', async () => {
    await signIn();
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.50'));
    await admin('/__sim/balance', { username: 'demo01', amount: '99.10' });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('99.10'));
  });

  it('says the balance failed, with a named refresh that recovers, instead of a bare dash', async () => {
    await admin('/__sim/faults', { path: '/wps/wallet/balance', status: 503 });
    await signIn();
    renderHeader();
    const balance = screen.getByTestId('header-balance');
    expect(await within(balance).findByRole('alert')).toHaveTextContent('Balance unavailable');
    expect(balance).not.toHaveTextContent('—');

    await platform.fetch(new Request('http://platform.test/__sim/faults', { method: 'DELETE' }));
    await userEvent.click(within(balance).getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(balance).toHaveTextContent('1,234.50'));
    expect(within(balance).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out after confirmation and clears the session', async () => {
    await signIn();
    renderHeader();
    await screen.findByTestId('header-name');
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sessionStore.getState().info).toBeNull());
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it("does not hand one account's hidden balance to the next: demo01 hides and signs out, demo02 sees its figure", async () => {
    const user = userEvent.setup();
    await signIn();
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,234.50'));
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Hide balance' }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem('MC_HIDE_BALANCE')).toBeNull();

    await act(() => login({ ...DEMO_ACCOUNTS.emptyMember, type: 'username', loginFrom: 'MEMBER' }, 'MC01'));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('0.00'));
    expect(screen.getByTestId('header-balance')).not.toHaveTextContent('*');
  });
});

describe('Header "More" menu (menu button)', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(async () => {
    platform = createPlatform();
    useInProcessPlatform(platform);
    resetSession();
    localStorage.clear();
    await signIn();
  });

  const more = () => screen.getByRole('button', { name: 'More' });
  const item = (name: string) => screen.getByRole('menuitem', { name });
  // The member info says whether the menu offers Withdraw.
  const memberInfoShown = () =>
    waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Demo Player'));

  it('moves focus into the menu on open; arrows go round, Home and End jump; Escape closes back to the button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await memberInfoShown();
    more().focus();
    await user.keyboard('{Enter}');
    expect(more()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'More' })).toBeInTheDocument();
    expect(item('Deposit')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Withdraw')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Deposit')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Deposit')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more()).toHaveAttribute('aria-expanded', 'false');
    expect(more()).toHaveFocus();
  });

  it('opens on ArrowUp at the last item and on ArrowDown at the first; Tab closes it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await screen.findByTestId('header-name');
    more().focus();
    await user.keyboard('{ArrowUp}');
    expect(item('Sign out')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(item('Deposit')).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a tap outside it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await screen.findByTestId('header-name');
    await user.click(more());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByTestId('header-name'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('gives focus back to the button when the sign-out dialog it opened is closed', async () => {
    const user = userEvent.setup();
    renderHeader();
    await screen.findByTestId('header-name');
    more().focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(more()).toHaveFocus();
    expect(sessionStore.getState().info).not.toBeNull();
  });
});

describe('Header title', () => {
  beforeAll(() => setupI18n('EN'));

  it('prefers the title a screen sets over the route title key', async () => {
    const { pageTitleStore } = await import('@mc/shared-kernel/testing');
    renderHeader(false);
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    const { act } = await import('@testing-library/react');
    act(() => pageTitleStore.setState({ title: 'Slots' }));
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    act(() => pageTitleStore.setState({ title: null }));
  });

  it('sends the back arrow where the screen says, else to the route’s target', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="/m/transaction/record"
          element={<Header isHome={false} titleKey="menu.deposit" backTo="/m/mine" />}
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/m/transaction/record?types=A' },
    );
    act(() => pageTitleStore.setState({ backTo: '/m/agent' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/agent');
    act(() => pageTitleStore.setState({ backTo: null }));
  });

  it('leaves a page in place when the screen asks (a game goes back to where it was started, and stays left)', async () => {
    const user = userEvent.setup();
    function Arrived() {
      const location = useLocation();
      return (
        <p data-testid="where" data-navigation={useNavigationType()}>
          {location.pathname + location.search}
        </p>
      );
    }
    renderWithProviders(
      <Routes>
        <Route path="/m/launchGame" element={<Header isHome={false} titleKey="menu.deposit" />} />
        <Route path="*" element={<Arrived />} />
      </Routes>,
      { route: '/m/launchGame?code=lobby' },
    );
    act(() => pageTitleStore.setState({ backTo: '/m/gameList?gameType=RNG', backReplace: true }));
    try {
      await user.click(await screen.findByRole('button', { name: 'Back' }));
      const where = await screen.findByTestId('where');
      expect(where).toHaveTextContent('/m/gameList?gameType=RNG');
      expect(where).toHaveAttribute('data-navigation', 'REPLACE');
    } finally {
      act(() => pageTitleStore.setState({ backTo: null, backReplace: false }));
    }
  });
});

describe('Header back arrow (browser history)', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    platform = createPlatform();
    useInProcessPlatform(platform);
    resetSession();
  });

  /** The site in a real browser history, opened at `path` as the visit's first page (no entry of the site before it). */
  function openSite(path: string) {
    window.history.replaceState(null, '', path);
    return render(
      <AppProviders client={createQueryClient()}>
        <BrowserRouter>
          <Routes>
            <Route
              path="/m/useragreement"
              element={
                <>
                  <Header isHome={false} titleKey="menu.deposit" />
                  <Link to="/m/help">help</Link>
                  <Link to="/m/trail">trial</Link>
                </>
              }
            />
            <Route path="/m/help" element={<Header isHome={false} titleKey="menu.feedback" />} />
            <Route path="/m/trail" element={<Header isHome={false} titleKey="menu.deposit" backTo="/m/home" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>,
    );
  }

  it('goes back to the page the person came from (help opened from the user agreement goes back to it)', async () => {
    const user = userEvent.setup();
    openSite('/m/useragreement');
    await user.click(await screen.findByRole('link', { name: 'help' }));
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/useragreement'));
    expect(await screen.findByRole('link', { name: 'help' })).toBeInTheDocument();
  });

  it('goes home when the page opened the visit', async () => {
    const user = userEvent.setup();
    openSite('/m/help');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/home');
  });

  it('goes home from a page that always goes home (docs/product.md, Header), even with history', async () => {
    const user = userEvent.setup();
    openSite('/m/useragreement');
    await user.click(await screen.findByRole('link', { name: 'trial' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/m/home');
  });
});

describe('Message-centre icon', () => {
  beforeAll(() => setupI18n('EN'));
  beforeEach(() => {
    platform = createPlatform();
    useInProcessPlatform(platform);
    resetSession();
  });

  it('asks a guest to log in', async () => {
    const required = jest.fn();
    const { bus } = await import('@mc/shared-kernel');
    const off = bus.on('auth:required', required);
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Messages' }));
    expect(required).toHaveBeenCalledWith({ reason: 'login' });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    off();
  });

  it('shows the unread dot for a member with unread mail', async () => {
    await signIn();
    renderHeader();
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
  });
});

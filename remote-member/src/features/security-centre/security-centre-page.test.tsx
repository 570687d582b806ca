import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type DemoAccountKey, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { changeLanguage, isAgentType, login } from '@mc/shared-kernel';
import { simAdmin } from '../../testing/sim';
import routes from '../../exposes/routes';
import SecurityCentrePage from './security-centre-page';

const SLOW = { timeout: 15_000 };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderCentre() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/securityCenter" element={<SecurityCentrePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/m/securityCenter' },
  );
}

async function logIn(key: DemoAccountKey) {
  const { username, password, type } = DEMO_ACCOUNTS[key];
  await login({ username, password, type: 'username', loginFrom: isAgentType(type) ? 'AGENT' : 'MEMBER' }, 'MC01');
}

const row = (name: string) => screen.getByText(name, { selector: '.mem-sec__label' }).closest('li') as HTMLElement;

let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
});

describe('/m/securityCenter', () => {
  // Its entry in the member centre's menu: features/mine/menu-entries.test.ts.
  it('is a real-account route with a titled header and the bottom menu, registered', () => {
    expect(routes.find((r) => r.path === '/m/securityCenter')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-security:title',
      header: 'default',
      bottomMenu: true,
    });
  });

  it("shows demo01's level and every row with its state, linking to the cashier's screens", async () => {
    await logIn('member');
    renderCentre();
    // demo01: login password, payment password, a card, e-mail, mobile, payee name; no questions → 6 of 7.
    expect(await screen.findByText('6 of 7 protections set', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Security level: High/ })).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('value', '6');
    expect(screen.getByText(/0–3 points is low, 4–5 medium, 6–7 high/)).toBeInTheDocument();
    expect(within(row('Login password')).getByRole('link', { name: 'Change: Login password' })).toHaveAttribute(
      'href',
      '/m/changePsw',
    );
    expect(within(row('Payment password')).getByText('Set')).toBeInTheDocument();
    expect(within(row('Payment password')).getByRole('link', { name: 'Change: Payment password' })).toHaveAttribute(
      'href',
      '/m/paymentPassword',
    );
    expect(within(row('Bank cards')).getByText('1 of 3 bound')).toBeInTheDocument();
    expect(within(row('Bank cards')).getByRole('link', { name: 'Manage: Bank cards' })).toHaveAttribute(
      'href',
      '/m/bankCards',
    );
    expect(within(row('E-mail')).getByText('de****@example.com')).toBeInTheDocument();
    expect(within(row('E-mail')).getByRole('link', { name: 'Change: E-mail' })).toHaveAttribute(
      'href',
      '/m/securityCenter/email',
    );
    expect(within(row('Mobile number')).getByText('094*****001')).toBeInTheDocument();
    expect(within(row('Mobile number')).getByRole('link', { name: 'Change: Mobile number' })).toHaveAttribute(
      'href',
      '/m/securityCenter/mobile',
    );
    expect(within(row('Security questions')).getByText('Not set')).toBeInTheDocument();
    // The payee name is read-only once bound, with the reason.
    const payee = row('Payee name');
    expect(within(payee).getByText(platform.state.accounts.get('demo01')!.cashier.payeeName!)).toBeInTheDocument();
    expect(within(payee).getByText(/cannot be changed/)).toBeInTheDocument();
    expect(within(payee).queryByRole('link')).toBeNull();
    expect(within(row('Nickname')).getByText('Demo Player')).toBeInTheDocument();
    expect(within(row('Nickname')).getByRole('link', { name: 'Change: Nickname' })).toHaveAttribute(
      'href',
      '/m/securityCenter/profile',
    );
    // Full e-mail and mobile never reach the screen.
    expect(document.body.textContent).not.toContain('demo01@example.com');
    expect(document.body.textContent).not.toContain('09450000001');
  });

  it('counts what demo02 lacks: medium, set links, payee name bound through a card', async () => {
    await logIn('emptyMember');
    renderCentre();
    // Login password, e-mail, mobile → 3 of 7.
    expect(await screen.findByText('3 of 7 protections set', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Low/ })).toBeInTheDocument();
    expect(within(row('Payment password')).getByRole('link', { name: 'Set: Payment password' })).toHaveAttribute(
      'href',
      '/m/paymentPassword',
    );
    expect(within(row('Bank cards')).getByText('0 of 3 bound')).toBeInTheDocument();
    const payee = row('Payee name');
    expect(within(payee).getByText('Not bound')).toBeInTheDocument();
    expect(within(payee).getByRole('link', { name: 'Set: Payee name' })).toHaveAttribute(
      'href',
      '/m/securityCenter/payeeName',
    );
    expect(within(payee).getByText(/first bank card; after that it cannot be changed/)).toBeInTheDocument();
  });

  it('shows a locked payment password (still set, so it still counts)', async () => {
    await logIn('member');
    platform.state.accounts.get('demo01')!.cashier.lockedUntil = Date.now() + 60 * 60_000;
    renderCentre();
    expect(
      await within(
        await screen.findByText('Payment password', {}, SLOW).then((el) => el.closest('li') as HTMLElement),
      ).findByText('Locked after wrong tries'),
    ).toBeInTheDocument();
    expect(screen.getByText('6 of 7 protections set')).toBeInTheDocument();
    expect(screen.getByText('Locked after wrong tries')).not.toHaveClass('mem-sec__state--good');
  });

  it('shows an error with Retry when a call fails, and recovers', async () => {
    await logIn('member');
    await simAdmin(platform, 'faults', { path: '/wps/security/overview', status: 503, times: 1 });
    renderCentre();
    const retry = await screen.findByRole('button', { name: /retry/i }, SLOW);
    expect(screen.queryByText(/protections set/)).toBeNull();
    await userEvent.click(retry);
    expect(await screen.findByText('6 of 7 protections set', {}, SLOW)).toBeInTheDocument();
  });

  it('speaks Burmese', async () => {
    await logIn('member');
    await changeLanguage('MY');
    renderCentre();
    expect(await screen.findByText('ကာကွယ်မှု 7 ခုအနက် 6 ခု သတ်မှတ်ပြီး', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('အကောင့်ဝင် စကားဝှက်')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Login password')).toBeNull());
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { login } from '@mc/shared-kernel';
import '../../i18n/namespace';
import '../../i18n/rebate/namespace';
import routes from '../../exposes/routes';
import VipBenefitsPage from './vip-benefits-page';

const SLOW = { timeout: 15_000 };
let platform: Platform;

beforeEach(async () => {
  platform = createPlatform();
  useInProcessPlatform(platform);
  await setupI18n('EN');
  resetSession();
});

const logIn = (username: string, password: string) =>
  login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/m/member/benefits" element={<VipBenefitsPage />} />
    </Routes>,
    { route: '/m/member/benefits' },
  );

describe('/m/member/benefits', () => {
  it('is for real accounts, titled, back to the member centre', () => {
    expect(routes.find((r) => r.path === '/m/member/benefits')).toMatchObject({
      guard: 'real-account',
      titleKey: 'member-rebate:vip.title',
    });
  });

  it("shows every level, the member's highlighted, the progress as the member panel shows it, and what the next level needs", async () => {
    await logIn(DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password);
    renderPage();
    expect(await screen.findByTestId('vip-level', {}, SLOW)).toHaveTextContent('VIP 2');
    expect(screen.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '46',
    );
    expect(screen.getByTestId('vip-progress')).toHaveTextContent('46% of the way to VIP 3');
    expect(screen.getByText('Total deposits of 2,000,000.00')).toBeInTheDocument();
    expect(screen.getByText('Total valid bets of 8,000,000.00')).toBeInTheDocument();

    const levels = screen.getAllByRole('article');
    expect(levels.map((l) => l.querySelector('h3')?.firstChild?.textContent)).toEqual([
      'VIP 0',
      'VIP 1',
      'VIP 2',
      'VIP 3',
      'VIP 4',
      'VIP 5',
      'VIP 6',
    ]);
    const mine = levels.filter((l) => l.getAttribute('aria-current') === 'true');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveAccessibleName('VIP 2 Your level');
    const rates = within(mine[0]!).getByRole('table', { name: 'Rebate rates at VIP 2' });
    expect(within(rates).getByRole('row', { name: 'Sports 0.50%' })).toBeInTheDocument();
    expect(within(mine[0]!).getByText('2,000,000.00, up to 5 times')).toBeInTheDocument();
  });

  it('a member at the top level has nowhere further to go', async () => {
    platform.state.accounts.get('demo01')!.clubLabel = { labelName: 'VIP 6', rankLevel: 6, progress: 0.3 };
    await logIn(DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password);
    renderPage();
    expect(await screen.findByTestId('vip-progress', {}, SLOW)).toHaveTextContent('You are at the top level.');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('a member without a club label starts at VIP 0', async () => {
    await logIn(DEMO_ACCOUNTS.emptyMember.username, DEMO_ACCOUNTS.emptyMember.password);
    renderPage();
    expect(await screen.findByTestId('vip-level', {}, SLOW)).toHaveTextContent('VIP 0');
    expect(screen.getByTestId('vip-progress')).toHaveTextContent('0% of the way to VIP 1');
  });

  it('switched off: says so', async () => {
    platform.state.switches.MEMCLUB3 = false;
    await logIn(DEMO_ACCOUNTS.member.username, DEMO_ACCOUNTS.member.password);
    renderPage();
    expect(await screen.findByText('This feature is not available on this site.', {}, SLOW)).toBeInTheDocument();
  });
});

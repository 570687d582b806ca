import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatform, DEMO_ACCOUNTS, type Platform } from '@mc/platform-sim';
import { renderAtPath, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { formatMoney, login, queryClient, switchesQuery, useBalance } from '@mc/shared-kernel';
import '../../i18n/promotions/namespace';
import { simAdmin } from '../../testing/sim';
import RewardCentrePage from './reward-centre-page';

const SLOW = { timeout: 15_000 };
let platform: Platform;
let claims: number;

beforeEach(async () => {
  platform = createPlatform();
  claims = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/wps/rewards/claim') claims += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, 'MC01');
});

/** What the header shows: the kernel's one balance query. */
function HeaderBalance() {
  const balance = useBalance().data?.sumBalance;
  return <output data-testid="header-balance">{balance === undefined ? '' : formatMoney(balance)}</output>;
}

const open = () =>
  renderAtPath(
    '/m/rewardCenter',
    <>
      <HeaderBalance />
      <RewardCentrePage />
    </>,
  );
const available = () => screen.findByRole('list', { name: 'Available rewards' }, SLOW);
const ledgerBalance = async () =>
  ((await simAdmin(platform, 'ledger?username=demo01')) as { sumBalance: string }).sumBalance;

describe('/m/rewardCenter', () => {
  it('lists the rewards to claim, soonest to expire first, and the expired one in the history', async () => {
    open();
    const items = within(await available()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/\d+\.\d\d$/).textContent)).toEqual(['5.00', '8.88', '18.00']);
    const history = await screen.findByRole('list', { name: 'Reward history' }, SLOW);
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(within(history).getByText('Closed')).toBeInTheDocument();
  });

  it('claims once on a double tap: the balance everyone reads rises by exactly the reward, and it moves to the history', async () => {
    const before = await ledgerBalance();
    open();
    await available();
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent(formatMoney(before)));
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'Claim Weekly login reward' }));
    expect(await screen.findByText('8.88 added to your balance', {}, SLOW)).toBeInTheDocument();
    expect(claims).toBe(1);
    const after = await ledgerBalance();
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(888);
    expect(screen.getByTestId('header-balance')).toHaveTextContent(formatMoney(after));
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Claim Weekly login reward' })).not.toBeInTheDocument(),
      SLOW,
    );
    const history = screen.getByRole('list', { name: 'Reward history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2), SLOW);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Claimed');
  });

  it('says a reward that expired meanwhile cannot be claimed, and shows the list again without it', async () => {
    open();
    await available();
    platform.state.promo.rewards.get('demo01')!.find((r) => r.id === 2)!.expiresAt = Date.now() - 1000;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim Deposit streak reward' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward has expired.');
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Claim Deposit streak reward' })).not.toBeInTheDocument(),
      SLOW,
    );
    expect(screen.getByRole('button', { name: 'Claim Birthday gift' })).toBeEnabled();
  });

  it('shows an error with Retry when the rewards cannot be read, and an empty state when there are none', async () => {
    await simAdmin(platform, 'faults', { path: '/wps/rewards', method: 'GET', status: 503, times: 2 });
    open();
    const retry = (await screen.findAllByRole('button', { name: 'Retry' }, SLOW))[0]!;
    platform.state.promo.rewards.set('demo01', []);
    await userEvent.setup().click(retry);
    expect(await screen.findByText('No rewards to claim right now', {}, SLOW)).toBeInTheDocument();
  });

  it('is off when the switch is', async () => {
    platform.state.switches.REWCEN3 = false;
    await queryClient.invalidateQueries({ queryKey: switchesQuery.queryKey });
    open();
    expect(await screen.findByText('The reward centre is not available at the moment.', {}, SLOW)).toBeInTheDocument();
  });
});

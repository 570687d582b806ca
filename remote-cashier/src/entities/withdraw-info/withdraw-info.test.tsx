import { screen } from '@testing-library/react';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE } from '@mc/platform-sim';
import { formatCents, login, sessionStore } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { useWithdrawInfo, withdrawInfoKeys, type WithdrawInfo } from '.';

let reads: number;

beforeEach(async () => {
  const platform = createPlatform();
  reads = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/wps/withdraw/info') reads += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, MERCHANT_CODE);
});

const withdrawableOf = (info: WithdrawInfo) => info.withdrawable;

/** The withdraw screen's reading: the whole answer. */
function Whole() {
  const info = useWithdrawInfo();
  return <output data-testid="total">{info.data ? formatCents(info.data.sumBalance) : ''}</output>;
}

/** The upline transfer's reading: what may leave, derived with `select`. */
function Withdrawable() {
  const withdrawable = useWithdrawInfo({ select: withdrawableOf });
  return (
    <output data-testid="withdrawable">{withdrawable.data !== undefined ? formatCents(withdrawable.data) : ''}</output>
  );
}

it('is read once, under one key, by every screen, each with its own view of it', async () => {
  const { client } = renderWithProviders(
    <>
      <Whole />
      <Withdrawable />
    </>,
  );
  expect(await screen.findByText('1,234.50')).toHaveAttribute('data-testid', 'total');
  expect(await screen.findByText('1,134.50')).toHaveAttribute('data-testid', 'withdrawable');
  expect(reads).toBe(1);
  const token = sessionStore.getState().info!.token;
  expect(
    client
      .getQueryCache()
      .findAll({ queryKey: withdrawInfoKeys.all })
      .map((q) => q.queryKey),
  ).toEqual([withdrawInfoKeys.of(token)]);
});

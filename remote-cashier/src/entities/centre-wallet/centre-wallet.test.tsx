import { screen } from '@testing-library/react';
import { createPlatform, DEMO_ACCOUNTS, MERCHANT_CODE } from '@mc/platform-sim';
import { formatCents, login, sessionStore } from '@mc/shared-kernel';
import { renderWithProviders, resetSession, setupI18n, useInProcessPlatform } from '@mc/shared-kernel/testing';
import { useCentreWallet, walletKeys } from '.';

let reads: number;

beforeEach(async () => {
  const platform = createPlatform();
  reads = 0;
  useInProcessPlatform({
    fetch: (request) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/wps/wallet/merchant') reads += 1;
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  const { username, password } = DEMO_ACCOUNTS.member;
  await login({ username, password, type: 'username', loginFrom: 'MEMBER' }, MERCHANT_CODE);
});

/** One reader of the centre wallet (the wallet screen reads it again on focus, the withdraw screen does not). */
function Centre({ testId, onFocus }: { testId: string; onFocus: boolean }) {
  const centre = useCentreWallet({ refetchOnWindowFocus: onFocus });
  return <output data-testid={testId}>{centre.data ? formatCents(centre.data.centreBalance) : ''}</output>;
}

it('is read once, under walletKeys.centre, by the wallet and the withdraw screen alike', async () => {
  const { client } = renderWithProviders(
    <>
      <Centre testId="wallet" onFocus />
      <Centre testId="withdraw" onFocus={false} />
    </>,
  );
  expect((await screen.findAllByText('1,234.50')).map((o) => o.dataset.testid)).toEqual(['wallet', 'withdraw']);
  expect(reads).toBe(1);
  const token = sessionStore.getState().info!.token;
  expect(
    client
      .getQueryCache()
      .findAll({ queryKey: ['wallet', 'centre'] })
      .map((q) => q.queryKey),
  ).toEqual([walletKeys.centre(token)]);
});

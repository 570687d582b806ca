import { configure, screen, within } from '@testing-library/react';
import { createPlatform, MERCHANT_CODE, type Account, type Platform } from '@mc/platform-sim';
import { configureApi, formatMoney, login, useBalance } from '@mc/shared-kernel';
import { renderAtPath, resetSession, setupI18n } from '@mc/shared-kernel/testing';
import '../../../i18n/wallet/namespace';
import WalletPage from '../wallet-page';

// The machine is shared and the first render of a file loads the catalogues: the default 1 s wait is too tight.
configure({ asyncUtilTimeout: 4000 });

/** What reached the platform: method, path and the Idempotency-Key it carried. */
export interface SentCall {
  method: string;
  path: string;
  key: string | null;
}

/** The header's total, read the way the header reads it: the figure the page's total must equal. */
function HeaderTotal() {
  const balance = useBalance();
  return (
    <output data-testid="header-total">
      {balance.data && !balance.isFetching ? formatMoney(balance.data.sumBalance) : ''}
    </output>
  );
}

/**
 * Generous by default: on a loaded machine the sim's first call (its login key) can take over a second.
 * A test that loses an answer shortens it, so the lost call gives up quickly.
 */
const RELAXED_TIMEOUT_MS = 10_000;
let timeoutMs = RELAXED_TIMEOUT_MS;

/** A fresh in-process platform per test, every call recorded. */
export async function startWalletPlatform(): Promise<{ platform: Platform; calls: SentCall[] }> {
  const platform = createPlatform();
  const calls: SentCall[] = [];
  timeoutMs = RELAXED_TIMEOUT_MS;
  configureApi({
    baseUrl: () => 'http://platform.test',
    timeoutMs: () => timeoutMs,
    fetch: (input, init) => {
      const request = new Request(input as RequestInfo, init);
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
      });
      return platform.fetch(request);
    },
  });
  await setupI18n('EN');
  resetSession();
  sessionStorage.clear();
  return { platform, calls };
}

export async function signIn(
  account: { username: string; password: string },
  loginFrom: 'MEMBER' | 'AGENT' = 'MEMBER',
) {
  await login({ username: account.username, password: account.password, type: 'username', loginFrom }, MERCHANT_CODE);
}

/** An admin call of the sim, in-process (no key needed). */
export async function simAdmin(platform: Platform, path: string, body?: unknown, method = 'POST') {
  const response = await platform.fetch(
    new Request(`http://sim${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status}`);
}

/** The next `method path` is carried out and its answer lost: the client times out (quickly) and must look it up. */
export async function loseNextAnswer(platform: Platform, path: string, method = 'POST') {
  await simAdmin(platform, '/__sim/faults', { path, method, lose: true, times: 1 });
  timeoutMs = 400;
}

export const simAccount = (platform: Platform, username: string): Account =>
  platform.state.accounts.get(username.toLowerCase())!;

export const renderWallet = () =>
  renderAtPath(
    '/m/wallet',
    <>
      <WalletPage />
      <HeaderTotal />
    </>,
  );

export const total = () => screen.getByTestId('wallet-total');
export const centreBalance = () => screen.getByTestId('centre-balance');
export const vendorRow = (name: string) => {
  const row = within(screen.getByRole('list', { name: 'Game wallets' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name));
  if (!row) throw new Error(`no wallet row for ${name}`);
  return row;
};
export const vendorBalance = (vendor: string) => screen.getByTestId(`vendor-balance-${vendor}`);
export const sentTo = (calls: SentCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

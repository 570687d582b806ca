import { expect, test, type Page } from './support/test';
import { ADMIN_KEY_ENV, ADMIN_KEY_HEADER } from '../../platform-sim/src/http/admin-guard';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

const centre = (page: Page) => page.getByTestId('centre-balance');
const vendor = (page: Page, code: string) => page.getByTestId(`vendor-balance-${code}`);
const total = (page: Page) => page.getByTestId('wallet-total');
const header = (page: Page) => page.getByTestId('header-balance');
const transferForm = (page: Page) => page.getByRole('form', { name: 'Transfer', exact: true });

/** The page's total, the header's total and the platform's sumBalance are one figure. */
async function totalsAre(page: Page, request: Parameters<typeof sim.balance>[0], expected: string) {
  await expect(total(page)).toHaveText(expected);
  await expect(header(page)).toHaveText(expected);
  expect(
    Number(await sim.balance(request, ACCOUNTS.member.username)).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  ).toBe(expected);
}

async function transfer(
  page: Page,
  direction: 'Into a game wallet' | 'Back to the centre',
  code: string,
  amount: string,
) {
  const form = transferForm(page);
  await form.getByText(direction, { exact: true }).click();
  await form.getByRole('combobox', { name: 'Game wallet' }).selectOption(code);
  await form.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
}

test('demo01 moves money into a game wallet, part of it back, recycles all: the total never changes', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(header(page)).toHaveText('1,234.50');

  // From the header's menu, as a player gets there.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Wallets and transfer' }).click();
  await expect(page).toHaveURL(/\/m\/wallet$/);
  await expect(centre(page)).toHaveText('1,234.50');
  await expect(vendor(page, 'PG')).toHaveText('0.00');
  await totalsAre(page, request, '1,234.50');

  await transfer(page, 'Into a game wallet', 'PG', '200.25');
  await expect(transferForm(page).getByRole('status')).toHaveText('200.25 moved from Centre wallet to PG Soft.');
  await expect(centre(page)).toHaveText('1,034.25');
  await expect(vendor(page, 'PG')).toHaveText('200.25');
  await totalsAre(page, request, '1,234.50');

  await transfer(page, 'Back to the centre', 'PG', '50');
  await expect(transferForm(page).getByRole('status')).toHaveText('50.00 moved from PG Soft to Centre wallet.');
  await expect(vendor(page, 'PG')).toHaveText('150.25');
  await expect(centre(page)).toHaveText('1,084.25');
  await totalsAre(page, request, '1,234.50');

  await page.getByRole('button', { name: 'Recycle all' }).click();
  await expect(page.getByText('150.25 brought back to the centre wallet.')).toBeVisible();
  await expect(centre(page)).toHaveText('1,234.50');
  for (const code of ['SABA', 'EVO', 'SEXY', 'PG', 'PP', 'JILI']) await expect(vendor(page, code)).toHaveText('0.00');
  await totalsAre(page, request, '1,234.50');
  const state = await sim.get(request, '/__sim/state');
  const demo = state.accounts.find((a: { username: string }) => a.username === ACCOUNTS.member.username);
  expect(demo.centreBalance).toBe('1234.50');
});

test("one vendor's balance failing shows only that vendor's error with Retry", async ({ page, request }) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await sim.post(request, '/__sim/faults', { path: '/wps/wallet/vendors/PG/balance', status: 500 });
  await page.goto('/m/wallet');

  const pg = page.getByRole('list', { name: 'Game wallets' }).getByRole('listitem').filter({ hasText: 'PG Soft' });
  await expect(pg.getByRole('alert')).toBeVisible();
  await expect(vendor(page, 'PG')).toHaveCount(0);
  for (const code of ['SABA', 'EVO', 'SEXY', 'PP', 'JILI']) await expect(vendor(page, code)).toHaveText('0.00');
  await expect(centre(page)).toHaveText('1,234.50');
  await expect(page.getByRole('alert')).toHaveCount(1);
  // A total that left PG out would be wrong: it waits for PG.
  await expect(total(page)).toHaveText('—');

  // The vendor is back: the faults are cleared (the admin helpers have no DELETE).
  expect(
    (
      await request.delete('/__sim/faults', {
        headers: { [ADMIN_KEY_HEADER]: process.env[ADMIN_KEY_ENV]!, 'content-type': 'application/json' },
        data: {},
      })
    ).status(),
  ).toBe(200);
  await pg.getByRole('button', { name: 'Retry' }).click();
  await expect(vendor(page, 'PG')).toHaveText('0.00');
  await totalsAre(page, request, '1,234.50');
});

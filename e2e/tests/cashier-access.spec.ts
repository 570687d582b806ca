import { expect, test } from './support/test';
import { ACCOUNTS, field, remoteServer, sim, skipNewsPopup } from './support/platform';

// Who may reach the cashier, and what the rest of the site does when the cashier remote is gone.

test.afterEach(async ({ request }) => {
  await remoteServer(request, 'cashier', 'start');
  await sim.reset(request);
});

test('a guest is sent to log in and lands on the deposit screen; a trial player is told to use a real account', async ({
  page,
}) => {
  await skipNewsPopup(page);
  await page.goto('/m/home?lang=EN');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await field(page, 'Username').fill(ACCOUNTS.member.username);
  await field(page, /^Password/).fill(ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  // A navigation inside the app: the new page's heading has focus (a screen reader says where the player is now).
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeFocused();
  await expect(page).toHaveTitle('Deposit · MC');
  await expect(page.getByRole('tab', { name: 'Bank transfer' })).toBeVisible();

  // Free play: every money screen answers with the real-account notice, never a form.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/m/login?lang=EN');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('header-name')).toHaveText(/^TRIAL_/);
  for (const path of ['/m/voucherCenter', '/m/withdraw', '/m/wallet', '/m/bankCards', '/m/paymentPassword']) {
    await page.goto(`${path}?lang=EN`);
    await expect(page.getByTestId('real-account-only')).toContainText(
      'Please login an actual account to use this function',
    );
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
});

test('the cashier remote down: its region falls back, header, menu and member centre keep working, Retry recovers', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await page.goto('/m/login?lang=EN');
  await field(page, 'Username').fill(ACCOUNTS.member.username);
  await field(page, /^Password/).fill(ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await remoteServer(request, 'cashier', 'stop');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
  const fallback = page.getByTestId('remote-fallback-cashier');
  await expect(fallback).toContainText('This part of the site could not be loaded.');
  await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.member.nickname);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/m\/mine$/);
  await expect(page.getByText(ACCOUNTS.member.username).first()).toBeVisible();

  await page.goBack();
  await expect(fallback).toBeVisible();
  await remoteServer(request, 'cashier', 'start');
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(fallback).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Bank transfer' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, remoteServer, sim, gameTiles, skipNewsPopup } from './support/platform';

test.describe('a remote taken down mid-session', () => {
  test.afterEach(async ({ request }) => {
    await remoteServer(request, 'games', 'start');
    await sim.reset(request);
  });

  test('its region shows a fallback, the rest keeps working, Retry recovers without a reload', async ({
    page,
    request,
  }) => {
    await skipNewsPopup(page);
    await loginAs(page, ACCOUNTS.member);
    await expect(page).toHaveURL(/\/m\/home/);
    // A marker that a full page reload would wipe out.
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await remoteServer(request, 'games', 'stop');
    await page.getByRole('link', { name: 'Slots', exact: true }).click();
    const fallback = page.getByTestId('remote-fallback-games');
    await expect(fallback).toContainText('This part of the site could not be loaded.');

    // Header and bottom menu still there; another remote still works.
    await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.member.nickname);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByText(ACCOUNTS.member.username).first()).toBeVisible();

    await page.goBack();
    await expect(fallback).toBeVisible();
    await remoteServer(request, 'games', 'start');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(gameTiles(page).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('a broken manifest is confined the same way', async ({ page }) => {
    await page.route('**/0.1.0/mf-manifest.json', async (route) => {
      if (route.request().url().includes(':3004/'))
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken":' });
      else await route.continue();
    });
    await loginAs(page, ACCOUNTS.member);
    await expect(page).toHaveURL(/\/m\/home/);
    await page.goto('/m/withdrawReport?lang=EN');
    await expect(page.getByTestId('remote-fallback-cashier')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.unroute('**/0.1.0/mf-manifest.json');
    await page.getByTestId('remote-fallback-cashier').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-fallback-cashier')).toBeHidden();
  });
});

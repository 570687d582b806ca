import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, skipNewsPopup } from './support/platform';

test.use({ serviceWorkers: 'allow' });

const controlled = (page: import('@playwright/test').Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

test('a second visit starts from the cache; offline, the app opens to a screen that says so, and starts by itself when the network is back', async ({
  page,
  context,
}) => {
  // Not about the news popup, which would hide the page behind it from the role queries below.
  await skipNewsPopup(page);
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Installed once the page is idle; it takes over this page.
  await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);

  // The second visit: the host's files come from the service worker's cache, not the network.
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/static/') && !response.fromServiceWorker())
      fromNetwork.push(response.url());
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(fromNetwork).toEqual([]);

  // A member's screen of a remote works under the worker too (the platform's calls are never cached).
  await loginAs(page, ACCOUNTS.member, 'member');
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/mine?lang=EN');
  await expect(page.getByText(ACCOUNTS.member.username).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto('/m/home?lang=EN');
  const failure = page.getByTestId('boot-failure');
  await expect(failure).toHaveAttribute('data-kind', 'offline');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);

  await context.setOffline(false);
  await expect(failure).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

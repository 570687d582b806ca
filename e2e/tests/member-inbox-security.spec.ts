import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('inbox: the header follows every read without a reload; a new message arrives; mark all read clears the dot', async ({ page, request }) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const headerIcon = page.getByRole('banner').getByRole('button', { name: /^Messages/ });
  await expect(headerIcon).toHaveAccessibleName('Messages, 3 unread');
  await headerIcon.click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByTestId('message-unread')).toHaveCount(3);

  // Opening a message marks it read; the header's count follows at once.
  await page.locator('article').filter({ has: page.getByTestId('message-unread') }).first().getByRole('button').first().click();
  await expect(page.getByTestId('message-unread')).toHaveCount(2);
  await expect(headerIcon).toHaveAccessibleName('Messages, 2 unread');

  // A message the platform sends meanwhile shows after a return to the page.
  await sim.post(request, '/__sim/inbox', { username: ACCOUNTS.member.username, title: 'Weekend bonus' });
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await headerIcon.click();
  await expect(page.getByText('Weekend bonus')).toBeVisible();
  await expect(page.getByTestId('message-unread')).toHaveCount(3);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('message-unread')).toHaveCount(0);
  await expect(headerIcon).toHaveAccessibleName('Messages');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('security centre: the level from what is set, and its rows lead to the cashier\'s bank cards', async ({ page }) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/securityCenter?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
  await expect(page.getByText(/^\d of 7 protections set$/)).toBeVisible();
  await page.getByRole('link', { name: 'Manage: Bank cards' }).click();
  await expect(page).toHaveURL(/\/m\/bankCards$/);
  await expect(page.getByText('KBZ Bank')).toBeVisible();
});

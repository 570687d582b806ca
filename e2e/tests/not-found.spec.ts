import { expect, test } from './support/test';
import { skipNewsPopup } from './support/platform';

test('an unknown route gets a not-found page with a way home; home aliases land on /m/home', async ({ page }) => {
  await page.goto('/m/no-such-page?lang=EN');
  await expect(page.getByTestId('not-found')).toContainText('Page not found');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  for (const alias of ['/', '/m', '/m/index.html']) {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/m\/home$/);
  }
});

test('language: MY by default, ?lang=EN switches and the choice persists', async ({ page }) => {
  await skipNewsPopup(page);
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'ကြိုဆိုပါသည်' })).toBeVisible();
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('option', { name: 'မြန်မာ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ကြိုဆိုပါသည်' })).toBeVisible();
});

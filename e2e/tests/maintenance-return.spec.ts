import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('maintenance on and off mid-visit: the person is back on the same report and filter, without a reload', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/withdrawReport?lang=EN');
  await page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/m\/withdrawReport\?lang=EN&start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}$/);
  const report = new URL(page.url());
  await expect(page.getByRole('list', { name: 'Records' }).getByRole('listitem').first()).toBeVisible();
  // Survives only if the page is never loaded again.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await sim.mode(request, { maintenance: true });
  // The next call (the header's balance refresh) meets maintenance.
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Refresh balance' }).click();
  await expect(page.getByTestId('maintenance')).toBeVisible();
  await expect(page).toHaveURL(`/m/maintenance?from=${encodeURIComponent(report.pathname + report.search)}`);

  // The screen checks again on its own (first after 5 s) and goes back once the platform is open.
  await sim.mode(request, { maintenance: false });
  await expect(page).toHaveURL(report.href, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal record' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Records' }).getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a reload of the maintenance page after maintenance goes straight back to the remembered page', async ({
  page,
}) => {
  await page.goto(`/m/maintenance?from=${encodeURIComponent('/m/gameList?gameType=RNG&lang=EN')}`);
  await expect(page).toHaveURL('/m/gameList?gameType=RNG&lang=EN');
  await page.goto(`/m/maintenance?from=${encodeURIComponent('https://example.com/m/home')}&lang=EN`);
  await expect(page.getByRole('heading', { level: 1, name: 'The site is available again.' })).toBeVisible();
});

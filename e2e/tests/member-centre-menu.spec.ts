import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup, visibleLinks } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

// Every page the member centre offers demo01 must be a working screen: one main landmark, its own heading,
// never the host's "not available yet" page, and no error state. Each entry's behaviour has its own journey.
test('every member-centre menu entry opens a working screen for demo01', async ({ page }) => {
  test.setTimeout(120_000);
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/mine');
  const menu = page.getByRole('navigation', { name: 'My services' });
  const links = menu.getByRole('link');
  // The member-only entries and those gated on the member info are in once the info has loaded.
  await expect(menu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Withdraw', exact: true })).toBeVisible();
  // The visible words of each entry (a badge's count and a screen reader's suffix left out).
  const entries = await visibleLinks(links);
  // Invite friends is the host's referral panel, not a page.
  const pages = entries.filter((entry) => entry.href !== '/m/mine');
  expect(pages.length).toBeGreaterThanOrEqual(16);
  for (const entry of pages) {
    await page.goto('/m/mine');
    await menu.locator(`a[href="${entry.href}"]`).first().click();
    await expect(page, entry.name).toHaveURL(new RegExp(entry.href.replace(/[?]/g, '\\?')));
    await expect(page.getByRole('main'), entry.name).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), entry.name).toBeVisible();
    await expect(page.getByText('This page is not available yet'), entry.name).toHaveCount(0);
    await expect(page.getByRole('alert'), entry.name).toHaveCount(0);
  }
});

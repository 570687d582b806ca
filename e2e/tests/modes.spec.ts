import { expect, test } from './support/test';
import { gameTiles, sim, skipNewsPopup } from './support/platform';

test.describe('site modes', () => {
  test.afterEach(async ({ request }) => {
    await sim.reset(request);
  });

  test('maintenance sends every page to the maintenance screen with the platform message', async ({
    page,
    request,
  }) => {
    await sim.mode(request, { maintenance: true, regionRestriction: true });
    await page.goto('/m/gameList?gameType=RNG&lang=EN');
    // The page remembers where the visitor was, to return there when maintenance is over.
    await expect(page).toHaveURL(`/m/maintenance?from=${encodeURIComponent('/m/gameList?gameType=RNG&lang=EN')}`);
    await expect(page.getByTestId('maintenance')).toContainText('The platform is under maintenance');
    await expect(page.getByTestId('maintenance')).toContainText('System upgrading, please try again later');
  });

  test('region restriction shows access denied with the visitor IP', async ({ page, request }) => {
    await sim.mode(request, { regionRestriction: true });
    await page.goto('/m/home?lang=EN');
    await expect(page).toHaveURL(`/m/maintenance?from=${encodeURIComponent('/m/home?lang=EN')}`);
    await expect(page.getByTestId('region-restricted')).toContainText('Access denied');
    await expect(page.getByTestId('client-ip')).toHaveText(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
  });

  test('normal mode again: the site works', async ({ page }) => {
    // The latest-news popup is modal: it would hide the page's heading from the query below.
    await skipNewsPopup(page);
    await page.goto('/m/home?lang=EN');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });
});

test('maintenance switched on mid-session: the next call takes the site to the maintenance screen', async ({
  page,
  request,
}) => {
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await expect(gameTiles(page).first()).toBeVisible();
  await sim.mode(request, { maintenance: true });
  // Home's own calls (announcements, …) meet the maintenance answer.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(`/m/maintenance?from=${encodeURIComponent('/m/home')}`);
  await expect(page.getByTestId('maintenance')).toBeVisible();
  await sim.reset(request);
});

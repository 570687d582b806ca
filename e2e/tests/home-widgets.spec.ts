import { expect, test, type Page } from './support/test';
import { sim, skipNewsPopup } from './support/platform';

/** The games remote's home widgets as a guest sees them on /m/home (popular games, hot matches, winner board). */

test.beforeEach(async ({ page, request }) => {
  await sim.reset(request);
  await skipNewsPopup(page);
});

const categories = (page: Page) => page.getByRole('tablist', { name: 'Game categories' });
const ticker = (page: Page) =>
  page.getByRole('region', { name: 'Hot matches' }).and(page.locator('[aria-roledescription="carousel"]'));

test('popular games: Hot first, and a chosen category shows its own vendors', async ({ page }) => {
  await page.goto('/m/home?lang=EN');
  const tabs = categories(page).getByRole('tab');
  await expect(tabs.first()).toHaveText('Hot');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'Hot games' }).getByRole('button')).toHaveCount(9);
  await expect(tabs).toHaveText([
    'Hot',
    'Esports',
    'Sports',
    'Cockfight',
    'Live Casino',
    'Slots',
    'Fishing',
    'Card Games',
    'Lottery',
    'In-house',
  ]);

  const fishing = categories(page).getByRole('tab', { name: 'Fishing' });
  await fishing.click();
  await expect(fishing).toHaveAttribute('aria-selected', 'true');
  await expect(fishing).toBeInViewport();
  const vendors = page.getByRole('list', { name: 'Fishing providers' }).getByRole('button');
  await expect(vendors).toHaveText(['JILI', 'JDB', 'CQ9', 'Spadegaming', 'Fa Chai']);
  await expect(page.getByRole('list', { name: 'Hot games' })).toHaveCount(0);
  // Vendor art arrives from the platform's asset route.
  await expect(vendors.first().locator('img')).toHaveJSProperty('complete', true);
  expect(
    await vendors
      .first()
      .locator('img')
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
});

test('winner board: top three apart, the rest scrolling; a guest tapping a winner goes to login', async ({ page }) => {
  await page.goto('/m/home?lang=EN');
  const podium = page.getByRole('list', { name: 'Top three winners' }).getByRole('button');
  await expect(podium).toHaveCount(3);
  await expect(podium.first()).toContainText('No. 1');
  await expect(podium.first()).toContainText(/K[\d,]+\.\d{2}/);
  await expect(page.getByRole('list', { name: 'Big wins' }).getByRole('button')).toHaveCount(17);

  await podium.first().click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('hot matches: the ticker moves on its own, and a tap opens the popup with the bet button', async ({ page }) => {
  await page.goto('/m/home?lang=EN');
  const slides = ticker(page).getByRole('group');
  await expect(slides).toHaveCount(6);
  await expect(slides.first()).toHaveAttribute('aria-current', 'true');
  // Autoplay every 5 s: the second match comes up by itself.
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });

  await slides.nth(1).getByRole('button').click();
  const popup = page.getByRole('dialog', { name: 'Hot matches' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('listitem')).toHaveCount(6);
  await expect(popup.getByRole('listitem').first()).toContainText(/\d{2}\/\d{2} \d{2}:\d{2}/);
  await popup.getByRole('button', { name: 'Bet now' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('hot matches stay still for someone who asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home?lang=EN');
  await expect(ticker(page)).toHaveAttribute('data-autoplay', 'false');
  await expect(page.getByRole('button', { name: 'Pause hot matches' })).toHaveCount(0);
});

test('each widget keeps its loading height when its data arrives', async ({ page, request }) => {
  // Faults match by path prefix, newest first: /wps/game/hot must come before /wps/game/hotMatches.
  for (const path of ['/wps/game/hot', '/wps/relay/GCSGAME_getRankList', '/wps/game/hotMatches']) {
    await sim.fault(request, { path, delayMs: 2_500, times: 1 });
  }
  await page.goto('/m/home?lang=EN');
  const widgets = ['hot-matches', 'popular-games', 'winner-board'].map((name) =>
    page.locator(`[data-widget="games/${name}"]`),
  );
  await expect(page.getByTestId('hot-matches-skeleton')).toBeVisible();
  await expect(page.getByTestId('winner-board-skeleton')).toBeVisible();
  await expect(page.getByTestId('hot-games-skeleton')).toBeVisible();
  const loading = await Promise.all(widgets.map((w) => w.evaluate((el) => el.getBoundingClientRect().height)));

  await expect(page.getByTestId('winner-board-skeleton')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('hot-matches-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('hot-games-skeleton')).toHaveCount(0);
  const loaded = await Promise.all(widgets.map((w) => w.evaluate((el) => el.getBoundingClientRect().height)));
  expect(loaded).toEqual(loading);
});

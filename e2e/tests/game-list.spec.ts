import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ACCOUNTS, firstGamesShown, gameTiles, loginAs, scrollUntilLoaded, sim } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

interface SimGame {
  nodeId: string;
  gameName: string;
  vassalage: string;
  gameClassify: string;
}

/** What the platform lists for a query (the same call the page makes), to compare the page with. */
async function platformList(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<{ games: SimGame[]; total: number }> {
  const params = new URLSearchParams({
    merchant: 'MC01',
    platform: 'html5',
    pageNo: '1',
    pageSize: '26',
    language: 'EN',
    clientType: '2',
    ...query,
  });
  const body = await (await request.get(`/wps/game/list?${params.toString()}`)).json();
  return body.value;
}

const grid = (page: Page) => page.getByRole('list', { name: 'Games' });
const names = (page: Page) => gameTiles(page).allTextContents();
/**
 * 'ok' when the list shows the platform's games from its top: the first ones, in order, as many as are in
 * the page (only the rows near the screen are) and at least a screenful unless the list is shorter;
 * otherwise what it shows, for the failure message.
 */
const showsFromTop = async (page: Page, expected: string[]) => {
  const shown = await names(page);
  const ok = shown.length >= Math.min(expected.length, 12) && shown.every((name, i) => name === expected[i]);
  return ok ? 'ok' : shown.join(' | ');
};
const quick = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name });
const heart = (page: Page, gameName: string) =>
  page.getByRole('button', { name: `Favourite ${gameName}`, exact: true });

test('a guest browses the list; a game, a heart or Favourites sends them to log in', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await firstGamesShown(page);
  const first = (await gameTiles(page).first().textContent())!.trim();

  await heart(page, first).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByText('Please log in first')).toBeVisible();

  await page.goBack();
  await quick(page, 'Favourites').click();
  await expect(page).toHaveURL(/\/m\/login/);

  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await gameTiles(page).first().click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('a member filters by vendor and class, searches, and pages to the third page', async ({ page, request }) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await firstGamesShown(page);

  // Vendor from the strip.
  await page.getByRole('navigation', { name: 'Game providers' }).getByRole('button', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/gameType=RNG&lang=EN&vassalage=PG$/);
  const pg = await platformList(request, { gameType: 'RNG', vassalage: 'PG' });
  await expect
    .poll(() =>
      showsFromTop(
        page,
        pg.games.map((g) => g.gameName),
      ),
    )
    .toBe('ok');

  // Class tab on top of the vendor.
  await page.getByRole('tab', { name: 'Arcade' }).click();
  await expect(page).toHaveURL(/vassalage=PG&gameClassify=arcade$/);
  const arcade = await platformList(request, { gameType: 'RNG', vassalage: 'PG', gameClassify: 'arcade' });
  expect(arcade.games.length).toBeGreaterThan(0);
  await expect
    .poll(() =>
      showsFromTop(
        page,
        arcade.games.map((g) => g.gameName),
      ),
    )
    .toBe('ok');

  // The drawer clears both; a search applies on Enter.
  await page.getByRole('button', { name: 'Filter (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter games' });
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&lang=EN$/);
  const word = pg.games[0]!.gameName.split(' ')[0]!;
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`gameName=${word}$`));
  const found = await platformList(request, { gameType: 'RNG', gameName: word });
  await expect
    .poll(() =>
      showsFromTop(
        page,
        found.games.map((g) => g.gameName),
      ),
    )
    .toBe('ok');
  for (const name of await names(page)) expect(name.toLowerCase()).toContain(word.toLowerCase());

  // Back to every slot, and down to the third page.
  await search.fill('');
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&lang=EN$/);
  await firstGamesShown(page);
  await scrollUntilLoaded(page, 78);
  const third = await platformList(request, { gameType: 'RNG', pageNo: '3' });
  await expect(grid(page).locator('li[aria-posinset="78"] > button:first-child')).toHaveText(third.games[25]!.gameName);
  await expect(grid(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(third.total));
});

test('a member adds and removes favourites and sees them under Favourites', async ({ page }) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await firstGamesShown(page);
  const [first, second] = (await names(page)).map((n) => n.trim());

  await heart(page, first!).click();
  await expect(page.getByText('Added to your favourites')).toBeVisible();
  await expect(heart(page, first!)).toHaveAttribute('aria-pressed', 'true');
  await heart(page, second!).click();
  await expect(heart(page, second!)).toHaveAttribute('aria-pressed', 'true');

  await quick(page, 'Favourites').click();
  await expect(page).toHaveURL(/selection=FAV/);
  await expect.poll(() => names(page)).toEqual([second, first]);

  await heart(page, second!).click();
  await expect(page.getByText('Removed from your favourites')).toBeVisible();
  await expect.poll(() => names(page)).toEqual([first]);

  // Still there after a reload: the platform keeps them, the URL keeps the selection.
  await page.reload();
  await expect.poll(() => names(page)).toEqual([first]);
  await expect(quick(page, 'Favourites')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/m/gameList?gameType=FAV&lang=EN');
  await expect.poll(() => names(page)).toEqual([first]);
  await heart(page, first!).click();
  await expect(page.getByText('You have no favourite games here yet. Tap a game’s heart to add it.')).toBeVisible();
});

test('Recent lists a game the member launched', async ({ page }) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const tile = gameTiles(page).nth(4);
  const gameName = (await tile.textContent())!.trim();
  await tile.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  await expect(page.getByRole('region', { name: gameName })).toBeVisible();

  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await quick(page, 'Recent').click();
  await expect.poll(() => names(page)).toEqual([gameName]);
  await page.goto('/m/gameList?gameType=RECENT&lang=EN');
  await expect.poll(() => names(page)).toEqual([gameName]);
});

test('a list of thousands keeps only the rows near the screen in the page, and nothing shifts', async ({
  page,
  request,
}) => {
  await sim.post(request, '/__sim/catalogue', { extraRng: 2000 });
  // Layout shifts not caused by input (scrolling is not input), summed as in CLS.
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await firstGamesShown(page);
  await expect(grid(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', '2380');

  await scrollUntilLoaded(page, 26 * 6);
  const inPage = await grid(page).getByRole('listitem').count();
  // Two rows each way (OVERSCAN_ROWS) around the ~6 on screen: about 30 tiles.
  expect(inPage).toBeLessThan(36);
  expect(await grid(page).getByRole('listitem').first().getAttribute('aria-posinset')).not.toBe('1');
  for (const img of await grid(page).locator('img').all()) await expect(img).toHaveAttribute('loading', 'lazy');

  // Back at the top, the first games are there again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(grid(page).getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1');
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.1);
});

test('an unknown game type says so and links to the real ones', async ({ page }) => {
  await page.goto('/m/gameList?gameType=NOPE&lang=EN');
  await expect(page.getByRole('heading', { name: 'Unknown game type' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Game types' }).getByRole('link', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH$/);
  await expect(gameTiles(page).first()).toBeVisible();
});

import { expect, test, type Page } from './support/test';
import { ACCOUNTS, gameTiles, loginAs, sim } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** The header's figure for a platform balance ("1233.50" → "1,233.50"). */
const shown = (balance: string) =>
  Number(balance).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The launch page: its region (named after the game), the game's iframe, and the site header's back arrow (the page's only one). */
function launchPage(page: Page, gameName: string) {
  const region = page.getByRole('region', { name: gameName });
  return {
    region,
    game: page.frameLocator('[data-testid="game-frame"]'),
    back: page.getByRole('banner').getByRole('button', { name: 'Back' }),
  };
}

test('a member launches a game from the list, spins, and comes back to the new balance', async ({ page, request }) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  const before = await sim.balance(request, ACCOUNTS.member.username);
  await expect(page.getByTestId('header-balance')).toHaveText(shown(before));

  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const tile = gameTiles(page).first();
  const gameName = (await tile.textContent())!.trim();
  await tile.click();

  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('vendor')).toBeTruthy();
  expect(url.searchParams.get('category')).toBe('RNG');
  expect(url.searchParams.get('pageBack')).toBe('/m/gameList?gameType=RNG&lang=EN');

  const { region, game, back } = launchPage(page, gameName);
  await expect(region).toBeVisible();
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: gameName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(1);
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible();
  await expect(game.getByTestId('game-balance')).toHaveText(before);

  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByTestId('game-result')).toHaveText('You lost 1.00');
  const after = await sim.balance(request, ACCOUNTS.member.username);
  expect(after).not.toBe(before);
  await expect(game.getByTestId('game-balance')).toHaveText(after);

  await back.click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&lang=EN$/);
  await expect(page.getByTestId('header-balance')).toHaveText(shown(after));
});

test('a lottery launch carries the prize mode and the play type', async ({ page }) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/gameList?gameType=LOTT&vassalage=LOTT&lang=EN');
  const tile = gameTiles(page).first();
  const gameName = (await tile.textContent())!.trim();
  await tile.click();

  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('prize_mode')).toBe('Lott');
  expect(url.searchParams.get('playType')).toMatch(/^(trad|ent)$/);
  expect(url.searchParams.get('vendor')).toBe('LOTT');
  const { game, back } = launchPage(page, gameName);
  await expect(game.getByRole('heading', { name: gameName })).toBeVisible();

  // The header's back arrow goes to where the game was started (pageBack), whatever the game added to the history.
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByTestId('game-result')).toHaveText('You lost 1.00');
  await back.click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LOTT&vassalage=LOTT&lang=EN$/);
});

test('trial play: start free play, play a free game, come back to the refreshed play money', async ({
  page,
  request,
}) => {
  await page.goto('/m/trail?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Free play' })).toBeVisible();
  await page.getByRole('button', { name: 'Start free play' }).click();

  const trialName = (await page.getByTestId('trial-name').textContent())!.trim();
  expect(trialName).toMatch(/^TRIAL_/);
  const start = await sim.balance(request, trialName);
  await expect(page.getByTestId('trial-balance')).toHaveText(shown(start));

  // Money needs a real account: the host's prompt says so.
  await page.getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByTestId('session-prompt')).toHaveText('Please login an actual account to use this function');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const tile = page.getByRole('list', { name: 'Free-play games' }).getByRole('button').first();
  const gameName = (await tile.textContent())!.trim();
  await tile.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?.*freePlay=1/);

  const { game, back } = launchPage(page, gameName);
  await expect(game.getByTestId('game-balance')).toHaveText(start);
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByTestId('game-result')).toHaveText('You lost 1.00');
  const after = await sim.balance(request, trialName);
  await expect(game.getByTestId('game-balance')).toHaveText(after);
  expect(after).not.toBe(start);

  await back.click();
  await expect(page).toHaveURL(/\/m\/trail/);
  await expect(page.getByTestId('trial-balance')).toHaveText(shown(after));
  await expect(page.getByTestId('header-balance')).toHaveText(shown(after));
});

test("the game page, served through the site's own origin, is framed in an origin of its own: it cannot read the session", async ({
  page,
}) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  // The session the page holds.
  expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const tile = gameTiles(page).first();
  const gameName = (await tile.textContent())!.trim();
  await tile.click();
  const { game } = launchPage(page, gameName);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/wps/play/'))!;
  expect(new URL(frame.url()).origin).toBe(new URL(page.url()).origin);

  // A script of the framed page, trying what a hostile game page would.
  const attempts = await frame.evaluate(() => {
    const attempt = (read: () => unknown): string => {
      try {
        return `read ${String(read())}`;
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      origin: self.origin,
      parentSession: attempt(() => parent.sessionStorage.length),
      parentLocal: attempt(() => parent.localStorage.length),
      parentDocument: attempt(() => parent.document.cookie),
      ownSession: attempt(() => sessionStorage.length),
    };
  });
  expect(attempts).toEqual({
    origin: 'null',
    parentSession: 'SecurityError',
    parentLocal: 'SecurityError',
    parentDocument: 'SecurityError',
    ownSession: 'SecurityError',
  });
});

test('a way back that is not a path of the site goes home, without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  const tile = gameTiles(page).first();
  const gameName = (await tile.textContent())!.trim();
  await tile.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const hostile = new URL(page.url());
  hostile.searchParams.set('pageBack', '/\t/evil.example/m/home');
  await page.goto(hostile.pathname + hostile.search);
  const { game, back } = launchPage(page, gameName);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(errors).toEqual([]);
});

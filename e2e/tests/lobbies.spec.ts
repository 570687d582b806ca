import { expect, test } from './support/test';
import { ACCOUNTS, gameTiles, loginAs, sim } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

const title = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const bottomMenu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main menu' });

test('the all-games lobby shows every category and leads into its list, by category and by vendor', async ({
  page,
}) => {
  await page.goto('/m/gameLobby?lang=EN');
  await expect(title(page, 'All Games')).toBeVisible();
  for (const name of [
    'Sports',
    'Esports',
    'Cockfight',
    'Live Casino',
    'Fishing',
    'Slots',
    'Card Games',
    'In-house Games',
    'Lottery',
  ]) {
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('list', { name: 'Fishing providers' }).getByRole('link', { name: 'JDB' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=FISH&vassalage=JDB$/);
  await expect(gameTiles(page).first()).toBeVisible();

  await page.goBack();
  await page.getByRole('region', { name: 'Slots', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await expect(gameTiles(page).first()).toBeVisible();
});

test('the game centre is titled and leads into the live list by vendor', async ({ page }) => {
  await page.goto('/m/gameCenter?lang=EN');
  await expect(title(page, 'Live Casino')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Game types' }).getByRole('link', { name: 'Baccarat' })).toBeVisible();
  await page.getByRole('list', { name: 'Live providers' }).getByRole('link', { name: 'Evolution' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=EVO$/);
  await expect(gameTiles(page).first()).toBeVisible();
});

test('the slots centre is titled, shows hot slots and leads into the slots list', async ({ page }) => {
  await page.goto('/m/slotsCenter?lang=EN');
  await expect(title(page, 'Slots')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hot slots' }).getByRole('button')).toHaveCount(6);
  await page.getByRole('link', { name: /^All slots/ }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await expect(gameTiles(page).first()).toBeVisible();
});

test('the lottery lobby switches groups with its prize-mode tabs; the full list hides the bottom menu', async ({
  page,
}) => {
  await page.goto('/m/lottery?lang=EN');
  await expect(title(page, 'Lottery')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lottery', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Vietnam Lottery' })).toBeVisible();
  await expect(bottomMenu(page)).toBeVisible();

  await page.getByRole('tab', { name: 'ZY Lottery' }).click();
  await expect(page).toHaveURL(/prizeMode=ZY/);
  await expect(page.getByRole('region', { name: 'ZY Quick Draws' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vietnam Lottery' })).toHaveCount(0);

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'E-Lottery' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'E-Lottery' })).toBeVisible();

  await page.getByRole('link', { name: /^See all \d+ games of E-Lottery$/ }).click();
  await expect(page).toHaveURL(/\/m\/moreLottery\?prizeMode=Elott&group=21$/);
  await expect(title(page, 'More Lotteries')).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-Lottery' }).getByRole('listitem')).toHaveCount(16);
  await expect(bottomMenu(page)).toHaveCount(0);
});

test('a member starts a lottery game on the launch route with its prize mode and play type', async ({ page }) => {
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/lottery?prizeMode=Elott');
  await page
    .getByRole('button', { name: /^Entertainment: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const launch = new URL(page.url()).searchParams;
  expect(launch.get('prize_mode')).toBe('Elott');
  expect(launch.get('playType')).toBe('ent');
  expect(launch.get('code')).not.toBe('lobby');

  // From a game's start page, in the traditional play type.
  await page.goto('/m/lottery?prizeMode=Lott');
  await page
    .getByRole('region', { name: 'Lottery', exact: true })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/m\/startLottery\?code=[^&]+&prizeMode=Lott$/);
  const code = new URL(page.url()).searchParams.get('code');
  await page.getByRole('button', { name: 'Traditional', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  const started = new URL(page.url()).searchParams;
  expect(started.get('prize_mode')).toBe('Lott');
  expect(started.get('playType')).toBe('trad');
  expect(started.get('code')).toBe(code);
});

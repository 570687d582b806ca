import { expect, test } from './support/test';
import {
  ACCOUNTS,
  loginAs,
  sim,
  gameTiles,
  field,
  firstGamesShown,
  scrollUntilLoaded,
  skipNewsPopup,
} from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('guest → login → balance in the header → game list → agent home → cashier record', async ({ page, request }) => {
  await skipNewsPopup(page);
  // Guest on home (host), then the login screen (member remote).
  await page.goto('/m/home?lang=EN');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);

  // Bad input first: the message is under the field and nothing typed is lost.
  await field(page, 'Username').fill('ab');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('4-16 letters, digits or _')).toBeVisible();
  await expect(field(page, 'Username')).toHaveValue('ab');

  await field(page, 'Username').fill(ACCOUNTS.member.username);
  await field(page, /^Password/).fill(ACCOUNTS.member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // Balance in the host's header, two decimals, exactly the platform's figure.
  const balance = await sim.balance(request, ACCOUNTS.member.username);
  await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.member.nickname);
  await expect(page.getByTestId('header-balance')).toHaveText(
    Number(balance).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );

  // Game list (games remote): first page, then the next page on scroll.
  await page.getByRole('link', { name: 'Slots', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG/);
  await firstGamesShown(page);
  await expect(gameTiles(page).first()).toBeVisible();
  await scrollUntilLoaded(page, 52);

  // Agent account: sign out, agent login, agent home (agent remote) with team counters.
  await page.goto('/m/home?lang=EN');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  await expect(page.getByText(ACCOUNTS.agent.username).first()).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's team" }).getByRole('definition').first()).toHaveText(/^\d+$/);

  // Cashier record (cashier remote): the list with its date filter.
  await page.goto('/m/withdrawReport?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal record' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Records' }).getByRole('listitem').first()).toBeVisible();
});

test('a guest tapping a game is sent to login; a member route sends a guest to login', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await gameTiles(page).first().click();
  await expect(page).toHaveURL(/\/m\/login/);
  await page.goto('/m/withdrawReport?lang=EN');
  await expect(page).toHaveURL(/\/m\/login/);
});

test('agent home refuses a member and a guest', async ({ page }) => {
  await page.goto('/m/agent-home?lang=EN');
  await expect(page).toHaveURL(/\/m\/home$/);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/agent-home?lang=EN');
  await expect(page).toHaveURL(/\/m\/home$/);
});

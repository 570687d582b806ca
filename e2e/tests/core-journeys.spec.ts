import { expect, test } from './support/test';
import { ACCOUNTS, field, firstGamesShown, gameTiles, loginAs, sim, skipNewsPopup } from './support/platform';

/**
 * The journeys every engine and every build must carry, whole: run by the `old-engines` project (Chromium
 * as an Android WebView 70 that lacks the APIs the floor lacks: the legacy build) and the `firefox` project
 * (Gecko). The Chromium project has each of them in its own, more detailed specs. WebKit runs the same
 * journeys through WebDriver (webkit-journeys.spec.ts): Playwright cannot drive Debian's WebKitGTK.
 */
test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('guest: home with its banners and games, then the game list', async ({ page }) => {
  // Not about the news popup: open, it would hide (modal) the page this journey reads.
  await skipNewsPopup(page);
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await firstGamesShown(page);
  await expect(gameTiles(page).first()).toBeVisible();
});

test('member: login, balance, member centre, deposit to the pay step, the withdraw screen', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
  const balance = await sim.balance(request, ACCOUNTS.member.username);
  await expect(page.getByTestId('header-balance')).toHaveText(
    Number(balance).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );

  await page.goto('/m/mine?lang=EN');
  await expect(
    page.getByRole('navigation', { name: 'My services' }).getByRole('link', { name: 'Withdraw', exact: true }),
  ).toBeVisible();

  await page.goto('/m/voucherCenter?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await field(page, /^Amount/).fill('5000');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('At least 10,000.00')).toBeVisible();
  await page.getByRole('button', { name: '50,000' }).click();
  await page.getByRole('radio', { name: 'AYA Bank' }).check();
  await expect(page.getByTestId('summary-credited')).toHaveText('50,000.00');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\/order\?orderNo=D\d+$/);
  await expect(page.getByTestId('pay-amount')).toContainText('50,000.00');

  await page.goto('/m/withdraw?lang=EN');
  await expect(page.getByTestId('withdraw-withdrawable')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  await field(page, /^Amount/).fill('2000');
  await expect(page.getByTestId('withdraw-fee-line')).toHaveText('Fee 20.00 · You receive 1,980.00');
});

test('agent: login on the agent portal, agent home with the team', async ({ page }) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  await expect(page.getByRole('region', { name: "Today's team" }).getByRole('definition').first()).toHaveText(/^\d+$/);
});

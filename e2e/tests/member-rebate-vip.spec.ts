import { expect, test, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** A figure as the screens show it ("12,345.67") in integer cents. */
const cents = (shown: string): number => {
  const [whole = '0', fraction = '00'] = shown.replace(/,/g, '').trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const shown = (value: number): string =>
  `${Math.trunc(value / 100).toLocaleString('en-US')}.${(value % 100).toString().padStart(2, '0')}`;

async function signIn(page: Page) {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home$/);
}

const openFromMemberCentre = async (page: Page, entry: string) => {
  await page.goto('/m/mine?lang=EN');
  await page.getByRole('navigation', { name: 'My services' }).getByRole('link', { name: entry }).click();
};

test('manual rebate: claim one category, the header balance rises by exactly that, and the rebate report lists it', async ({
  page,
  request,
}) => {
  await signIn(page);
  await openFromMemberCentre(page, 'Manual rebate');
  await expect(page).toHaveURL(/\/m\/member\/manualRebate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manual rebate' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);

  // A category below the minimum cannot be claimed and says why.
  const lottery = page.getByRole('article', { name: 'Lottery' });
  await expect(lottery.getByRole('button', { name: /of Lottery rebate/ })).toBeDisabled();
  await expect(lottery.getByText(/^Below the minimum of 10\.00/)).toBeVisible();

  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText(/^\d[\d,]*\.\d\d$/);
  const before = cents(await header.innerText());
  expect(before).toBe(cents(await sim.balance(request, ACCOUNTS.member.username)));
  const slots = page.getByRole('article', { name: 'Slots' });
  const amount = cents(await slots.getByTestId('rebate-amount-RNG').innerText());
  expect(amount).toBeGreaterThan(0);

  await slots.getByRole('button', { name: /of Slots rebate/ }).dblclick();
  await expect(page.getByTestId('rebate-claimed')).toHaveText(`${shown(amount)} credited to your balance (Slots).`);
  await expect(header).toHaveText(shown(before + amount));
  await expect(slots.getByTestId('rebate-amount-RNG')).toHaveText('0.00');
  // Claimed once, whatever the double tap: the platform holds exactly that much more.
  expect(cents(await sim.balance(request, ACCOUNTS.member.username))).toBe(before + amount);

  await page.getByRole('link', { name: 'Rebate report' }).click();
  await expect(page).toHaveURL(/\/m\/member\/rebateReport/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rebate report' })).toBeVisible();
  const claims = page.getByRole('list', { name: 'Rebate claims' });
  await expect(claims.getByRole('listitem')).toHaveCount(1);
  await expect(claims.getByRole('listitem').first()).toContainText(shown(amount));
  await expect(claims.getByRole('listitem').first()).toContainText('Slots');
  await expect(page.getByTestId('records-total-amount')).toHaveText(shown(amount));
});

test("VIP benefits from the member panel show the member's level; the leaderboard shows the member's rank", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/m/mine?lang=EN');
  await page.getByRole('link', { name: /^VIP benefits: VIP 2 46%/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeVisible();
  await expect(page.getByTestId('vip-level')).toHaveText('VIP 2');
  await expect(page.getByTestId('vip-progress')).toHaveText('46% of the way to VIP 3');
  await expect(page.locator('article[aria-current="true"]')).toHaveAccessibleName('VIP 2 Your level');

  await openFromMemberCentre(page, 'Leaderboard');
  await expect(page).toHaveURL(/\/m\/leaderBoard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const rank = page.getByTestId('my-rank');
  await expect(rank).toHaveText(/^Rank \d+$/);
  const place = (await rank.innerText()).replace('Rank ', '');
  await expect(page.getByTestId('my-row')).toContainText('de***01 (you)');
  await expect(page.getByTestId('my-row').getByRole('cell').first()).toHaveText(place);
  await expect(page.getByRole('timer')).toHaveText(/^\d+d \d+h \d+m \d+s$/);
});

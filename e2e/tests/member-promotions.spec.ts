import { JPEG_BYTES, PNG_BYTES } from '../../platform-sim/src/testing/cashier';
import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** A balance as the header shows it, from the sim's decimal string plus `cents`, in integer cents. */
function shownPlus(balance: string, cents: number): string {
  const [whole = '0', fraction = ''] = balance.split('.');
  const total = Number(whole) * 100 + Number((fraction + '00').slice(0, 2)) + cents;
  return `${Math.trunc(total / 100).toLocaleString('en-US')}.${(total % 100).toString().padStart(2, '0')}`;
}

test('a guest browses promotions from the bottom menu, reads a detail whose hostile HTML runs nothing, and is asked to log in to apply', async ({
  page,
}) => {
  await skipNewsPopup(page);
  await page.goto('/m/home?lang=EN');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  const list = page.getByRole('list', { name: 'Promotions' });
  await expect(list.getByRole('listitem')).toHaveCount(7);

  // Categories are tabs: the arrow keys move between them and the address keeps the choice.
  await page.getByRole('tab', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/category=SLOTS/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first().locator('img')).toHaveJSProperty('complete', true);

  await list.getByRole('link', { name: /Slots weekend cashback/ }).click();
  await expect(page).toHaveURL(/\/m\/activityInfo\?id=3$/);
  await expect(page.getByRole('heading', { name: 'Slots weekend cashback' })).toBeVisible();
  await expect(page.locator('.mc-server-html strong')).toHaveText('10%');
  expect(
    await page
      .locator('.mc-server-html script, .mc-server-html [onerror], .mc-server-html a[href^="javascript:"]')
      .count(),
  ).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __promoXss?: number }).__promoXss)).toBeUndefined();

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('session-prompt')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Remark/ })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('demo01 applies with a remark and two pictures, sees Applying, and after the platform approves, Issued with the balance up by exactly the prize', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  const before = await sim.balance(request, ACCOUNTS.member.username);

  await page.goto('/m/activityInfo?id=1&lang=EN');
  await expect(page.getByRole('heading', { name: 'Welcome bonus 100.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  const remark = page.getByRole('textbox', { name: /Remark/ });
  await remark.fill('x'.repeat(141));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('At most 140 characters')).toBeVisible();
  await remark.fill('First deposit done, receipts attached.');
  const pictures = page.getByLabel(/Choose a picture/);
  await pictures.setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
  await pictures.setInputFiles({ name: 'two.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_BYTES) });
  await page.getByRole('button', { name: 'Send application' }).click();

  const mine = page.getByRole('region', { name: 'My application' });
  await expect(mine.getByText('Applying')).toBeVisible();
  await expect(mine.getByText('First deposit done, receipts attached.')).toBeVisible();

  await sim.post(request, '/__sim/promotions/review', {
    username: ACCOUNTS.member.username,
    promotionId: 1,
    decision: 'approve',
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'My application' }).getByText('Issued')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(shownPlus(before, 10_000));
});

test('demo01 claims a reward: the header balance rises at once by exactly the reward, and it moves to the history', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  const before = await sim.balance(request, ACCOUNTS.member.username);
  await page.goto('/m/mine?lang=EN');
  await page.getByRole('link', { name: 'Reward centre' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reward centre' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(shownPlus(before, 0));

  await page.getByRole('button', { name: 'Claim Weekly login reward' }).click();
  await expect(page.getByText('8.88 added to your balance')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(shownPlus(before, 888));
  expect(await sim.balance(request, ACCOUNTS.member.username)).toBe(shownPlus(before, 888).replace(/,/g, ''));
  await expect(page.getByRole('button', { name: 'Claim Weekly login reward' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Reward history' }).getByRole('listitem').first()).toContainText(
    'Claimed',
  );
});

import { expect, test, type Locator, type Page } from './support/test';
import { ACCOUNTS, firstGamesShown, gameTiles, loginAs, sim } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would reach it. */
async function tabTo(
  page: Page,
  target: Locator,
  { most = 80, key = 'Tab' }: { most?: number; key?: 'Tab' | 'Shift+Tab' } = {},
) {
  for (let presses = 0; presses <= most; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${most} presses of ${key} did not reach ${target.toString()}`);
}

const holdsFocus = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));
/** The app's root: the page behind a dialog. */
const app = (page: Page) => page.locator('#root');

/**
 * A modal dialog: focus is inside it, Tab and Shift+Tab keep it there however often they are pressed, and the
 * page behind is inert and hidden from screen readers. Escape closes it, and the page is back.
 */
async function expectModalThenEscape(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await expect(app(page)).toHaveAttribute('inert', '');
  await expect(app(page)).toHaveAttribute('aria-hidden', 'true');
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(key);
      expect(await holdsFocus(dialog), `focus after ${press + 1} × ${key}`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(app(page)).not.toHaveAttribute('inert');
  await expect(app(page)).not.toHaveAttribute('aria-hidden');
}

test('keyboard only: the news popup, the login prompt, the filter drawer and sign-out are modal and give focus back', async ({
  page,
}) => {
  // Four dialogs, each walked with some fifty key presses: three times the usual time.
  test.slow();
  await test.step('the latest-news popup takes focus as it opens, and keeps it', async () => {
    await page.goto('/m/home?lang=EN');
    const news = page.getByRole('dialog', { name: 'Latest news' });
    // It waits for the first banner (and for its sanitizer): on a busy machine that can take a while.
    await expect(news).toBeVisible({ timeout: 30_000 });
    await expect(news.getByRole('region', { name: 'News items' })).toBeFocused();
    await expectModalThenEscape(page, news);
  });

  await test.step('a guest asking for messages gets the login prompt, named by its message', async () => {
    const messages = page.getByRole('button', { name: 'Messages' });
    await tabTo(page, messages);
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('dialog', { name: 'Please login first' });
    await expect(prompt.getByRole('button', { name: 'Log in' })).toBeFocused();
    await expectModalThenEscape(page, prompt);
    await expect(messages).toBeFocused();
  });

  await test.step('the game list’s filter drawer starts on its first choice and gives focus back to Filter', async () => {
    await page.goto('/m/gameList?gameType=RNG&lang=EN');
    await firstGamesShown(page);
    const filter = page.getByRole('button', { name: 'Filter', exact: true });
    await tabTo(page, filter);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filter games' });
    await expect(
      drawer.getByRole('group', { name: 'Game provider' }).getByRole('radio', { name: 'All' }),
    ).toBeFocused();
    await expectModalThenEscape(page, drawer);
    await expect(filter).toBeFocused();

    // A game tile's focus ring is drawn inside its cell, which clips anything outside it.
    const tile = gameTiles(page).first();
    await tabTo(page, tile);
    await expect(tile).toHaveCSS('outline-style', 'solid');
    await expect(tile).toHaveCSS('outline-offset', '-2px');
  });

  await test.step('sign-out from the header menu: arrows in the menu, the question, Escape back to More', async () => {
    await loginAs(page, ACCOUNTS.member);
    await expect(page).toHaveURL(/\/m\/home$/);
    // Logging in went to home inside the app: its heading has focus, and the header is behind it.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeFocused({ timeout: 10_000 });
    await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.member.nickname);
    const more = page.getByRole('button', { name: 'More' });
    await tabTo(page, more, { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Deposit' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expect(question.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await expectModalThenEscape(page, question);
    await expect(more).toBeFocused();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.member.nickname);
  });

  await test.step('sign-out at the foot of the member centre: reached above the bottom menu, then confirmed', async () => {
    await page.goto('/m/mine?lang=EN');
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    await tabTo(page, signOut);
    // Scrolled clear of the fixed bottom menu, not under it.
    const button = (await signOut.boundingBox())!;
    const menu = (await page.locator('.host-menu').boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(menu.y);

    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expectModalThenEscape(page, question);
    await expect(signOut).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(question.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

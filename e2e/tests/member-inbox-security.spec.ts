import { expect, test } from './support/test';
import { JPEG_BYTES, PNG_BYTES } from '../../platform-sim/src/testing/cashier';
import { ACCOUNTS, field, loginAs, sim, skipNewsPopup } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('inbox: the header follows every read without a reload; a new message arrives; mark all read clears the dot', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const headerIcon = page.getByRole('banner').getByRole('button', { name: /^Messages/ });
  await expect(headerIcon).toHaveAccessibleName('Messages, 3 unread');
  await headerIcon.click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByTestId('message-unread')).toHaveCount(3);

  // Opening a message marks it read; the header's count follows at once.
  await page
    .locator('article')
    .filter({ has: page.getByTestId('message-unread') })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByTestId('message-unread')).toHaveCount(2);
  await expect(headerIcon).toHaveAccessibleName('Messages, 2 unread');

  // A message the platform sends meanwhile shows after a return to the page.
  await sim.post(request, '/__sim/inbox', { username: ACCOUNTS.member.username, title: 'Weekend bonus' });
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await headerIcon.click();
  await expect(page.getByText('Weekend bonus')).toBeVisible();
  await expect(page.getByTestId('message-unread')).toHaveCount(3);

  // Delete asks first; the message is gone after.
  const bonus = page.locator('article').filter({ hasText: 'Weekend bonus' });
  await bonus.getByRole('button', { name: 'Weekend bonus' }).click();
  await bonus.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Weekend bonus')).toHaveCount(0);
  await expect(headerIcon).toHaveAccessibleName('Messages, 2 unread');

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('message-unread')).toHaveCount(0);
  await expect(headerIcon).toHaveAccessibleName('Messages');
  await expect(page.getByTestId('unread-dot')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("security centre: the level from what is set, and its rows lead to the cashier's bank cards", async ({ page }) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/securityCenter?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
  await expect(page.getByText(/^\d of 7 protections set$/)).toBeVisible();
  await page.getByRole('link', { name: 'Manage: Bank cards' }).click();
  await expect(page).toHaveURL(/\/m\/bankCards$/);
  await expect(page.getByText('KBZ Bank')).toBeVisible();
});

test('a guest reads help (?i=2 opens the third entry) and the user agreement; server HTML runs nothing; the home widget opens the in-site chat', async ({
  page,
}) => {
  // The home side-service's live chat is the service screen's chat launch, in a frame inside the site.
  await skipNewsPopup(page);
  await page.goto('/m/home?lang=EN');
  await page.getByRole('button', { name: 'Customer service' }).click();
  await page
    .getByRole('list', { name: 'Customer service shortcuts' })
    .getByRole('link', { name: 'Live customer service' })
    .click();
  await expect(page).toHaveURL(/\/m\/service\?chat=1$/);
  await expect(
    page.frameLocator('iframe[title="Live chat with customer service"]').getByText('Hello! How can we help you today?'),
  ).toBeVisible();
  // The platform's chat comes through the site's own origin: framed in an origin of its own, it cannot reach the page.
  const chat = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/wps/chat/'))!;
  expect(
    await chat.evaluate(() => {
      try {
        return `read ${parent.sessionStorage.length}`;
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
  await page.getByRole('button', { name: /Back to customer service/ }).click();
  await expect(page).toHaveURL(/\/m\/service$/);

  await page.goto('/m/help?i=2&lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  const toggles = page.locator('.mem-help__toggle');
  await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
  // A bad index falls back to the first entry and the address says so.
  await page.goto('/m/help?i=-4&lang=EN');
  await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/m\/help\?i=0/);

  await page.goto('/m/useragreement?lang=EN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.mc-server-html').first()).toBeVisible();
  // The agreement's hostile tail: no script element, no handler, no javascript: link reached the page.
  expect(
    await page
      .locator('.mc-server-html script, .mc-server-html [onerror], .mc-server-html a[href^="javascript:"]')
      .count(),
  ).toBe(0);
});

test('feedback with two pictures is sent and listed; security: e-mail bound with its code, questions set, nickname and profile picture changed everywhere', async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);

  await page.goto('/m/feedback?lang=EN');
  await field(page, /^Type/).selectOption({ index: 1 });
  await field(page, /^Your feedback/).fill('short');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Please write 10 to 500 characters')).toBeVisible();
  await field(page, /^Your feedback/).fill('My withdrawal has been pending since yesterday evening.');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(JPEG_BYTES) },
  ]);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you, your feedback was sent')).toBeVisible();
  const mine = page
    .locator('article, li')
    .filter({ hasText: 'My withdrawal has been pending since yesterday evening.' })
    .first();
  await expect(mine).toContainText('2 pictures attached');
  await expect(mine).toContainText('Waiting');

  // E-mail: the code goes to the new address.
  await page.goto('/m/securityCenter/email?lang=EN');
  await field(page, /^New e-mail|^E-mail$/).fill('demo.player@example.com');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('E-mail sent')).toBeVisible();
  const mail = await sim.get(request, '/__sim/mail', { username: ACCOUNTS.member.username });
  const code = /\b(\d{4,10})\b/.exec(mail.body as string)![1]!;
  await field(page, /^E-mail code/).fill(code);
  await page.getByRole('button', { name: 'Bind e-mail' }).click();
  await expect(page.getByText('E-mail bound')).toBeVisible();

  // Security questions: two different ones, answered once.
  await page.goto('/m/securityCenter/questions?lang=EN');
  await field(page, /^Question 1/).selectOption({ index: 1 });
  await field(page, /^Question 2/).selectOption({ index: 2 });
  await field(page, /^Answer 1/).fill('Shwe School');
  await field(page, /^Answer 2/).fill('Maung Maung');
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Security questions saved')).toBeVisible();

  await page.goto('/m/securityCenter?lang=EN');
  await expect(page.getByText(/^\d of 7 protections set$/)).toBeVisible();
  await expect(page.getByText(/de\*+@example\.com|d.\*+@example\.com/)).toBeVisible();

  // Nickname: the member centre and the header show the new one without a reload.
  await page.goto('/m/securityCenter/profile?lang=EN');
  await field(page, /^New nickname/).fill('Lucky Star');
  await page.getByRole('button', { name: 'Save nickname' }).click();
  await expect(page.getByText('Nickname saved')).toBeVisible();
  await expect(page.getByTestId('header-name')).toHaveText('Lucky Star');

  // Profile picture: chosen, previewed, uploaded; the member centre shows it, loaded from the platform.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
  await expect(page.getByRole('img', { name: 'Picture 1: me.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Profile picture saved')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
    'src',
    /\/wps\/assets\/head\/[0-9a-f]+\.png$/,
  );

  await page.goto('/m/mine?lang=EN');
  await expect(page.getByText('Lucky Star').first()).toBeVisible();
  const avatar = page.getByRole('region', { name: 'Member centre' }).getByTestId('head-icon');
  await expect(avatar).toHaveAttribute('src', /\/wps\/assets\/head\//);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);

  // The member centre's way to the message centre.
  await page.getByRole('navigation', { name: 'My services' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

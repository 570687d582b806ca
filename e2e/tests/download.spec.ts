import { devices, expect, test, type APIRequestContext, type Page } from './support/test';
import { sim, skipNewsPopup } from './support/platform';

/** A device without its browser type (a describe group cannot switch browsers; Chromium plays them all). */
const as = (name: string) => {
  const { defaultBrowserType: _, ...device } = devices[name]!;
  return device;
};
const IPHONE_CHROME_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/118.0.5993.92 Mobile/15E148 Safari/604.1';

/** The links the platform serves, by resource type. */
async function links(request: APIRequestContext): Promise<Record<string, string>> {
  const body = await (await request.get('/wps/system/downloadLinks')).json();
  return Object.fromEntries(body.value.map((l: { resourceType: string; url: string }) => [l.resourceType, l.url]));
}

const bar = (page: Page) => page.getByRole('complementary', { name: 'App download' });

/** Loads home and waits until the bar has decided (links answered, its placeholder gone). */
async function settledHome(page: Page, load: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().includes('/wps/system/downloadLinks'));
  await load();
  await answered;
  await expect(page.getByTestId('home')).toBeVisible();
  await expect(page.locator('.host-dl-bar--pending')).toHaveCount(0);
}

async function openPopup(page: Page) {
  await page.goto('/m/home?lang=EN');
  await bar(page).getByRole('button', { name: 'Download', exact: true }).click();
  return page.getByRole('dialog', { name: 'Download the app' });
}

test.beforeEach(async ({ page, request }) => {
  await sim.reset(request);
  // The latest-news popup has its own journey; here it would only sit on top of the bar.
  await skipNewsPopup(page);
});

test.describe('iPhone Safari', () => {
  test.use({ ...as('iPhone 13'), viewport: { width: 375, height: 812 } });

  test('offers the iOS app and the profile in the add-to-home-screen footer, not Android', async ({
    page,
    request,
  }) => {
    const seeded = await links(request);
    const popup = await openPopup(page);
    await expect(popup.getByRole('link', { name: /iOS app/ })).toHaveAttribute('href', seeded.IOS!);
    await expect(popup.getByRole('link', { name: /Android app/ })).toHaveCount(0);
    const footer = popup.getByTestId('home-screen-footer');
    await expect(footer).toContainText('Add to home screen');
    await expect(footer.getByRole('link', { name: /Install the web app profile/ })).toHaveAttribute(
      'href',
      seeded.MOBILECONFIG!,
    );
    await expect(popup.getByTestId('safari-required')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('dismissing the bar survives a reload (hideDownloadBar)', async ({ page }) => {
    await page.goto('/m/home?lang=EN');
    await bar(page).getByRole('button', { name: 'Close the app download bar' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
    await settledHome(page, () => page.reload());
    await expect(bar(page)).toHaveCount(0);
  });

  test('the side widget reaches the messenger shortcuts, the download popup and live service', async ({
    page,
    request,
  }) => {
    await page.goto('/m/home?lang=EN');
    const toggle = page.getByRole('button', { name: 'Customer service' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: 'Customer service shortcuts' });
    for (const name of ['WhatsApp', 'Telegram', 'Facebook']) {
      await expect(list.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Live chat stays in the site (the service screen opens it).
    await expect(list.getByRole('link', { name: 'Live customer service' })).toHaveAttribute(
      'href',
      '/m/service?chat=1',
    );
    await list.getByRole('button', { name: 'Download app' }).click();
    const popup = page.getByRole('dialog', { name: 'Download the app' });
    await expect(popup.getByRole('link', { name: /iOS app/ })).toHaveAttribute('href', (await links(request)).IOS!);
  });
});

test.describe('iPhone Chrome', () => {
  test.use({ ...as('iPhone 13'), viewport: { width: 375, height: 812 }, userAgent: IPHONE_CHROME_UA });

  test('is told that Safari is required instead of getting the iOS installs', async ({ page }) => {
    const popup = await openPopup(page);
    await expect(popup.getByTestId('safari-required')).toContainText('Please use Safari for download App');
    await expect(popup.getByRole('link')).toHaveCount(0);
    await expect(popup.getByTestId('home-screen-footer')).toHaveCount(0);
  });
});

test.describe('Android Chrome', () => {
  test.use(as('Pixel 7'));

  test('offers the Android app only', async ({ page, request }) => {
    const seeded = await links(request);
    const popup = await openPopup(page);
    await expect(popup.getByRole('link', { name: /Android app/ })).toHaveAttribute('href', seeded.Android!);
    await expect(popup.getByRole('link', { name: /iOS app/ })).toHaveCount(0);
    await expect(popup.getByTestId('home-screen-footer')).toHaveCount(0);
  });

  test('no bar when the site has no Android link', async ({ page, request }) => {
    await sim.post(request, '/__sim/site', {
      downloads: [{ resourceType: 'IOS', url: 'https://dl.example.test/app.ipa' }],
    });
    await settledHome(page, () => page.goto('/m/home?lang=EN'));
    await expect(bar(page)).toHaveCount(0);
  });
});

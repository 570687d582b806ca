import { expect, test } from './support/test';

/**
 * The browser floor (.browserslistrc), in the `old-engines` project: Chromium posing as an Android WebView 70,
 * with the APIs the floor lacks removed before any page script.
 */
const variantOf = (page: import('@playwright/test').Page) =>
  page.locator('meta[name="mc-variant"]').getAttribute('content');
const CURRENT_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

test('the floor’s Android WebView gets the legacy build, whose polyfills stand in for what it lacks', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  expect(await variantOf(page)).toBe('legacy');
  // Removed before the page ran, and back now: the legacy build brought its own.
  expect(await page.evaluate(() => [typeof Object.hasOwn, typeof [].at, typeof Object.fromEntries])).toEqual([
    'function',
    'function',
    'function',
  ]);
  expect(errors).toEqual([]);
});

test.describe('a current browser whose modern build cannot run', () => {
  test.use({ userAgent: CURRENT_CHROME });

  test('falls back to the legacy build once, and keeps it on the next visit', async ({ page, context }) => {
    await page.goto('/m/gameList?gameType=RNG&lang=EN');
    await expect(page.getByRole('list', { name: 'Games' }).locator('li[aria-posinset="1"]')).toBeVisible();
    expect(await variantOf(page)).toBe('legacy');
    expect((await context.cookies()).find((c) => c.name === 'mc-variant')?.value).toBe('legacy');
    await page.goto('/m/home?lang=EN');
    expect(await variantOf(page)).toBe('legacy');
  });
});

test('below the floor: a page in MY and EN that says the browser is too old, not a skeleton forever', async ({
  page,
}) => {
  // Without fetch even the legacy build cannot run.
  await page.addInitScript(() => delete (window as { fetch?: unknown }).fetch);
  await page.goto('/m/home');
  const note = page.locator('#mc-too-old');
  await expect(note).toBeVisible();
  await expect(note.locator('section[lang="my"] h1')).toHaveText('ဤဘရောက်ဆာသည် ဆိုက်အတွက် ဟောင်းလွန်းနေပါသည်');
  await expect(note.locator('section[lang="en"] h1')).toHaveText('This browser is too old for the site');
  await expect(note.locator('section[lang="en"]')).toContainText(
    'Chrome 70 or later on Android, iOS 12.4 or later on iPhone',
  );
  await expect(page).toHaveTitle('ဤဘရောက်ဆာသည် ဆိုက်အတွက် ဟောင်းလွန်းနေပါသည်');
  await expect(page.locator('#root')).toBeHidden();
});

test('a legacy page whose script this browser cannot parse says so too', async ({ page }) => {
  await page.route('**/static/legacy/js/main.*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'let unparsable = ;' }),
  );
  await page.goto('/m/home?lang=EN');
  await expect(page.locator('#mc-too-old')).toBeVisible();
});

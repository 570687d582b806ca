import { expect, test, type Page } from './support/test';
import { gameTiles, registry, sim } from './support/platform';

const SITE = 'http://localhost:3000';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('every response carries the hardening headers; the page a strict policy built from the registry', async ({
  request,
}) => {
  const page = await request.get('/m/login');
  const policy = page.headers()['content-security-policy']!;
  expect(policy).toContain(
    "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004;",
  );
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  // A fresh nonce for every page, on its own style and for the apps' style elements.
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  const html = await page.text();
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
  expect((await request.get('/m/login')).headers()['content-security-policy']).not.toContain(nonce);

  const manifest = registry.read().remotes.find((r) => r.name === 'games')!.manifest;
  for (const url of [
    '/m/login',
    '/remotes.json',
    '/config.json',
    '/wps/system/settings',
    '/static/does-not-exist.js',
    manifest,
  ]) {
    const headers = (await request.get(url)).headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('same-origin');
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
  }
  expect((await request.get('/m/login')).headers()['permissions-policy']).toContain('camera=()');

  // The remotes answer CORS for the site only.
  expect((await request.get(manifest, { headers: { Origin: SITE } })).headers()['access-control-allow-origin']).toBe(
    SITE,
  );
  expect(
    (await request.get(manifest, { headers: { Origin: 'https://evil.example' } })).headers()[
      'access-control-allow-origin'
    ],
  ).toBeUndefined();
});

test('a policy follows the registry at serve time: a remote moved to a new origin is allowed without a rebuild', async ({
  request,
}) => {
  const original = registry.read();
  try {
    registry.write({
      remotes: original.remotes.map((r) =>
        r.name === 'agent' ? { ...r, manifest: 'http://127.0.0.1:3003/0.1.0/mf-manifest.json' } : r,
      ),
    });
    expect((await request.get('/m/home')).headers()['content-security-policy']).toContain('http://127.0.0.1:3003');
  } finally {
    registry.restore();
  }
});

test('script injected into the page does not run: no inline script, no inline handler, no eval', async ({
  page,
  cspViolations,
}) => {
  await page.route('**/m/login**', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '</body>',
      '<script>window.__injected = 1</script><img src="/x.png" onerror="window.__injected = 2"></body>',
    );
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  await page.goto('/m/login?lang=EN');
  // The site's own scripts run (the header is the host's). A document Playwright answers counts as a public
  // address to Chromium, which then refuses its requests to the remotes on localhost: nothing else loads.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Back' })).toBeVisible();
  // eval from a task of the page (Playwright's own evaluation is exempt from the policy).
  const evaluated = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        setTimeout(() => {
          try {
            resolve(String(eval('1 + 1')));
          } catch (error) {
            resolve((error as Error).name);
          }
        }),
      ),
  );
  expect(evaluated).toMatch(/Error$/);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  expect(cspViolations.map((v) => v.directive).sort()).toEqual(
    expect.arrayContaining(['script-src-attr', 'script-src-elem']),
  );
  cspViolations.length = 0;
});

test('another origin cannot frame the site', async ({ page }) => {
  // about:blank with a frame: the site is of another origin than its parent.
  await page.setContent(`<iframe src="${SITE}/m/login?lang=EN" title="site"></iframe>`);
  const frame = () => page.frames().find((f) => f !== page.mainFrame());
  await expect.poll(() => frame()?.url() ?? '').toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
});

const MASK =
  '<div class="mc-mask" id="root" style="position:fixed;inset:0"><a href="https://evil.example/phish">Your account is locked, tap here</a></div>';

test("an announcement dressed as the app's own mask stays plain text: the popup closes, the notice list works", async ({
  page,
  request,
}) => {
  await sim.announce(request, { type: 'PU', title: 'Account notice', content: MASK });
  await sim.announce(request, { type: 'PL', title: 'Account notice', content: MASK });

  await page.goto('/m/home?lang=EN');
  const news = page.getByRole('dialog', { name: 'Latest news' });
  await expect(news.getByText('Your account is locked, tap here')).toBeVisible();
  await expect(news.locator('.mc-mask, [style], #root')).toHaveCount(0);
  await news.getByRole('button', { name: 'Close' }).click();
  await expect(news).toBeHidden();

  await page.goto('/m/notice?lang=EN');
  await page.getByRole('button', { name: /Account notice/ }).click();
  await expect(page.getByRole('region', { name: /Account notice/ })).toContainText('Your account is locked');
  // Every other item is still there to tap.
  const items = page.getByRole('list', { name: 'Announcements list' }).getByRole('listitem').getByRole('button');
  const count = await items.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) await items.nth(i).click({ trial: true, timeout: 2000 });
});

/** Requests to the games remote's files of `kind`, counted. */
function countRequests(page: Page, pattern: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (pattern.test(request.url())) count += 1;
  });
  return () => count;
}

test('a slow remote shows its fallback at the deadline, and the late load replaces it without a reload', async ({
  page,
}) => {
  // The games remote's manifest is held until the fallback has shown, then let through: late, whatever the
  // time the page took to start on this machine.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/:3002\/.*mf-manifest\.json/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
  const started = Date.now();
  const fallback = page.getByTestId('remote-fallback-games');
  await expect(fallback).toContainText('This part of the site is taking too long to load.', { timeout: 9_500 });
  expect(Date.now() - started).toBeLessThan(9_500);
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The header and menu are the host's: still there.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  release();
  await expect(gameTiles(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(fallback).toBeHidden();
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a remote entry that throws is fetched and run once per attempt; Retry is the next attempt', async ({ page }) => {
  const entries = countRequests(page, /:3002\/.*remoteEntry\.js/);
  let broken = true;
  await page.route(/:3002\/.*remoteEntry\.js/, async (route) => {
    if (broken) await route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken release");' });
    else await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/m/home?lang=EN');
  await page.getByRole('dialog', { name: 'Latest news' }).getByRole('button', { name: 'Close' }).click();
  const fallbacks = page.getByTestId('remote-fallback-games');
  await expect(fallbacks.first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await fallbacks.count()).toBeGreaterThan(1);
  expect(entries()).toBe(1);
  expect(errors.filter((e) => e.includes('broken release'))).toHaveLength(1);

  await fallbacks.first().getByRole('button', { name: 'Retry' }).click();
  await expect(fallbacks.first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(entries()).toBe(2);

  broken = false;
  await fallbacks.first().getByRole('button', { name: 'Retry' }).click();
  // No fallback is also the moment Retry swaps them for spinners, before the entry is asked for: wait for
  // the request, then make sure no other follows.
  await expect(fallbacks).toHaveCount(0);
  await expect.poll(entries).toBe(3);
  await page.waitForTimeout(1000);
  await expect(fallbacks).toHaveCount(0);
  expect(entries()).toBe(3);
});

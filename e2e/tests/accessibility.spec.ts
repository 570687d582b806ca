import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** The WCAG 2.1 A and AA rules axe-core checks. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Opens `path` in `lang` and runs axe-core over the page once it has its own title (the screen has
 * rendered); returns the violations as "rule (count): first targets" lines, so a failure says where.
 */
async function violationsOf(page: Page, path: string, lang: 'EN' | 'MY'): Promise<string[]> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page).not.toHaveTitle(/^MC$/);
  await expect(page.getByTestId(/^remote-fallback-/)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.map(
    (v) =>
      `${path} ${lang}: ${v.id} (${v.nodes.length}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

// A page of each part of the site (host, games, cashier, member, agent) for each kind of visitor, in EN and MY.
// Every route in both languages is `npm run test:a11y` (accessibility-sweep.spec.ts): minutes too long for every run.
test('no WCAG 2.1 A/AA violation on the pages of guests, members and agents, in EN and MY', async ({ page }) => {
  test.setTimeout(180_000);
  await skipNewsPopup(page);
  const found: string[] = [];
  found.push(
    ...(await violationsOf(page, '/m/home', 'EN')),
    ...(await violationsOf(page, '/m/gameList?gameType=RNG', 'EN')),
  );
  found.push(...(await violationsOf(page, '/m/home', 'MY')));
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  found.push(...(await violationsOf(page, '/m/voucherCenter', 'EN')), ...(await violationsOf(page, '/m/mine', 'MY')));
  await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO'));
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  found.push(...(await violationsOf(page, '/m/agent-home', 'MY')));
  expect(found).toEqual([]);
});

test('text at 200 %: home, the member centre and deposit reflow without scrolling sideways', async ({ page }) => {
  await skipNewsPopup(page);
  // A guest's home header at 200 % (a 188 px page): two compact rows, so what sticks under it stays on screen.
  await page.setViewportSize({ width: 188, height: 406 });
  await page.goto('/m/home?lang=MY');
  await expect(page.getByRole('main')).toHaveCount(1);
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height, 'guest header height at 200 %').toBeLessThanOrEqual(120);
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  // 200 % zoom on a 375 px phone is a page 187.5 CSS pixels wide.
  await page.setViewportSize({ width: 188, height: 406 });
  for (const path of ['/m/home', '/m/mine', '/m/voucherCenter']) {
    for (const lang of ['EN', 'MY'] as const) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page).not.toHaveTitle(/^MC$/);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} ${lang} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  }
});

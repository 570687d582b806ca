import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup } from './support/platform';

/*
 * axe-core (WCAG 2.1 A and AA) over every route of the site, for guests, members and agents, in EN and MY.
 * About six minutes on a 2-core machine, so not part of `npm test` (whose accessibility.spec.ts checks a page
 * of each kind in the same way): `npm run test:a11y` runs it, after `npm run build` (README "Tests").
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Lang = 'EN' | 'MY';

const registry = JSON.parse(readFileSync(path.resolve(__dirname, '../../deploy/remotes.json'), 'utf8')) as {
  remotes: Array<{ name: string; routes: string[] }>;
};
const routesOf = (...names: string[]) =>
  registry.remotes.filter((r) => names.includes(r.name)).flatMap((r) => r.routes);
/** The host's own pages besides the remotes' (home; maintenance shows only when the platform says so). */
const HOST = ['/m/home'];

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

/** Goes to `to` inside the app, as a tap on a link does (no page load: the sweep stays within minutes). */
async function navigate(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** Waits until the screen has rendered its content (its title, no skeleton, no remote fallback), then runs axe. */
async function sweep(
  page: Page,
  paths: readonly string[],
  who: string,
  lang: Lang,
  found: string[],
  seen: Set<string>,
) {
  for (const route of paths) {
    await navigate(page, route);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page).not.toHaveTitle(/^MC$/);
    await expect(page.getByTestId(/^remote-fallback-/)).toHaveCount(0);
    // Data still on its way is not what a person reads: wait for it, but a screen that stays busy is checked as it is.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => undefined);
    // A guarded route a guest cannot open lands on the login page: checked once.
    const landed = `${new URL(page.url()).pathname} ${lang}`;
    if (seen.has(landed)) continue;
    seen.add(landed);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    for (const v of violations) {
      found.push(
        `${who} ${route} ${lang}: ${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
      );
    }
  }
}

for (const lang of ['MY', 'EN'] as const) {
  test.describe(`every route in ${lang}: no WCAG 2.1 A/AA violation`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(600_000);
      await skipNewsPopup(page);
    });

    test('guest', async ({ page }) => {
      const found: string[] = [];
      await page.goto(`/m/home?lang=${lang}`);
      await sweep(page, [...HOST, ...routesOf('member', 'games', 'cashier', 'agent')], 'guest', lang, found, new Set());
      expect(found).toEqual([]);
    });

    test('member', async ({ page }) => {
      const found: string[] = [];
      await loginAs(page, ACCOUNTS.member);
      await expect(page).toHaveURL(/\/m\/home/);
      await page.goto(`/m/home?lang=${lang}`);
      await sweep(page, [...HOST, ...routesOf('member', 'games', 'cashier')], 'member', lang, found, new Set());
      expect(found).toEqual([]);
    });

    test('agent', async ({ page }) => {
      const found: string[] = [];
      await loginAs(page, ACCOUNTS.agent, 'agent');
      await expect(page).toHaveURL(/\/m\/agent-home/);
      await page.goto(`/m/agent-home?lang=${lang}`);
      await sweep(page, routesOf('agent'), 'agent', lang, found, new Set());
      expect(found).toEqual([]);
    });
  });
}

import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_KEY_ENV, ADMIN_KEY_HEADER } from '../../../platform-sim/src/http/admin-guard';
import { CONTROL_URL, REGISTRY_FILE } from '../../playwright.config';

export const ACCOUNTS = {
  member: { username: 'demo01', password: 'Demo1234', nickname: 'Demo Player' },
  agent: { username: 'agent01', password: 'Agent1234', nickname: 'Golden Agent' },
} as const;

/**
 * What every /__sim call carries: this run's admin key, which playwright.config.ts gives both the site and
 * the workers, and the JSON type the sim requires of bodies. Only these calls get the key, never a page.
 */
function adminHeaders(): Record<string, string> {
  const key = process.env[ADMIN_KEY_ENV];
  if (!key) throw new Error(`${ADMIN_KEY_ENV} is not set: run the suite with -c e2e/playwright.config.ts`);
  return { [ADMIN_KEY_HEADER]: key, 'content-type': 'application/json' };
}

async function accepted(response: APIResponse, path: string): Promise<APIResponse> {
  expect(response.status(), `platform-sim ${path}`).toBe(200);
  return response;
}

/** platform-sim's admin surface, through the site's own origin (the host forwards /__sim to the sim it started). */
export const sim = {
  /** An admin call's `value`. */
  get: async (request: APIRequestContext, path: string, params?: Record<string, string>) =>
    (await (await accepted(await request.get(path, { headers: adminHeaders(), params }), path)).json()).value,
  post: async (request: APIRequestContext, path: string, data?: unknown) =>
    accepted(await request.post(path, { headers: adminHeaders(), data }), path),
  reset: (request: APIRequestContext) => sim.post(request, '/__sim/reset'),
  mode: (request: APIRequestContext, mode: { maintenance?: boolean; regionRestriction?: boolean }) =>
    sim.post(request, '/__sim/mode', mode),
  fault: (request: APIRequestContext, fault: Record<string, unknown>) => sim.post(request, '/__sim/faults', fault),
  expireSessions: (request: APIRequestContext) => sim.post(request, '/__sim/expire-sessions'),
  announce: (
    request: APIRequestContext,
    announcement: { type: string; title: string; content?: string; imageUrl?: string; groupName?: string },
  ) => sim.post(request, '/__sim/announcements', announcement),
  balance: async (request: APIRequestContext, username: string): Promise<string> => {
    const state = await sim.get(request, '/__sim/state');
    const account = state.accounts.find((a: { username: string }) => a.username === username);
    return account.balance as string;
  },
};

/** Stops or starts one remote's origin server (the composition's localhost-only control port). */
export async function remoteServer(request: APIRequestContext, name: string, action: 'stop' | 'start') {
  const response = await request.post(`${CONTROL_URL}/remotes/${name}/${action}`);
  expect(response.status()).toBe(204);
}

/** The registry the running host reads; tests edit it the way a release would. */
export const registry = {
  read: () =>
    JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as {
      remotes: Array<{ name: string; manifest: string; routes: string[] }>;
    },
  write: (value: unknown) => writeFileSync(REGISTRY_FILE, JSON.stringify(value, null, 2)),
  restore: () => copyFileSync(path.resolve(__dirname, '../../../deploy/remotes.json'), REGISTRY_FILE),
};

export async function loginAs(
  page: Page,
  account: { username: string; password: string },
  portal: 'member' | 'agent' = 'member',
) {
  await page.goto(`/m/login?lang=EN${portal === 'agent' ? '&portal=agent' : ''}`);
  await field(page, 'Username').fill(account.username);
  await field(page, /^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * The home page's latest-news popup shows once per browser session (session storage NOTICE_POP). Journeys that are
 * not about it mark it seen on every page load of this tab, so it never covers what they tap.
 */
export const skipNewsPopup = (page: Page) => page.addInitScript(() => sessionStorage.setItem('NOTICE_POP', '1'));

/**
 * The game list's tiles (games remote): the game button of each list item (each also has a favourite
 * toggle). The list renders only the rows near the screen, so this counts tiles in the page, not loaded.
 */
export const gameTiles = (page: Page) =>
  page.getByRole('list', { name: 'Games' }).getByRole('listitem').locator(':scope > button:first-child');

/** The position of the last tile in the page: how far the game list has loaded (it renders only rows near the screen). */
export const lastGamePosition = async (page: Page) =>
  Number(await page.getByRole('list', { name: 'Games' }).getByRole('listitem').last().getAttribute('aria-posinset'));

/** The game list's first page is on screen (its first tile; the rows further down are not in the page yet). */
export const firstGamesShown = (page: Page) =>
  expect(page.getByRole('list', { name: 'Games' }).locator('li[aria-posinset="1"]')).toBeVisible();

/** Scrolls the game list to the bottom until it has loaded `count` games (a page a second at most). */
export async function scrollUntilLoaded(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return lastGamePosition(page);
      },
      { timeout: 20_000, intervals: [300] },
    )
    .toBeGreaterThanOrEqual(count);
}

/** An input by its label (tab panels carry the same names as their fields, so inputs only). */
export const field = (page: Page, name: string | RegExp) =>
  page.locator('input, select, textarea').and(page.getByLabel(name));

/**
 * Each link `links` matches, as its visible words (a badge's count and a screen reader's suffix left out)
 * and its href: a menu's entries as a person reads them.
 */
export const visibleLinks = (links: Locator): Promise<Array<{ name: string; href: string }>> =>
  links.evaluateAll((nodes) =>
    nodes.map((node) => {
      const visible = node.cloneNode(true) as Element;
      visible.querySelectorAll('[aria-hidden="true"], .mc-visually-hidden').forEach((hidden) => hidden.remove());
      return { name: (visible.textContent ?? '').trim(), href: node.getAttribute('href') ?? '' };
    }),
  );

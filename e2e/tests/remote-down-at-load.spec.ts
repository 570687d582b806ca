import { expect, test, type Page } from './support/test';
import { ACCOUNTS, gameTiles, loginAs, remoteServer, sim, skipNewsPopup } from './support/platform';

/**
 * A remote whose origin is down when its page is first opened: the page's HTML has already asked for the
 * remote's manifest, entry, routes module and screen chunks (preloads that fail), so the fallback shows. Once
 * the origin is back, ONE press of Retry shows the screen, every one of those files asked for again (a
 * failed preload is not what the next attempt gets), and without a reload.
 */
interface Case {
  remote: 'member' | 'games' | 'agent' | 'cashier';
  origin: string;
  path: string;
  /** Signs in through the member remote (up) on the way, for a page that is not a guest's. */
  signIn?: (page: Page) => Promise<void>;
  /** The screen itself is there (its heading, and something only the screen draws). */
  shown: (page: Page) => Promise<void>;
}

const CASES: Case[] = [
  {
    remote: 'member',
    origin: 'http://localhost:3001',
    path: '/m/login',
    shown: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    },
  },
  {
    remote: 'games',
    origin: 'http://localhost:3002',
    path: '/m/gameList?gameType=RNG',
    shown: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(gameTiles(page).first()).toBeVisible();
    },
  },
  {
    remote: 'agent',
    origin: 'http://localhost:3003',
    path: '/m/agent-home',
    // The agent login lands on this very page (a tap, not a load): its fallback shows there first.
    signIn: async (page) => {
      await loginAs(page, ACCOUNTS.agent, 'agent');
      await expect(page).toHaveURL(/\/m\/agent-home/);
      await expect(page.getByTestId('remote-fallback-agent')).toBeVisible();
    },
    shown: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Agent shortcuts' })).toBeVisible();
    },
  },
  {
    remote: 'cashier',
    origin: 'http://localhost:3004',
    path: '/m/voucherCenter',
    signIn: async (page) => {
      await loginAs(page, ACCOUNTS.member);
      await expect(page).toHaveURL(/\/m\/home/);
    },
    shown: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Bank transfer' })).toBeVisible();
    },
  },
];

/** A URL without its query: the file asked for, whichever attempt asked. */
const fileOf = (url: string) => {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.href;
};

test.describe('a remote down when its page is first opened', () => {
  let stopped: string | null = null;
  test.afterEach(async ({ request }) => {
    if (stopped) await remoteServer(request, stopped, 'start');
    stopped = null;
    await sim.reset(request);
  });

  for (const { remote, origin, path, signIn, shown } of CASES) {
    test(`${remote} (${path}): the fallback, then one Retry once it is back shows the screen`, async ({
      page,
      request,
    }) => {
      const url = `${path}${path.includes('?') ? '&' : '?'}lang=EN`;
      // What the page's HTML preloads of the remote (its entry at least: the case this is about).
      const html = await (await request.get(url)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"/g)]
        .map((m) => m[1]!)
        .filter((href) => href.startsWith(`${origin}/`));
      expect(
        preloaded.some((href) => href.endsWith('/remoteEntry.js')),
        'the page preloads the remote entry',
      ).toBe(true);

      await remoteServer(request, remote, 'stop');
      stopped = remote;
      await skipNewsPopup(page);
      if (signIn) await signIn(page);

      await page.goto(url);
      const fallback = page.getByTestId(`remote-fallback-${remote}`);
      await expect(fallback).toContainText('This part of the site could not be loaded.');
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

      await remoteServer(request, remote, 'start');
      stopped = null;
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(`${origin}/`)) asked.push(fileOf(r.url()));
      });
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await shown(page);
      await expect(fallback).toHaveCount(0);
      // Every file the page had preloaded was asked for again by this one attempt, the manifest too.
      expect(preloaded.filter((href) => !asked.includes(href))).toEqual([]);
      expect(asked.some((href) => href.endsWith('/mf-manifest.json'))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    });
  }
});

import { expect, test, type Page } from './support/test';
import { ACCOUNTS, gameTiles, loginAs, remoteServer, sim, skipNewsPopup } from './support/platform';

/**
 * A remote that was down when the page loaded: the page's HTML preloaded its files and got failures, which
 * the browser keeps. Retry must be a real new attempt at every file, so one press brings the region back.
 */
const REMOTES = [
  { remote: 'member', path: '/m/login', account: null, shown: (page: Page) => page.getByRole('button', { name: 'Log in', exact: true }) },
  { remote: 'games', path: '/m/gameList?gameType=RNG', account: null, shown: (page: Page) => gameTiles(page).first() },
  { remote: 'cashier', path: '/m/voucherCenter', account: ACCOUNTS.member, shown: (page: Page) => page.getByRole('main').getByRole('heading').first() },
  { remote: 'agent', path: '/m/agent-home', account: ACCOUNTS.agent, shown: (page: Page) => page.getByRole('main').getByRole('heading').first() },
] as const;

test.afterEach(async ({ request }) => {
  for (const { remote } of REMOTES) await remoteServer(request, remote, 'start');
  await sim.reset(request);
});

test('a remote down when its own page loaded comes back with one Retry, for a route of each remote', async ({ page, request }) => {
  await skipNewsPopup(page);
  for (const { remote, path, account, shown } of REMOTES) {
    await test.step(remote, async () => {
      if (account) {
        await page.evaluate(() => sessionStorage.removeItem('MC_SESSION_INFO')).catch(() => undefined);
        await loginAs(page, account, account === ACCOUNTS.agent ? 'agent' : 'member');
        await expect(page).not.toHaveURL(/\/m\/login/);
      }
      await remoteServer(request, remote, 'stop');
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=EN`);
      const fallback = page.getByTestId(`remote-fallback-${remote}`);
      await expect(fallback).toContainText('This part of the site could not be loaded.');
      await page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
      await remoteServer(request, remote, 'start');
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(fallback).toBeHidden();
      await expect(shown(page)).toBeVisible();
      expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    });
  }
});

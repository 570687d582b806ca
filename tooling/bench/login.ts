import type { Page } from '@playwright/test';

/** Logs in through the site's own form in `page`, so the session is in that tab's storage. */
export async function logInThroughForm(
  page: Page,
  origin: string,
  account: { username: string; password: string },
  portal: 'member' | 'agent' = 'member',
): Promise<void> {
  await page.goto(`${origin}/m/login?lang=EN${portal === 'agent' ? '&portal=agent' : ''}`, {
    waitUntil: 'networkidle',
  });
  await page.fill('input[name=username]', account.username);
  await page.fill('input[name=password]', account.password);
  await page.click('button[type=submit]');
  // Polled from outside: a string predicate run inside the page is an eval, which the site's CSP refuses.
  for (let i = 0; !(await page.evaluate('sessionStorage.getItem("MC_SESSION_INFO") !== null')); i++) {
    if (i > 200) throw new Error('login did not complete');
    await page.waitForTimeout(100);
  }
}

/** What a page measured as a member does first: log in, then drop the HTTP cache the login visit filled (a cold load). */
export function loginStep(target: { page: { login?: { username: string; password: string } }; url: string }) {
  const login = target.page.login;
  if (!login) return undefined;
  return async (page: Page) => {
    await logInThroughForm(page, new URL(target.url).origin, login);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  };
}

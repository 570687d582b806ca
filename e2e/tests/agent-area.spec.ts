import { expect, test, type Page, type Response } from './support/test';
import { ACCOUNTS, loginAs, remoteServer, sim, skipNewsPopup } from './support/platform';

const MEMBER04 = { username: 'member04', password: 'Member1234' };

/** "1234.5" → "1,234.50": the site's money format, from the API's decimal string. */
function money(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** The value shown under a figure's label on the team overview. */
const figure = (page: Page, label: string) =>
  page.locator('.agt-overview__item', { has: page.getByText(label, { exact: true }) }).getByRole('definition');

const kpiAnswer = (page: Page, group: 'a' | 'b' | 'c', start?: string) =>
  page.waitForResponse(
    (r: Response) =>
      r.url().includes(`/wps/agent/kpi/${group}?`) &&
      (start === undefined || r.url().includes(`startDate=${start}`)) &&
      r.ok(),
  );

async function expectFigures(
  page: Page,
  a: Record<string, unknown>,
  b: Record<string, string>,
  c: Record<string, string>,
) {
  await expect(figure(page, 'Registrations')).toHaveText(String(a.registrations));
  await expect(figure(page, 'Logged in')).toHaveText(String(a.logins));
  await expect(figure(page, 'Team members')).toHaveText(String(a.teamSize));
  await expect(figure(page, 'Deposits')).toHaveText(money(b.deposits!));
  await expect(figure(page, 'Bets')).toHaveText(money(b.bets!));
  await expect(figure(page, 'Valid bets')).toHaveText(money(b.validBets!));
  await expect(figure(page, 'Team profit')).toHaveText(money(c.teamProfit!));
}

test.describe('agent area', () => {
  test.afterEach(async ({ request }) => {
    await remoteServer(request, 'agent', 'start');
    await sim.reset(request);
  });

  test('agent01: team overview by range, the API’s figures; an announcement read clears the badge; the transaction record returns to the agent home', async ({
    page,
  }) => {
    await skipNewsPopup(page);
    await loginAs(page, ACCOUNTS.agent, 'agent');
    await expect(page).toHaveURL(/\/m\/agent-home/);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    // Team overview from the menu: today by default.
    const todayA = kpiAnswer(page, 'a');
    const todayB = kpiAnswer(page, 'b');
    const todayC = kpiAnswer(page, 'c');
    await page.getByRole('navigation', { name: 'Agent menu' }).getByRole('link', { name: 'Team overview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
    const [a0, b0, c0] = await Promise.all([todayA, todayB, todayC].map(async (r) => (await (await r).json()).value));
    await expectFigures(page, a0, b0, c0);

    // This month: a longer period, its own figures (never fewer people or less money than today).
    const monthA = kpiAnswer(page, 'a');
    const monthB = kpiAnswer(page, 'b');
    const monthC = kpiAnswer(page, 'c');
    await page.getByRole('button', { name: 'This month' }).click();
    const [a1, b1, c1] = await Promise.all([monthA, monthB, monthC].map(async (r) => (await (await r).json()).value));
    expect(a1.startDate.endsWith('-01')).toBe(true);
    await expect(page).toHaveURL(new RegExp(`start=${a1.startDate}&end=${a1.endDate}`));
    await expectFigures(page, a1, b1, c1);
    expect(Number(a1.logins)).toBeGreaterThanOrEqual(Number(a0.logins));
    expect(Number(b1.bets)).toBeGreaterThanOrEqual(Number(b0.bets));

    // A custom range longer than 92 days is refused under its field, nothing asked.
    await page.getByLabel(/^Start date/).fill('2020-01-01');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Choose at most 92 days')).toBeVisible();

    // Yesterday: the figures follow.
    const yA = kpiAnswer(page, 'a');
    const yB = kpiAnswer(page, 'b');
    const yC = kpiAnswer(page, 'c');
    await page.getByRole('button', { name: 'Yesterday' }).click();
    const [a2, b2, c2] = await Promise.all([yA, yB, yC].map(async (r) => (await (await r).json()).value));
    expect(a2.startDate).toBe(a2.endDate);
    await expectFigures(page, a2, b2, c2);

    // Announcements: the footer badge counts the unread ones; reading one lowers it at once.
    const footer = page.getByRole('navigation', { name: 'Agent shortcuts' });
    const badge = footer.getByRole('link', { name: /^Announcements/ });
    await expect(badge).toHaveAccessibleName(/^Announcements ?, \d+ unread$/);
    const before = Number(/(\d+) unread/.exec((await badge.textContent()) ?? '')?.[1]);
    await badge.click();
    await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
    const list = page.getByRole('list', { name: 'Agent announcements' });
    await expect(list.getByTestId('notice-unread')).toHaveCount(before);
    await list.getByRole('button', { name: /Agent account security check/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Agent account security check' });
    await expect(dialog.getByText('updated terms')).toBeVisible();
    // The hostile content ran nothing.
    await dialog
      .getByText('Read more')
      .click()
      .catch(() => undefined);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    // The open dialog hides the page behind it (modal); closed, the badge already counts one fewer.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(badge).toHaveAccessibleName(new RegExp(`^Announcements ?, ${before - 1} unread$`));
    await expect(list.getByTestId('notice-unread')).toHaveCount(before - 1);

    // The agent home's transaction record (member remote) and its back arrow to the agent home.
    await page.goto('/m/agent?lang=EN');
    await page
      .getByRole('navigation', { name: 'Agent menu' })
      .getByRole('link', { name: 'Transaction record' })
      .click();
    await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction record' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    // The read announcement stayed read (the platform keeps it).
    await expect(
      page.getByRole('navigation', { name: 'Agent shortcuts' }).getByRole('link', { name: /^Announcements/ }),
    ).toHaveAccessibleName(before - 1 > 0 ? new RegExp(`^Announcements ?, ${before - 1} unread$`) : 'Announcements');
  });

  test('a type-4 member and a guest are sent to /m/home from the agent pages', async ({ page }) => {
    await skipNewsPopup(page);
    for (const path of ['/m/agent', '/m/agent/team/overview', '/m/member/notice?types=A']) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=EN`);
      await expect(page).toHaveURL(/\/m\/home$/);
    }
    await loginAs(page, MEMBER04);
    await expect(page).toHaveURL(/\/m\/home$/);
    for (const path of ['/m/agent', '/m/agent/team/overview']) {
      await page.goto(`${path}?lang=EN`);
      await expect(page).toHaveURL(/\/m\/home$/);
    }
  });

  test('the agent remote down: its region shows the fallback, the rest of the site works, Retry recovers', async ({
    page,
    request,
  }) => {
    await skipNewsPopup(page);
    // Down before the tab loads anything of it (home loads the agent's contract prompts for an agent).
    await remoteServer(request, 'agent', 'stop');
    await loginAs(page, ACCOUNTS.agent, 'agent');
    await expect(page).toHaveURL(/\/m\/agent-home/);
    const fallback = page.getByTestId('remote-fallback-agent');
    await expect(fallback).toContainText('This part of the site could not be loaded.');

    // The rest of the site works: home with its header and menu (the contract prompts' absence is no error),
    // the member centre (member remote).
    await page.goto('/m/home?lang=EN');
    await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.agent.nickname);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByText(ACCOUNTS.agent.username).first()).toBeVisible();

    // The member centre's link to the agency centre: the fallback again, in place; Retry once it is back.
    await page.getByRole('link', { name: 'Agency centre' }).click();
    await expect(page).toHaveURL(/\/m\/agent$/);
    await expect(fallback).toBeVisible();
    await remoteServer(request, 'agent', 'start');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Agent shortcuts' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});

import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, skipNewsPopup, visibleLinks } from './support/platform';

test.use({ viewport: { width: 375, height: 812 } });

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

// Every page the agent area offers agent01 — the home menu's entries and the footer's — must be a working
// screen: one main landmark, its own heading, never the host's "not available yet" page, no error state.
// Each screen's behaviour has its own journey.
test('every agent menu and footer entry opens a working screen for agent01', async ({ page, request }) => {
  test.setTimeout(180_000);
  // No contract prompt over the menu: this journey is about the pages.
  await sim.post(request, '/__sim/contracts', {
    username: ACCOUNTS.agent.username,
    dailysalreqtype: 0,
    divtypecompperiodreq: 0,
    contracthoursalreq: 0,
  });
  await skipNewsPopup(page);
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  const menu = page.getByRole('navigation', { name: 'Agent menu' });
  const footer = page.getByRole('navigation', { name: 'Agent shortcuts' });
  // Every whitelabel entry is on for agent01; they show once the menu has loaded.
  await expect(menu.getByRole('link', { name: /^Team overview/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Dividend/ })).toBeVisible();
  const read = (nav: typeof menu) => visibleLinks(nav.getByRole('link'));
  const entries = [
    ...(await read(menu)).map((e) => ({ ...e, nav: 'menu' as const })),
    ...(await read(footer)).map((e) => ({ ...e, nav: 'footer' as const })),
  ];
  expect(entries.filter((e) => e.nav === 'menu')).toHaveLength(11);
  expect(entries.filter((e) => e.nav === 'footer')).toHaveLength(4);
  for (const entry of entries) {
    const what = `${entry.nav}: ${entry.name}`;
    await page.goto('/m/agent');
    const nav = entry.nav === 'menu' ? menu : footer;
    await nav.locator(`a[href="${entry.href}"]`).first().click();
    await expect(page, what).toHaveURL(new RegExp(entry.href.replace(/[?]/g, '\\?')));
    await expect(page.getByRole('main'), what).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), what).toBeVisible();
    await expect(page.getByText('This page is not available yet'), what).toHaveCount(0);
    await expect(page.getByRole('alert'), what).toHaveCount(0);
  }
});

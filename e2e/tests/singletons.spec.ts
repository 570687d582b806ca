import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, sim, gameTiles } from './support/platform';

// A marker only react-dom's client renderer contains (the root API's own error for a missing container).
const REACT_DOM_MARKER = 'createRoot';

test.afterEach(async ({ request }) => {
  await sim.reset(request);
});

test('one React, one router, one kernel (one session store) shared by the host and every remote', async ({ page }) => {
  const scriptsWithRenderer = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(REACT_DOM_MARKER) && body.includes('hydrateRoot')) scriptsWithRenderer.add(response.url());
  });

  // Visit screens of all four remotes so every one of them has negotiated its shared modules.
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await expect(gameTiles(page).first()).toBeVisible();
  await page.goto('/m/withdrawReport?lang=EN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/m/mine?lang=EN');
  await expect(page.getByText(ACCOUNTS.agent.username).first()).toBeVisible();

  // Page loads fetch it again (same URL); what matters is that no other file carries a renderer.
  expect([...scriptsWithRenderer]).toHaveLength(1);
  expect([...scriptsWithRenderer][0]).toMatch(/^http:\/\/localhost:3000\//);

  const shares = await page.evaluate(() => {
    type Share = { loaded?: boolean; from: string; useIn?: string[] };
    const registry = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const out: Record<string, Array<{ version: string; from: string; loaded: boolean }>> = {};
    for (const scopes of Object.values(registry)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, share] of Object.entries(versions)) {
            if (!share.loaded) continue;
            (out[name] ??= []).push({ version, from: share.from, loaded: true });
          }
        }
      }
    }
    return out;
  });
  for (const name of [
    'react',
    'react-dom',
    'react-router',
    'zustand',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
    '@mc/shared-kernel',
  ]) {
    const loaded = [...new Map((shares[name] ?? []).map((s) => [`${s.version}@${s.from}`, s])).values()];
    expect.soft(loaded, name).toHaveLength(1);
    expect.soft(loaded[0]?.from, name).toBe('host');
  }
});

test('a session started in the member remote is the session of the host and of the agent remote', async ({ page }) => {
  await loginAs(page, ACCOUNTS.agent, 'agent');
  await expect(page).toHaveURL(/\/m\/agent-home/);
  // The agent remote reads the user name from the same store the member remote wrote.
  await expect(page.getByText(ACCOUNTS.agent.username).first()).toBeVisible();
  await page.goto('/m/home?lang=EN');
  await expect(page.getByTestId('header-name')).toHaveText(ACCOUNTS.agent.nickname);
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
  expect(stored.userName).toBe(ACCOUNTS.agent.username);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(stored.token);
});

test("the member remote's header opens the host's app-download popup through the shared event bus", async ({
  page,
}) => {
  await page.goto('/m/mine?lang=EN');
  await page.getByRole('button', { name: 'Download the app' }).click();
  const popup = page.getByRole('dialog', { name: 'Download the app' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
});

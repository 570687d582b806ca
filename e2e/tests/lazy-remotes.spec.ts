import { expect, test } from '@playwright/test';
import { gameTiles } from './support/platform';

const REMOTE_ORIGIN = /^http:\/\/localhost:300([1-4])\//;
const NAMES: Record<string, string> = { '1': 'member', '2': 'games', '3': 'agent', '4': 'cashier' };

test('a remote is fetched only when a route it owns is visited', async ({ page }) => {
  const fetched = new Set<string>();
  page.on('request', (r) => {
    const match = REMOTE_ORIGIN.exec(r.url());
    if (match) fetched.add(NAMES[match[1]!]!);
  });

  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...fetched]).toEqual([]);

  await page.getByRole('link', { name: 'Slots' }).click();
  await expect(gameTiles(page).first()).toBeVisible();
  expect([...fetched]).toEqual(['games']);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/m\/mine/);
  await page.waitForLoadState('networkidle');
  expect([...fetched].sort()).toEqual(['games', 'member']);
});

test('runtime files revalidate, hashed assets are immutable', async ({ request }) => {
  for (const url of ['/remotes.json', '/config.json', '/m/home', 'http://localhost:3002/0.1.0/mf-manifest.json', 'http://localhost:3002/0.1.0/remoteEntry.js']) {
    const response = await request.get(url);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }
  const manifest = await (await request.get('http://localhost:3002/0.1.0/mf-manifest.json')).json();
  const asset = manifest.exposes[0].assets.js.sync[0] as string;
  const hashed = await request.get(`http://localhost:3002/0.1.0/${asset}`);
  expect(hashed.headers()['cache-control']).toContain('immutable');
});

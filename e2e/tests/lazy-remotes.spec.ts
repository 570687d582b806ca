import { expect, test } from './support/test';
import { gameTiles, skipNewsPopup } from './support/platform';

const REMOTE_ORIGIN = /^http:\/\/localhost:300([1-4])\//;
const NAMES: Record<string, string> = { '1': 'member', '2': 'games', '3': 'agent', '4': 'cashier' };

test("home fetches only the games remote's widget modules (of the others, only their manifests); a remote's routes come with a route it owns", async ({
  page,
  request,
}) => {
  await skipNewsPopup(page);
  // A remote counts as fetched when any of its code is: its manifest alone (a kilobyte, fetched ahead when
  // the page is idle) is not the remote.
  const fetched = new Set<string>();
  const manifestsAhead = new Set<string>();
  const gamesFiles: string[] = [];
  page.on('request', (r) => {
    const match = REMOTE_ORIGIN.exec(r.url());
    if (!match) return;
    if (new URL(r.url()).pathname.endsWith('/mf-manifest.json')) manifestsAhead.add(NAMES[match[1]!]!);
    else fetched.add(NAMES[match[1]!]!);
    if (match[1] === '2') gamesFiles.push(new URL(r.url()).pathname);
  });
  // The games remote's own manifest says which files make up its routes module and its home widgets.
  const manifest = (await (await request.get('http://localhost:3002/0.1.0/mf-manifest.json')).json()) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const filesOf = (name: string) => manifest.exposes.find((e) => e.name === name)!.assets.js.sync;
  const widgetFiles = ['popular-games', 'hot-matches', 'winner-board'].flatMap(filesOf);
  const routesOnly = filesOf('routes').filter((f) => !widgetFiles.includes(f));
  expect(routesOnly.length).toBeGreaterThan(0);
  const requested = (files: string[]) =>
    [...new Set(files)].filter((f) => gamesFiles.some((p) => p.endsWith(`/${f}`))).sort();

  await page.goto('/m/home?lang=EN');
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect.poll(() => requested(widgetFiles)).toEqual([...new Set(widgetFiles)].sort());
  await page.waitForLoadState('networkidle');
  expect([...fetched]).toEqual(['games']);
  expect(requested(routesOnly)).toEqual([]);
  await expect.poll(() => [...manifestsAhead].sort()).toEqual(['agent', 'cashier', 'games', 'member']);

  await page.getByRole('navigation', { name: 'Game lists' }).getByRole('link', { name: 'Slots' }).click();
  await expect(gameTiles(page).first()).toBeVisible();
  expect([...fetched]).toEqual(['games']);
  expect(requested(routesOnly)).toEqual([...new Set(routesOnly)].sort());

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/m\/mine/);
  // The page's load state is long reached (an in-app navigation): wait for the member remote's files themselves.
  await expect.poll(() => [...fetched].sort()).toEqual(['games', 'member']);
});

test("a cold load of a remote's page preloads the remote's entry, routes module and screen, each fetched once and used", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/m/gameList?gameType=RNG&lang=EN')).text();
  const preloaded = [
    ...html.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="(http:\/\/localhost:3002\/[^"]+)"/g),
  ].map((m) => m[1]!);
  // The list the games remote's build wrote for this path, in order: entry, routes module, the screen's chunks.
  const list = (await (await request.get('http://localhost:3002/0.1.0/route-preload.json')).json()) as {
    entry: string;
    routes: string[];
    pages: Record<string, string[]>;
  };
  expect(preloaded).toEqual(
    [list.entry, ...list.routes, ...list.pages['/m/gameList']!].map((f) => `http://localhost:3002/0.1.0/${f}`),
  );

  const requests: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // Chrome says so when a preload is not used, or fetched in a way its use cannot take.
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(m.text());
  });
  await skipNewsPopup(page);
  await page.goto('/m/gameList?gameType=RNG&lang=EN');
  await expect(gameTiles(page).first()).toBeVisible();
  await page.waitForTimeout(3500);
  expect(preloaded.map((url) => [url, requests.filter((r) => r === url).length])).toEqual(
    preloaded.map((url) => [url, 1]),
  );
  expect(warnings).toEqual([]);
});

test('runtime files revalidate, hashed assets are immutable', async ({ request }) => {
  for (const url of [
    '/remotes.json',
    '/config.json',
    'http://localhost:3002/0.1.0/mf-manifest.json',
    'http://localhost:3002/0.1.0/remoteEntry.js',
  ]) {
    const response = await request.get(url);
    expect(response.headers()['cache-control'], url).toBe('no-cache');
  }
  // The page carries the visitor's own site settings: revalidated, and kept by no shared cache.
  expect((await request.get('/m/home')).headers()['cache-control']).toBe('private, no-cache');
  const manifest = await (await request.get('http://localhost:3002/0.1.0/mf-manifest.json')).json();
  const asset = manifest.exposes[0].assets.js.sync[0] as string;
  const hashed = await request.get(`http://localhost:3002/0.1.0/${asset}`);
  expect(hashed.headers()['cache-control']).toContain('immutable');
});

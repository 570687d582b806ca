import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { main as release } from '../../tooling/release/cli';
import { historyFileOf } from '../../tooling/release/file-store';
import type { HistoryEntry, Registry } from '../../tooling/release/store';
import { REGISTRY_FILE } from '../playwright.config';
import { expect, request as playwrightRequest, test, type Browser, type Page } from './support/test';
import { ACCOUNTS, loginAs, registry, sim } from './support/platform';

/*
 * Release drills on the composed site, through `npm run release` (tooling/release/cli.ts) and the registry file
 * the running host reads (docs/releasing.md). Each drill makes its release folders from the second cashier
 * build (`0.1.1-next`, made by `npm test`) and removes them after.
 */

const CASHIER_DIST = path.resolve(__dirname, '../../remote-cashier/dist');
const made: string[] = [];

/** A copy of the second cashier build under another version, changed by `edit` (a release as a team would ship it). */
function releaseFolder(version: string, edit: (dir: string) => void): string {
  const dir = path.join(CASHIER_DIST, version);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(CASHIER_DIST, '0.1.1-next'), dir, { recursive: true });
  made.push(dir);
  // As its build with MC_RELEASE=<version> would have written it.
  const contract = path.join(dir, 'release.json');
  writeFileSync(contract, JSON.stringify({ ...JSON.parse(readFileSync(contract, 'utf8')), version }));
  edit(dir);
  return dir;
}

/** Runs a release verb on the registry the host reads; its exit code and what it printed. */
async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await release([...argv, '--registry', REGISTRY_FILE], {
    env: { ...process.env, MC_RELEASE_BY: 'release drill' },
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

const cashierEntry = () =>
  (JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as Registry).remotes.find((r) => r.name === 'cashier')!;
const history = (): HistoryEntry[] => {
  const file = historyFileOf(REGISTRY_FILE);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as HistoryEntry)
    : [];
};

/** A new visitor's first answer from the site (a new bucket cookie): the cashier version chosen for it, and its cookies. */
async function newVisitorChoice(baseURL: string) {
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const resolved = (await (await visitor.get('/remotes.json')).json()) as Registry;
    const version = /\/([^/]+)\/mf-manifest\.json$/.exec(
      resolved.remotes.find((r) => r.name === 'cashier')!.manifest,
    )![1]!;
    return { version, cookies: (await visitor.storageState()).cookies };
  } finally {
    await visitor.dispose();
  }
}
const versionForNewVisitor = async (baseURL: string) => (await newVisitorChoice(baseURL)).version;

/** That visitor's phone: its cookies, logged in as demo01 through the session `seed`. */
async function phoneOf(
  browser: Browser,
  baseURL: string,
  userAgent: string,
  seed: string,
  cookies: Cookies,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    viewport: { width: 375, height: 812 },
    serviceWorkers: 'block',
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(cookies);
  await context.addInitScript((session) => {
    sessionStorage.setItem('MC_SESSION_INFO', session);
    sessionStorage.setItem('NOTICE_POP', '1');
  }, seed);
  return context.newPage();
}
type Cookies = Awaited<ReturnType<typeof newVisitorChoice>>['cookies'];

/** Opens the deposit screen; which cashier release ran it, and whether it showed the remote's fallback. */
async function openDeposit(phone: Page) {
  const entries: string[] = [];
  phone.on('request', (r) => {
    const match = /:3004\/([^/]+)\/remoteEntry\.js/.exec(r.url());
    if (match) entries.push(match[1]!);
  });
  await phone.goto('/m/voucherCenter?lang=EN');
  const fallback = phone.getByTestId('remote-fallback-cashier');
  await expect(phone.getByLabel(/^Amount/).or(fallback)).toBeVisible();
  return { version: entries[0], failed: (await fallback.count()) > 0 };
}

test.afterEach(async ({ request }) => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  registry.restore();
  rmSync(historyFileOf(REGISTRY_FILE), { force: true });
  await sim.reset(request);
});

test('a canary whose deposit screen throws reaches about half of new visitors and is rolled back by their field reports', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The deposit page's own chunk (in no other page's list) throws as it is evaluated.
  releaseFolder('0.1.2-drill', (dir) => {
    const pages = (
      JSON.parse(readFileSync(path.join(dir, 'route-preload.json'), 'utf8')) as { pages: Record<string, string[]> }
    ).pages;
    const others = new Set(
      Object.entries(pages).flatMap(([route, files]) => (route === '/m/voucherCenter' ? [] : files)),
    );
    const own = pages['/m/voucherCenter']!.filter((file) => !others.has(file));
    expect(own).toHaveLength(1);
    const chunk = path.join(dir, own[0]!);
    writeFileSync(
      chunk,
      `throw new Error("release drill: the deposit screen is broken");\n${readFileSync(chunk, 'utf8')}`,
    );
  });
  const published = await run('publish', 'cashier', '0.1.2-drill', '--canary', '50');
  expect(published.output).toContain('0.1.2-drill');
  expect(published.code).toBe(0);
  expect(cashierEntry().canary).toMatchObject({ percent: 50 });
  const started = Date.now();

  // One login; each phone below is a new visitor's with that session.
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  const seed = (await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO')))!;
  const userAgent = await page.evaluate(() => navigator.userAgent);

  // New visitors arrive (about two a second) until the canary is gone, or 80 have come. The site chooses each
  // one's version with its first answer; those it gives the canary open the deposit screen on a phone (the
  // others' pages are the stable release the other journeys run).
  const served: string[] = [];
  let canaryPhones = 0;
  /** The first canary visitor's page, left open on the fallback until the canary is gone. */
  let stillOpen: Page | null = null;
  while (cashierEntry().canary !== undefined && served.length < 80) {
    const { version, cookies } = await newVisitorChoice(baseURL!);
    served.push(version);
    if (version === '0.1.2-drill') {
      canaryPhones += 1;
      const phone = await phoneOf(browser, baseURL!, userAgent, seed, cookies);
      const reported = phone
        .waitForRequest((r) => r.url().endsWith('/field-report'), { timeout: 15_000 })
        .catch(() => null);
      // The broken screen: the remote's usual fallback, on the canary's files, and a field report within seconds.
      expect(await openDeposit(phone)).toEqual({ version: '0.1.2-drill', failed: true });
      expect(await reported, 'the canary visitor reported the error').not.toBeNull();
      if (stillOpen) await phone.context().close();
      else stillOpen = phone;
    } else {
      expect(version).toBe('0.1.0');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `release drill: rolled back after ${served.length} visitors, ${canaryPhones} on the canary, ${seconds} s after publishing`,
  );
  // About half of the visitors while it ran got the canary, and it was rolled back within a bounded number of
  // them: the rule's minimum sessions (4 here), plus those while the rule waited for its next turn (10 s).
  expect(cashierEntry().canary).toBeUndefined();
  expect(canaryPhones).toBeGreaterThanOrEqual(4);
  expect(canaryPhones).toBeLessThanOrEqual(12);
  expect(served.length - canaryPhones).toBeGreaterThanOrEqual(1);

  // The page left open on the canary's fallback: Retry asks the site again and gets the stable release.
  const retried: string[] = [];
  stillOpen!.on('request', (r) => retried.push(r.url()));
  await stillOpen!.getByTestId('remote-fallback-cashier').getByRole('button', { name: 'Retry' }).click();
  await expect(stillOpen!.getByLabel(/^Amount/)).toBeVisible();
  expect(retried.some((u) => u.includes(':3004/0.1.0/remoteEntry.js'))).toBe(true);
  await stillOpen!.context().close();

  // Every visitor after that gets the stable version, and its deposit screen works.
  const after = [];
  for (let i = 0; i < 10; i += 1) after.push(await newVisitorChoice(baseURL!));
  expect(after.map((v) => v.version)).toEqual(Array(10).fill('0.1.0'));
  const phone = await phoneOf(browser, baseURL!, userAgent, seed, after[0]!.cookies);
  expect(await openDeposit(phone)).toEqual({ version: '0.1.0', failed: false });
  await phone.context().close();
  // The registry's history says what happened and why.
  expect(history().map((e) => e.action)).toEqual(['canary', 'auto-rollback']);
  expect(history()[1]).toMatchObject({
    remote: 'cashier',
    by: 'field reports',
    reason: expect.stringMatching(/error rate/),
  });
  expect((await run('status')).output).toMatch(/auto-rollback/);
});

test('a good canary at 50 %, promoted: about half of new visitors get it, then every one does', async ({
  page,
  baseURL,
}) => {
  releaseFolder('0.1.2-good', () => undefined);
  expect((await run('publish', 'cashier', '0.1.2-good', '--canary', '50')).code).toBe(0);
  const before = [];
  for (let i = 0; i < 16; i += 1) before.push(await versionForNewVisitor(baseURL!));
  // 16 visitors at 50 %: both versions are served (all on one side has a chance of 2 in 65,536).
  expect(new Set(before)).toEqual(new Set(['0.1.0', '0.1.2-good']));

  expect((await run('promote', 'cashier')).code).toBe(0);
  expect(cashierEntry()).not.toHaveProperty('canary');
  for (let i = 0; i < 6; i += 1) expect(await versionForNewVisitor(baseURL!)).toBe('0.1.2-good');
  // And a page opens its screen from the promoted release.
  const entries: string[] = [];
  page.on('request', (r) => entries.push(r.url()));
  await loginAs(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/\/m\/home/);
  await page.goto('/m/withdrawReport?lang=EN');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(entries.some((u) => u.includes(':3004/0.1.2-good/remoteEntry.js'))).toBe(true);
  expect(history().map((e) => e.action)).toEqual(['canary', 'promote']);
});

test('the release check refuses a cashier that imports a router name the host lacks, and the registry is unchanged', async () => {
  // Its contract (written by its build) names `useBlocker`, which the host's react-router subset does not export.
  releaseFolder('0.1.3-router', (dir) => {
    const file = path.join(dir, 'release.json');
    const contract = JSON.parse(readFileSync(file, 'utf8')) as { imports: Record<string, string[]> };
    contract.imports['react-router'] = [...(contract.imports['react-router'] ?? []), 'useBlocker'];
    writeFileSync(file, JSON.stringify(contract));
  });
  const before = readFileSync(REGISTRY_FILE, 'utf8');
  const checked = await run('check', 'cashier', path.join(CASHIER_DIST, '0.1.3-router'));
  expect(checked.code).toBe(1);
  expect(checked.output).toMatch(/useBlocker/);
  const published = await run('publish', 'cashier', '0.1.3-router', '--canary', '10');
  expect(published.code).toBe(1);
  expect(readFileSync(REGISTRY_FILE, 'utf8')).toBe(before);
  expect(history()).toEqual([]);
});

import { expect, test } from './support/test';
import { ACCOUNTS, loginAs, registry, sim } from './support/platform';

test.describe('releasing one remote by changing the registry only', () => {
  test.afterEach(async ({ request }) => {
    registry.restore();
    await sim.reset(request);
  });

  test('remotes.json repointed at another cashier build: the next load uses it, the host is untouched', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));

    await loginAs(page, ACCOUNTS.member);
    await expect(page).toHaveURL(/\/m\/home/);
    await page.goto('/m/withdrawReport?lang=EN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.some((u) => u.includes(':3004/0.1.0/remoteEntry.js'))).toBe(true);

    const next = registry.read();
    next.remotes.find((r) => r.name === 'cashier')!.manifest = 'http://localhost:3004/0.1.1-next/mf-manifest.json';
    registry.write(next);

    // The page settled: nothing the previous load still asks for is counted as the next one's. The host's
    // scripts so far include what it fetches once idle (home's and the download popup's chunks).
    await page.waitForLoadState('networkidle');
    const hostScripts = requested.filter((u) => u.startsWith('http://localhost:3000/static/js/'));
    requested.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.some((u) => u.includes(':3004/0.1.1-next/mf-manifest.json'))).toBe(true);
    expect(requested.some((u) => u.includes(':3004/0.1.1-next/remoteEntry.js'))).toBe(true);
    expect(requested.some((u) => u.includes(':3004/0.1.0/'))).toBe(false);
    // Same host build: the host's own scripts are the same content-hashed files.
    const hostScriptsAfter = requested.filter((u) => u.startsWith('http://localhost:3000/static/js/'));
    expect(hostScriptsAfter.every((u) => hostScripts.includes(u))).toBe(true);

    // Rolling back is the same edit in reverse.
    registry.restore();
    // The page settled: nothing the previous load still asks for is counted as the next one's.
    await page.waitForLoadState('networkidle');
    requested.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requested.some((u) => u.includes(':3004/0.1.0/remoteEntry.js'))).toBe(true);
  });
});

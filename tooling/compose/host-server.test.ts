import { createServer, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHostServer, FIELD_REPORT_PATH, type CspReport } from './host-server';
import { RESOURCE_POLICY, WORKER_POLICY } from './security-headers';
import { createFileStore } from '../release/file-store';
import type { Registry, ReleaseStore } from '../release/store';
import { listen, type Listening } from './static-server';

/** Sends the path as written (fetch would resolve `..` before sending). */
function rawRequest(
  base: string,
  method: string,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname: url.hostname, port: url.port, method, path: requestPath, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(method === 'GET' ? undefined : '{"maintenance":true}');
  });
}

describe('the host server in front of the platform', () => {
  let dir: string;
  let upstream: Listening;
  const seen: Array<{ method: string; url: string; key: string | undefined }> = [];

  const startHost = (simAdmin: boolean) =>
    listen(
      createHostServer({
        distDir: dir,
        registryFile: path.join(dir, 'remotes.json'),
        configFile: path.join(dir, 'config.json'),
        apiTarget: upstream.url,
        simAdmin,
      }),
      0,
    );

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'host-server-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>site</title>');
    upstream = await listen(
      createServer((req, res) => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          key: req.headers['sim-admin-key'] as string | undefined,
        });
        req.resume();
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
      }),
      0,
    );
  });
  afterAll(async () => {
    await upstream.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    seen.length = 0;
  });

  it('never forwards /__sim to a platform it did not start (a real one): 404', async () => {
    const host = await startHost(false);
    try {
      for (const [method, requestPath] of [
        ['GET', '/__sim/state'],
        ['GET', '/__sim/sms?mobileNum=09450000001'],
        ['POST', '/__sim/mode'],
        ['GET', '/__sim'],
        ['GET', '/__sim?x=1'],
        ['POST', '/wps/../__sim/mode'],
        ['POST', '/lgw/%2e%2e/__sim/faults'],
        ['POST', '/wps/x\\..\\..\\__sim/mode'],
      ] as const) {
        expect([
          method,
          requestPath,
          await rawRequest(host.url, method, requestPath, { 'sim-admin-key': 'some-key-0123456789' }),
        ]).toEqual([method, requestPath, 404]);
      }
      expect(seen).toEqual([]);
      expect(await rawRequest(host.url, 'GET', '/wps/system/settings')).toBe(200);
      expect(seen.map((r) => r.url)).toEqual(['/wps/system/settings']);
    } finally {
      await host.close();
    }
  });

  it('forwards /__sim, header included, to the platform-sim it started', async () => {
    const host = await startHost(true);
    try {
      expect(await rawRequest(host.url, 'POST', '/__sim/mode', { 'sim-admin-key': 'some-key-0123456789' })).toBe(200);
      expect(await rawRequest(host.url, 'GET', '/__sim/state')).toBe(200);
      expect(seen).toEqual([
        { method: 'POST', url: '/__sim/mode', key: 'some-key-0123456789' },
        { method: 'GET', url: '/__sim/state', key: undefined },
      ]);
    } finally {
      await host.close();
    }
  });

  it('forwards the path the platform will resolve, so the decision and the platform agree', async () => {
    const host = await startHost(true);
    try {
      await rawRequest(host.url, 'POST', '/wps/../__sim/mode');
      await rawRequest(host.url, 'GET', '/wps/game/../system/settings?x=1');
      expect(seen.map((r) => r.url)).toEqual(['/__sim/mode', '/wps/system/settings?x=1']);
    } finally {
      await host.close();
    }
  });
});

describe('the host server taking CSP reports', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'host-csp-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const startHost = (onCspReport: (report: CspReport) => void, now: () => number) =>
    listen(
      createHostServer({
        distDir: dir,
        registryFile: path.join(dir, 'remotes.json'),
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
        onCspReport,
        now,
      }),
      0,
    );
  const post = (url: string, text: string) =>
    fetch(`${url}/csp-report`, { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: text });
  const report = (blocked: string) =>
    JSON.stringify({
      'csp-report': {
        'effective-directive': 'img-src',
        'blocked-uri': blocked,
        'document-uri': 'http://localhost/m/home?token=x',
      },
    });

  it('logs and keeps 20 reports a minute from one address, answers 429 beyond, and takes them again a minute later', async () => {
    let now = 1_000_000;
    const kept: CspReport[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const host = await startHost(
      (r) => kept.push(r),
      () => now,
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await post(host.url, report(`https://x.example/${i}`))).status);
      expect(statuses).toEqual([...Array(20).fill(204), ...Array(5).fill(429)]);
      expect(kept).toHaveLength(20);
      expect(kept[0]).toEqual({
        directive: 'img-src',
        blocked: 'https://x.example/0',
        page: 'http://localhost/m/home',
      });
      // One line per report taken, and one saying reports were dropped: not one per dropped report.
      const lines = warn.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.startsWith('[csp] img-src'))).toHaveLength(20);
      expect(lines.filter((line) => line.includes('over the rate limit'))).toEqual([
        '[csp] 1 report(s) over the rate limit dropped',
      ]);
      now += 60_000;
      expect((await post(host.url, report('https://x.example/again'))).status).toBe(204);
      expect(kept).toHaveLength(21);
    } finally {
      warn.mockRestore();
      await host.close();
    }
  });

  it('writes a report as one escaped, cut line: a newline in it cannot forge another', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kept: CspReport[] = [];
    const host = await startHost((r) => kept.push(r), Date.now);
    try {
      const forged = JSON.stringify({
        'csp-report': {
          'effective-directive': 'script-src\n[csp] all clear',
          'blocked-uri': `inline\r\nX${'y'.repeat(60_000)}`,
          'document-uri': 'http://localhost/m/\u2028x',
        },
      });
      expect((await post(host.url, forged)).status).toBe(204);
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0]![0]);
      // eslint-disable-next-line no-control-regex -- control characters are what it looks for
      expect(line).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
      expect(line).toContain('script-src\\u000A[csp] all clear');
      expect(line.length).toBeLessThan(700);
      expect(kept[0]!.blocked).toHaveLength(201);
    } finally {
      warn.mockRestore();
      await host.close();
    }
  });

  it('refuses a body over 64 KiB with 413 and keeps nothing of it', async () => {
    const kept: CspReport[] = [];
    const host = await startHost((r) => kept.push(r), Date.now);
    try {
      const huge = JSON.stringify({
        'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'x'.repeat(70 * 1024) },
      });
      expect((await post(host.url, huge)).status).toBe(413);
      expect((await post(host.url, 'not json')).status).toBe(204);
      expect(kept).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

describe('the host server serving the site', () => {
  it('answers a malformed or escaping static path with 404 and stays up', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-static-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><style>p{}</style></head><body></body></html>',
    );
    const host = await listen(
      createHostServer({
        distDir: dir,
        registryFile: path.join(dir, 'remotes.json'),
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
      }),
      0,
    );
    try {
      expect(await rawRequest(host.url, 'GET', '/static/%E0')).toBe(404);
      expect(await rawRequest(host.url, 'GET', '/static/..%2f..%2fetc%2fpasswd')).toBe(404);
      // Still serving, and the page has a nonce'd policy although the registry and config are missing.
      const page = await fetch(`${host.url}/m/home`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
      const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
      expect(await page.text()).toContain(`<style nonce="${nonce}">`);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts the registry and config in the page, preloads for a remote path and for home, and serves the worker and manifest from the root', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-root-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({
        remotes: [{ name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] }],
      }),
    );
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBase: '' }));
    writeFileSync(
      path.join(dir, 'preload.json'),
      JSON.stringify({ federation: ['/static/js/federation.1.js'], home: ['/static/js/home.1.js'] }),
    );
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"MC"}');
    const host = await listen(
      createHostServer({
        distDir: dir,
        registryFile: path.join(dir, 'remotes.json'),
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
      }),
      0,
    );
    try {
      const mine = await (await fetch(`${host.url}/m/mine?lang=EN`)).text();
      expect(mine).toContain('<script type="application/json" id="mc-boot">{"registry":');
      expect(mine).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:3001/0.1.0/mf-manifest.json" />',
      );
      expect(mine).toContain(
        '<link rel="preload" as="script" fetchpriority="low" href="/static/js/federation.1.js" />',
      );
      expect(mine).not.toContain('home.1.js');
      const home = await (await fetch(`${host.url}/m/home`)).text();
      expect(home.match(/<link rel="preload"[^>]*>/g)).toEqual([
        '<link rel="preload" as="script" href="/static/js/home.1.js" />',
      ]);

      const worker = await fetch(`${host.url}/sw.js`);
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-security-policy')).toBe(WORKER_POLICY);
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      const manifest = await fetch(`${host.url}/manifest.webmanifest`);
      expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives an old browser the legacy build: its page, its preload list and the legacy releases of the remotes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-variant-'));
    const page = (variant: string) =>
      `<!doctype html><html><head><meta name="mc-variant" content="${variant}" /></head><body></body></html>`;
    writeFileSync(path.join(dir, 'index.html'), page('modern'));
    writeFileSync(path.join(dir, 'index.legacy.html'), page('legacy'));
    writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({
        remotes: [{ name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] }],
      }),
    );
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBase: '' }));
    writeFileSync(
      path.join(dir, 'preload.json'),
      JSON.stringify({ federation: ['/static/js/federation.1.js'], home: [] }),
    );
    writeFileSync(
      path.join(dir, 'preload.legacy.json'),
      JSON.stringify({ federation: ['/static/legacy/js/federation.2.js'], home: [] }),
    );
    writeFileSync(path.join(dir, 'floor-check.js'), '(function () {})();');
    const host = await listen(
      createHostServer({
        distDir: dir,
        registryFile: path.join(dir, 'remotes.json'),
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
      }),
      0,
    );
    const iOS12 =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1';
    const chrome120 =
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
    try {
      const old = await fetch(`${host.url}/m/mine`, { headers: { 'user-agent': iOS12 } });
      const oldPage = await old.text();
      expect(oldPage).toContain('content="legacy"');
      expect(oldPage).toContain('href="http://localhost:3001/0.1.0/legacy/mf-manifest.json"');
      expect(oldPage).toContain('href="/static/legacy/js/federation.2.js"');
      // The registry itself is left as it is: the legacy app maps it with the same rule.
      expect(oldPage).toContain('"manifest":"http://localhost:3001/0.1.0/mf-manifest.json"');
      expect(old.headers.get('vary')).toBe('Accept-Encoding, User-Agent, Cookie');

      const current = await (await fetch(`${host.url}/m/mine`, { headers: { 'user-agent': chrome120 } })).text();
      expect(current).toContain('content="modern"');
      expect(current).toContain('href="http://localhost:3001/0.1.0/mf-manifest.json"');
      expect(current).toContain('href="/static/js/federation.1.js"');
      // A browser whose modern page failed asked for the legacy one.
      const asked = await (
        await fetch(`${host.url}/m/mine`, { headers: { 'user-agent': chrome120, cookie: 'mc-variant=legacy' } })
      ).text();
      expect(asked).toContain('content="legacy"');

      const check = await fetch(`${host.url}/floor-check.js`);
      expect([check.status, check.headers.get('cache-control')]).toEqual([200, 'no-cache']);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves its one page to every browser when the folder has no legacy build (the plain benchmark build)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-plain-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta name="mc-variant" content="modern" /></head><body></body></html>',
    );
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ remotes: [] }));
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBase: '' }));
    const host = await listen(
      createHostServer({
        distDir: dir,
        registryFile: path.join(dir, 'remotes.json'),
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
      }),
      0,
    );
    try {
      const page = await fetch(`${host.url}/m/home`, {
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) Version/12.1 Safari/604.1' },
      });
      expect([page.status, (await page.text()).includes('content="modern"')]).toEqual([200, true]);
    } finally {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("ends the page with the visitor's settings when the platform says the site is open, sent compressed and private", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'host-settings-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ remotes: [] }));
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBase: '' }));
    let settings: Record<string, unknown> = { merchantCode: 'MC01', maintenance: false, regionRestriction: false };
    let delayMs = 0;
    const calls: string[] = [];
    const platform = await listen(
      createServer((req, res) => {
        calls.push(req.url ?? '');
        setTimeout(
          () =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify({ success: true, value: settings })),
          delayMs,
        );
      }),
      0,
    );
    const host = await listen(
      createHostServer({
        distDir: dir,
        registryFile: path.join(dir, 'remotes.json'),
        configFile: path.join(dir, 'config.json'),
        apiTarget: platform.url,
        simAdmin: false,
      }),
      0,
    );
    const element =
      '<script type="application/json" id="mc-settings">{"merchantCode":"MC01","maintenance":false,"regionRestriction":false}</script>';
    try {
      const page = await fetch(`${host.url}/m/home`, { headers: { 'accept-encoding': 'br' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(await page.text()).toMatch(
        new RegExp(`<div id="root"></div>${element.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</body></html>$`),
      );
      expect(calls).toEqual(['/wps/system/settings']);
      const gzipped = await fetch(`${host.url}/m/mine`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(await gzipped.text()).toContain(element);

      // Maintenance is the app's own call to make; so is a platform slower than the page waits for.
      settings = { ...settings, maintenance: true };
      const closed = await (await fetch(`${host.url}/m/home`)).text();
      expect(closed).not.toContain('mc-settings');
      expect(closed).toMatch(/<\/body><\/html>$/);
      settings = { ...settings, maintenance: false };
      delayMs = 1500;
      const started = Date.now();
      const slow = await (await fetch(`${host.url}/m/home`)).text();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(slow).not.toContain('mc-settings');
      expect(slow).toMatch(/<\/body><\/html>$/);

      // The page up to its end is sent before the platform answers.
      delayMs = 200;
      const parts: Array<{ at: number; text: string }> = [];
      const asked = Date.now();
      await new Promise<void>((resolve, reject) => {
        httpRequest(`${host.url}/m/home`, (res) => {
          res.on('data', (chunk: Buffer) => parts.push({ at: Date.now() - asked, text: chunk.toString('utf8') }));
          res.on('end', resolve);
        })
          .on('error', reject)
          .end();
      });
      expect(parts[0]!.text).toContain('<div id="root"></div>');
      expect(parts[0]!.text).not.toContain('mc-settings');
      expect(parts[0]!.at).toBeLessThan(150);
      expect(parts.map((p) => p.text).join('')).toContain(element);

      // An API elsewhere: the page has nothing to say about it, and asks nothing.
      delayMs = 0;
      calls.length = 0;
      writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBase: 'https://api.example' }));
      expect(await (await fetch(`${host.url}/m/home`)).text()).not.toContain('mc-settings');
      expect(calls).toEqual([]);
    } finally {
      await host.close();
      await platform.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the host server serving each visitor their releases (docs/releasing.md)', () => {
  const STABLE = 'http://localhost:3004/0.1.0/mf-manifest.json';
  const CANARY = 'http://cdn.example:8443/cashier/0.2.0/mf-manifest.json';
  let dir: string;
  let host: Listening;
  let store: ReleaseStore;
  const registryFile = () => path.join(dir, 'remotes.json');
  const writeRegistry = (percent: number | null) =>
    writeFileSync(
      registryFile(),
      JSON.stringify({
        remotes: [
          { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] },
          {
            name: 'cashier',
            manifest: STABLE,
            routes: ['/m/withdraw'],
            ...(percent === null ? {} : { canary: { manifest: CANARY, percent, since: '2025-01-01T00:00:00.000Z' } }),
          },
        ],
      }),
    );
  const cookieOf = (response: Response) => /^(mc_bucket=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'host-canary-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body></body></html>',
    );
    writeFileSync(path.join(dir, 'config.json'), JSON.stringify({ apiBase: 'https://api.example' }));
    writeFileSync(
      path.join(dir, 'preload.json'),
      JSON.stringify({ federation: ['/static/js/federation.1.js'], home: [] }),
    );
    writeRegistry(50);
    store = createFileStore({ registryFile: registryFile() });
    host = await listen(
      createHostServer({
        distDir: dir,
        registryFile: registryFile(),
        store,
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
      }),
      0,
    );
  });
  afterEach(async () => {
    await host.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Which cashier release a page names in its boot data, its policy and its preloads (all three must agree). */
  const releaseOfPage = async (cookie?: string) => {
    const response = await fetch(`${host.url}/m/withdraw`, { headers: cookie ? { cookie } : {} });
    const html = await response.text();
    const boot = JSON.parse(/<script type="application\/json" id="mc-boot">(.*?)<\/script>/.exec(html)![1]!) as {
      registry: { remotes: Array<{ name: string; manifest: string }> };
    };
    const inBoot = boot.registry.remotes.find((r) => r.name === 'cashier')!.manifest;
    const policy = response.headers.get('content-security-policy') ?? '';
    const preloaded = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/.exec(html)?.[1];
    const version = inBoot === CANARY ? 'canary' : 'stable';
    expect([preloaded, policy.includes('http://cdn.example:8443'), JSON.stringify(boot).includes('canary')]).toEqual([
      inBoot,
      version === 'canary',
      false,
    ]);
    return { version, cookie: cookieOf(response), response };
  };

  it('serves a 50 % canary to about half of fresh visitors, in the boot data, the policy and the preloads', async () => {
    const pages = [];
    for (let i = 0; i < 200; i++) pages.push(await releaseOfPage());
    const canaries = pages.filter((p) => p.version === 'canary').length;
    // 200 visitors: 100 ± 30 is over four standard deviations.
    expect(canaries).toBeGreaterThan(70);
    expect(canaries).toBeLessThan(130);
    // Every fresh visitor got a bucket cookie of their own.
    expect(new Set(pages.map((p) => p.cookie)).size).toBe(200);
    expect(pages[0]!.response.headers.get('set-cookie')).toMatch(
      /^mc_bucket=[\w-]{22}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/,
    );
    expect(pages[0]!.response.headers.get('vary')).toContain('Cookie');
  }, 60_000);

  it('serves the same cookie the same release every time, and /remotes.json follows it', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const first = await releaseOfPage();
      seen.add(first.version);
      for (let visit = 0; visit < 3; visit++) {
        const again = await releaseOfPage(first.cookie);
        expect(again.version).toBe(first.version);
        // A known visitor is not given a new bucket.
        expect(again.response.headers.get('set-cookie')).toBeNull();
      }
      const registry = await fetch(`${host.url}/remotes.json`, {
        headers: { cookie: `mc-variant=modern; ${first.cookie!}` },
      });
      expect([registry.headers.get('cache-control'), registry.headers.get('vary')]).toEqual([
        'no-cache',
        'Accept-Encoding, Cookie',
      ]);
      const body = (await registry.json()) as { remotes: Array<{ name: string; manifest: string; canary?: unknown }> };
      expect(body.remotes[1]).toEqual({
        name: 'cashier',
        manifest: first.version === 'canary' ? CANARY : STABLE,
        routes: ['/m/withdraw'],
      });
    }
    // 12 visitors at 50 %: both releases were served (one in 2048 runs would see only one).
    expect(seen.size).toBe(2);
  }, 60_000);

  it('answers /remotes.json with the registry as it is now: a visitor of a dropped canary gets the stable release on Retry', async () => {
    writeRegistry(100);
    const page = await releaseOfPage();
    expect(page.version).toBe('canary');
    writeRegistry(null);
    const again = (await (await fetch(`${host.url}/remotes.json`, { headers: { cookie: page.cookie! } })).json()) as {
      remotes: Array<{ manifest: string }>;
    };
    expect(again.remotes[1]!.manifest).toBe(STABLE);
    // A fresh visitor asking /remotes.json first gets a bucket there too.
    expect(cookieOf(await fetch(`${host.url}/remotes.json`))).toMatch(/^mc_bucket=/);
  });

  it('sets the bucket cookie Secure over HTTPS', async () => {
    const secure = await listen(
      createHostServer({
        distDir: dir,
        registryFile: registryFile(),
        store,
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
        publicOrigin: 'https://site.example',
      }),
      0,
    );
    try {
      expect((await fetch(`${secure.url}/m/home`)).headers.get('set-cookie')).toMatch(
        /; HttpOnly; SameSite=Lax; Secure$/,
      );
    } finally {
      await secure.close();
    }
  });

  it('keeps serving the last registry read while the file is broken', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      writeRegistry(0);
      expect((await releaseOfPage()).version).toBe('stable');
      writeFileSync(registryFile(), '{ "remotes": [');
      expect((await releaseOfPage()).version).toBe('stable');
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        expect.stringMatching(/registry unreadable, serving the last one read/),
      ]);
    } finally {
      warn.mockRestore();
    }
  });

  it('shows the release at /release-status.json: canaries, the last 20 history entries, the field figures; read only', async () => {
    for (let i = 0; i < 25; i++) {
      await store.update((current) => ({
        registry: current,
        entry: {
          at: new Date(i * 1000).toISOString(),
          by: 't',
          remote: 'cashier',
          action: 'publish',
          from: null,
          to: `0.0.${i}`,
        },
      }));
    }
    await store.record([{ remote: 'cashier', version: '0.2.0', session: 's1', error: true, lcp: 1200 }]);
    const response = await fetch(`${host.url}/release-status.json`);
    expect([
      response.status,
      response.headers.get('cache-control'),
      response.headers.get('content-security-policy'),
    ]).toEqual([200, 'no-cache', RESOURCE_POLICY]);
    const status = (await response.json()) as {
      registry: Registry;
      history: Array<{ to: string }>;
      figures: unknown[];
    };
    expect(status.registry.remotes[1]!.canary).toEqual({
      manifest: CANARY,
      percent: 50,
      since: '2025-01-01T00:00:00.000Z',
    });
    expect(status.history.map((e) => e.to)).toEqual(Array.from({ length: 20 }, (_, i) => `0.0.${i + 5}`));
    expect(status.figures).toEqual([
      {
        remote: 'cashier',
        version: '0.2.0',
        sessions: 1,
        errorSessions: 1,
        errorRate: 1,
        p75: { lcp: 1200, inp: null, cls: null },
      },
    ]);
    expect((await fetch(`${host.url}/release-status.json`, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('hands POST /field-report to the field-report handler when one is given, with the store and the bucket', async () => {
    const calls: Array<{ bucket: string | null; sameStore: boolean }> = [];
    const withHandler = await listen(
      createHostServer({
        distDir: dir,
        registryFile: registryFile(),
        store,
        configFile: path.join(dir, 'config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
        fieldReport: (req, res, deps) => {
          calls.push({ bucket: deps.bucket, sameStore: deps.store === store });
          req.resume();
          res.writeHead(204).end();
        },
      }),
      0,
    );
    try {
      const { cookie } = await releaseOfPage();
      const answer = await fetch(`${withHandler.url}${FIELD_REPORT_PATH}`, {
        method: 'POST',
        body: '[]',
        headers: { cookie: cookie! },
      });
      expect(answer.status).toBe(204);
      expect(calls).toEqual([{ bucket: cookie!.slice('mc_bucket='.length), sameStore: true }]);
    } finally {
      await withHandler.close();
    }
  });
});

import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_GUARDS, ROUTE_LAYOUT } from '../../shared-kernel/src/contracts/federation';
import type { HostProvides, RemoteContract } from '../webpack/release-contract.cjs';
import { checkRelease, loadedUrls, type CheckInput } from './check';

// Small releases built here from one base: a cashier release with two routes, a live host that provides
// what it needs, and a registry that agrees with it. Each test changes one thing.

const scratch = mkdtempSync(path.join(tmpdir(), 'release-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let count = 0;

const baseHost = (): HostProvides => ({
  version: '0.9.0',
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'react-router', version: '7.18.5' },
    { name: '@mc/shared-kernel', version: '0.3.0' },
    { name: '@mc/shared-kernel/money', version: '0.3.0' },
  ],
  subsets: { 'react-router': ['Link', 'Navigate', 'useSearchParams'], 'react-i18next': ['useTranslation'] },
  guards: [...ROUTE_GUARDS],
  layouts: JSON.parse(JSON.stringify(ROUTE_LAYOUT)) as HostProvides['layouts'],
});

const baseContract = (): RemoteContract => ({
  name: 'cashier',
  version: '1.0.0',
  kernel: '^0.3.0',
  shared: [
    { name: '@mc/shared-kernel', requiredVersion: '^0.3.0' },
    { name: '@mc/shared-kernel/money', requiredVersion: '^0.3.0' },
    { name: 'react', requiredVersion: '^19.3.1' },
    { name: 'react-router', requiredVersion: '^7.18.5' },
  ],
  imports: { 'react-router': ['Link', 'useSearchParams'], 'react-i18next': ['useTranslation'] },
  routes: [
    {
      path: '/m/deposit',
      guard: 'real-account',
      layout: { titleKey: 'cashier:deposit', header: 'default', bottomMenu: true },
    },
    {
      path: '/m/wallet',
      aliases: ['/m/purse'],
      guard: 'member',
      layout: { titleKey: 'cashier:wallet', backTo: '/m/home' },
    },
  ],
});

const baseManifest = () => ({
  id: 'cashier',
  name: 'cashier',
  metaData: {
    name: 'cashier',
    buildInfo: { buildVersion: '1.0.0', buildName: '@mc/remote-cashier' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
  },
  shared: [{ id: 'cashier:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
  remotes: [],
  exposes: [{ id: 'cashier:routes', name: 'routes', path: './routes' }],
});

const baseFiles = (): Record<string, string> => ({
  'remoteEntry.js': 'var cashier;(()=>{/* entry */' + 'a'.repeat(200) + '})();',
  'static/js/__federation_expose_routes.1.js': 'export default [{path:"/m/deposit"}];',
  'static/js/deposit.2.js':
    'const svg="http://www.w3.org/2000/svg";const u=new URL("https://a@b");' + 'deposit();'.repeat(50),
  'static/js/wallet.3.js': 'wallet();',
  'static/css/page.4.css': '.csh-x{background:url(data:image/png;base64,AAAA)}',
});

const basePreload = () => ({
  entry: 'remoteEntry.js',
  routes: ['static/js/__federation_expose_routes.1.js'],
  pages: {
    '/m/deposit': ['static/js/deposit.2.js'],
    '/m/wallet': ['static/js/wallet.3.js'],
    '/m/purse': ['static/js/wallet.3.js'],
  },
});

const baseRegistry = (): CheckInput['registry'] => ({
  remotes: [
    { name: 'member', manifest: 'https://member.example.com/2.0.0/mf-manifest.json', routes: ['/m/login'] },
    {
      name: 'cashier',
      manifest: 'https://cashier.example.com/0.9.0/mf-manifest.json',
      routes: ['/m/deposit', '/m/wallet', '/m/purse'],
    },
  ],
});

interface Release {
  manifest?: unknown;
  contract?: unknown;
  preload?: unknown;
  files?: Record<string, string>;
  host?: unknown;
}

/** Writes a release and a live host's dist folder; what is undefined in `release` is left out. */
function write(release: Release): { dir: string; hostDir: string } {
  const dir = path.join(scratch, `release-${++count}`);
  const hostDir = path.join(scratch, `host-${count}`);
  mkdirSync(hostDir, { recursive: true });
  const put = (folder: string, name: string, value: unknown) => {
    if (value === undefined) return;
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), typeof value === 'string' ? value : JSON.stringify(value));
  };
  put(dir, 'mf-manifest.json', release.manifest);
  put(dir, 'release.json', release.contract);
  put(dir, 'route-preload.json', release.preload);
  for (const [name, text] of Object.entries(release.files ?? {})) put(dir, name, text);
  put(hostDir, 'host-provides.json', release.host);
  return { dir, hostDir };
}

async function check(change: Partial<Release> = {}, input: Partial<CheckInput> = {}) {
  const { dir, hostDir } = write({
    manifest: baseManifest(),
    contract: baseContract(),
    preload: basePreload(),
    files: baseFiles(),
    host: baseHost(),
    ...change,
  });
  return checkRelease({
    remote: 'cashier',
    dir,
    hostDir,
    registry: baseRegistry(),
    config: { origins: { images: ['https://img.cdn.example'] } },
    readLive: () => Promise.reject(new Error('not used')),
    budgets: { cashier: 10_000 },
    ...input,
  });
}

describe('checking a remote release', () => {
  it('passes a release the live host, the registry, the policy and the budget all agree with, and says its size', async () => {
    const result = await check();
    expect(result.refusals).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^cashier: JS for its heaviest page \(\/m\/deposit\): [\d.]+ KB brotli \(entry [\d.]+ KB, routes [\d.]+ KB, page [\d.]+ KB\), budget 9\.8 KB$/,
        ),
      ]),
    );
  });

  it("refuses a release whose contract names another version than its folder (a copy of another build), and takes the manifest's package version as it is", async () => {
    const contract = baseContract();
    const { dir, hostDir } = write({
      manifest: baseManifest(),
      contract,
      preload: basePreload(),
      files: baseFiles(),
      host: baseHost(),
    });
    const versioned = path.join(scratch, `v-${count}`, '2.0.0');
    mkdirSync(path.dirname(versioned), { recursive: true });
    renameSync(dir, versioned);
    const input = {
      remote: 'cashier',
      hostDir,
      registry: baseRegistry(),
      config: null,
      readLive: () => Promise.reject(new Error('not used')),
      budgets: { cashier: 10_000 },
    };
    const result = await checkRelease({ ...input, dir: versioned });
    expect(result.refusals).toEqual([
      expect.stringMatching(/^cashier: release\.json is of version .+, but the folder is 2\.0\.0/),
    ]);
    const same = path.join(path.dirname(versioned), contract.version);
    renameSync(versioned, same);
    expect((await checkRelease({ ...input, dir: same })).refusals).toEqual([]);
  });

  it('refuses a kernel range the live host does not satisfy (^0.4.0 against 0.3.0), saying to release the host first', async () => {
    const result = await check({ contract: { ...baseContract(), kernel: '^0.4.0' } });
    expect(result.ok).toBe(false);
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^cashier: requires @mc\/shared-kernel \^0\.4\.0; the host 0\.9\.0 provides 0\.3\.0: release a host that provides it first/,
      ),
    ]);
  });

  it('refuses a kit the live host does not provide, and a range only the manifest names that it does not satisfy', async () => {
    const contract = baseContract();
    contract.shared.push({ name: '@mc/shared-kernel/upload', requiredVersion: '^0.3.0' });
    const result = await check({ contract });
    expect(result.refusals).toEqual([
      expect.stringContaining(
        'cashier: requires shared module @mc/shared-kernel/upload ^0.3.0, which the host 0.9.0 does not provide',
      ),
    ]);
    // A range only the manifest names (the runtime reads the manifest) is held to the host too.
    const higher = await check({
      manifest: { ...baseManifest(), shared: [{ name: 'react', requiredVersion: '^20.0.0' }] },
      contract: { ...baseContract(), shared: [] },
    });
    expect(higher.refusals).toEqual([
      expect.stringContaining('cashier: requires react ^20.0.0; the host 0.9.0 provides 19.3.1'),
    ]);
  });

  it('refuses a name imported from a subset library the live host does not export (useBlocker from react-router)', async () => {
    const contract = baseContract();
    contract.imports['react-router'] = ['Link', 'useBlocker'];
    const result = await check({ contract });
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^cashier: imports useBlocker from react-router, which the host 0\.9\.0's subset does not export: add the names to tooling\/webpack\/subsets\/ and release that host first/,
      ),
    ]);
  });

  it('refuses a route the registry does not give the remote, listing the paths', async () => {
    const contract = baseContract();
    contract.routes.push({ path: '/m/bankCards', guard: 'real-account', layout: {} });
    const preload = basePreload();
    (preload.pages as Record<string, string[]>)['/m/bankCards'] = ['static/js/wallet.3.js'];
    const result = await check({ contract, preload });
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^cashier: the release's routes and the registry's disagree: only in the release \(release.json routes\): \/m\/bankCards: make the registry's routes/,
      ),
      expect.stringMatching(
        /^cashier: the release's preloaded pages and the registry's routes disagree: only in the preloads \(route-preload.json pages\): \/m\/bankCards/,
      ),
    ]);
  });

  it('refuses a registry path the release no longer has, listing it', async () => {
    const registry = baseRegistry();
    registry.remotes[1]!.routes.push('/m/withdraw');
    const result = await check({}, { registry });
    expect(result.refusals).toEqual([
      expect.stringContaining("the release's routes and the registry's disagree: only in the registry: /m/withdraw"),
      expect.stringContaining(
        "the release's preloaded pages and the registry's routes disagree: only in the registry: /m/withdraw",
      ),
    ]);
  });

  it('refuses a path another remote already has in the registry', async () => {
    const registry = baseRegistry();
    registry.remotes[0]!.routes.push('/m/wallet');
    const result = await check({}, { registry });
    expect(result.refusals).toEqual([expect.stringContaining("cashier: /m/wallet is also member's in the registry")]);
  });

  it('refuses a guard the live host does not know, and a layout value it does not accept', async () => {
    const contract = baseContract();
    contract.routes[0]!.guard = 'vip';
    contract.routes[1]!.layout = { header: 'transparent', backTo: 'home', swipe: true };
    const result = await check({ contract });
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^cashier: route \/m\/deposit has guard "vip", which the host 0\.9\.0 does not know \(it knows none, member, real-account, agent\): use one the host knows/,
      ),
      expect.stringContaining(
        'route /m/wallet has header: "transparent", which the host 0.9.0 does not accept (one of "default", "none")',
      ),
      expect.stringContaining('route /m/wallet has backTo: "home", which the host 0.9.0 does not accept (a path)'),
      expect.stringContaining('route /m/wallet has layout field swipe, which the host 0.9.0 does not know'),
    ]);
  });

  it('refuses a script, style or image from an origin the policy does not allow; its own origin and origins.images pass', async () => {
    const files = baseFiles();
    files['static/js/deposit.2.js'] +=
      'const s="https://cdn.evil.example/lib.min.js";const own="https://cashier.example.com/shared/x.js";';
    files['static/css/page.4.css'] +=
      '.csh-a{background:url("https://img.cdn.example/a.png")}.csh-b{background: url(https://pixel.tracker.example/p.gif)}';
    files['legacy/static/js/1.js'] =
      'var css=".csh-c{background:url(https://pixel.tracker.example/q.png)}";@import "https://fonts.example/f.css";';
    const result = await check({ files });
    expect(result.refusals).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^cashier: static\/js\/deposit\.2\.js loads a script from https:\/\/cdn\.evil\.example, which the site's Content-Security-Policy \(script-src\) does not allow: serve it from cashier's own origin or the site/,
        ),
        expect.stringMatching(
          /^cashier: legacy\/static\/js\/1\.js, static\/css\/page\.4\.css load an image from https:\/\/pixel\.tracker\.example, .*\(img-src\).*add https:\/\/pixel\.tracker\.example to origins\.images in deploy\/config\.json/,
        ),
        expect.stringContaining('loads a style from https://fonts.example'),
      ]),
    );
    expect(result.refusals).toHaveLength(3);
    // The same image CDN, allowed by the deployment, passes.
    const allowed = await check(
      { files: { ...baseFiles(), 'static/css/page.4.css': '.csh-a{background:url(https://a.img.cdn.example/a.png)}' } },
      { config: { origins: { images: ['https://*.img.cdn.example'] } } },
    );
    expect(allowed.refusals).toEqual([]);
  });

  it('refuses JS over the budget, naming the figure and the budget', async () => {
    const result = await check({}, { budgets: { cashier: 50 } });
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^cashier: the JS its heaviest page needs \(\/m\/deposit\) is [\d.]+ KB brotli, over its budget of 0\.0 KB: .*deploy\/release-budgets\.json/,
      ),
    ]);
    expect(result.notes).toEqual(expect.arrayContaining([expect.stringMatching(/budget 0\.0 KB$/)]));
  });

  it('takes the budgets from deploy/release-budgets.json when none are given', async () => {
    const result = await check({}, { budgets: undefined });
    expect(result.notes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^cashier: JS for its heaviest page .* budget [\d.]+ KB$/)]),
    );
  });

  it("refuses a malformed manifest: another remote's name, no entry, not JSON, missing", async () => {
    const games = await check({ manifest: { ...baseManifest(), name: 'games' } });
    expect(games.refusals).toEqual([
      expect.stringMatching(
        /^cashier: mf-manifest\.json is malformed \(its name is "games", not "cashier"\): check that this is cashier's release folder/,
      ),
    ]);
    const manifest = baseManifest();
    const noEntry = await check({
      manifest: { ...manifest, metaData: { ...manifest.metaData, remoteEntry: {} }, exposes: [] },
    });
    expect(noEntry.refusals).toEqual([
      expect.stringContaining('(no metaData.remoteEntry.name (the entry script); it exposes no ./routes module)'),
    ]);
    expect((await check({ manifest: '{"name": "cashier",' })).refusals).toEqual([
      expect.stringMatching(/^cashier: mf-manifest\.json is not JSON/),
    ]);
    expect((await check({ manifest: undefined })).refusals).toEqual([
      expect.stringMatching(/^cashier: mf-manifest\.json is missing/),
    ]);
    const files = baseFiles();
    delete files['remoteEntry.js'];
    expect((await check({ files })).refusals).toEqual(
      expect.arrayContaining([expect.stringContaining("the manifest's entry remoteEntry.js is not in")]),
    );
  });

  it('refuses a release without its contract, or with a malformed one', async () => {
    expect((await check({ contract: undefined })).refusals).toEqual([
      expect.stringMatching(
        /^cashier: release\.json is missing, so what it requires of the host cannot be checked: rebuild it/,
      ),
    ]);
    expect((await check({ contract: { ...baseContract(), routes: 'all' } })).refusals).toEqual([
      expect.stringContaining('release.json is malformed (routes is not a list'),
    ]);
  });

  it("refuses when the live host's host-provides.json cannot be read", async () => {
    const result = await check({ host: undefined });
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^cashier: the live host's host-provides\.json .* is missing, so the release cannot be checked against it/,
      ),
    ]);
  });
});

describe('checking a host release against the live remotes', () => {
  const liveCashier = baseContract();
  const liveCanary: RemoteContract = {
    ...baseContract(),
    version: '1.1.0',
    imports: { 'react-router': ['Link', 'Navigate'] },
  };
  const registry = (): CheckInput['registry'] => {
    const r = baseRegistry();
    r.remotes[1]!.canary = { manifest: 'https://cashier.example.com/1.1.0/mf-manifest.json', percent: 10 };
    return r;
  };
  const live: Record<string, unknown> = {
    'https://member.example.com/2.0.0/mf-manifest.json': {
      ...baseContract(),
      name: 'member',
      version: '2.0.0',
      imports: {},
      routes: [],
    },
    'https://cashier.example.com/0.9.0/mf-manifest.json': liveCashier,
    'https://cashier.example.com/1.1.0/mf-manifest.json': liveCanary,
  };
  const readLive = jest.fn(async (manifest: string, file: string) => {
    if (file !== 'release.json' || !(manifest in live)) throw new Error(`404 ${manifest}`);
    return live[manifest];
  });

  async function checkHost(host: unknown, input: Partial<CheckInput> = {}) {
    const { hostDir } = write({ host });
    return checkRelease({
      remote: 'host',
      dir: hostDir,
      hostDir: path.join(scratch, 'none'),
      registry: registry(),
      config: null,
      readLive,
      ...input,
    });
  }

  it('passes a host that adds names and keeps everything live remotes use, canaries included', async () => {
    readLive.mockClear();
    const host = baseHost();
    host.subsets['react-router'] = [...host.subsets['react-router']!, 'useBlocker', 'useMatch'];
    const result = await checkHost(host);
    expect(result.refusals).toEqual([]);
    expect(result.ok).toBe(true);
    expect(readLive.mock.calls.map(([manifest]) => manifest).sort()).toEqual(Object.keys(live).sort());
    expect(result.notes).toEqual(['host 0.9.0: checked against 3 live remote releases']);
  });

  it('refuses a host that drops a name a live remote imports, naming the remote and the name', async () => {
    const host = baseHost();
    host.subsets['react-router'] = ['Link', 'useSearchParams'];
    const result = await checkHost(host);
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^host: the live cashier \(canary, 10 %\) at https:\/\/cashier\.example\.com\/1\.1\.0\/mf-manifest\.json \(1\.1\.0\) imports Navigate from react-router, which the host 0\.9\.0's subset does not export: this host release would break it/,
      ),
    ]);
  });

  it('refuses a host whose kernel no longer satisfies a live remote, or that drops a shared module, guard or layout value', async () => {
    const host = baseHost();
    host.shared = host.shared
      .filter((s) => s.name !== '@mc/shared-kernel/money')
      .map((s) => (s.name === '@mc/shared-kernel' ? { ...s, version: '0.4.0' } : s));
    host.guards = host.guards.filter((g) => g !== 'real-account');
    host.layouts = { ...host.layouts, header: ['none'] };
    const result = await checkHost(host);
    const cashier = result.refusals.filter((r) => r.startsWith('host: the live cashier at'));
    expect(cashier).toEqual([
      expect.stringContaining('requires @mc/shared-kernel ^0.3.0; the host 0.9.0 provides 0.4.0'),
      expect.stringContaining(
        'requires shared module @mc/shared-kernel/money ^0.3.0, which the host 0.9.0 does not provide',
      ),
      expect.stringContaining('route /m/deposit has guard "real-account", which the host 0.9.0 does not know'),
      expect.stringContaining(
        'route /m/deposit has header: "default", which the host 0.9.0 does not accept (one of "none")',
      ),
    ]);
    // The canary has the same routes and kernel (four lines more), the member the same kernel (two).
    expect(result.refusals).toHaveLength(10);
    expect(result.ok).toBe(false);
  });

  it('refuses a host when a live remote has no readable release.json, and a host dist without host-provides.json', async () => {
    const result = await checkHost(baseHost(), {
      readLive: async (manifest) => (manifest.includes('member') ? Promise.reject(new Error('404')) : live[manifest]),
    });
    expect(result.refusals).toEqual([
      expect.stringMatching(
        /^host: cannot read the release\.json of the live member at .* \(404\).*release member again with a build that writes release\.json/,
      ),
    ]);
    expect((await checkHost(undefined)).refusals).toEqual([
      expect.stringMatching(/^host: host-provides\.json is missing in .*: rebuild the host/),
    ]);
  });
});

describe('the URLs a release loads', () => {
  it('finds scripts, styles, images and fonts by what they are, and leaves other URLs alone', () => {
    const text = [
      'new URL("http://localhost");fetch("https://api.example/wps/list");',
      'const ns="http://www.w3.org/2000/svg";',
      'x.src="https://cdn.example/a.js?v=1";',
      '.a{background:url(https://img.example/a)}',
      '@font-face{src:url("https://fonts.example/f.woff2")}',
    ].join('\n');
    expect(loadedUrls(text)).toEqual(
      expect.arrayContaining([
        { kind: 'script', url: 'https://cdn.example/a.js?v=1' },
        { kind: 'image', url: 'https://img.example/a' },
        { kind: 'font', url: 'https://fonts.example/f.woff2' },
      ]),
    );
    expect(loadedUrls(text)).toHaveLength(3);
  });
});

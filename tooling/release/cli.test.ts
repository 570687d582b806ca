import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { main, previousStable, type CliDeps } from './cli';
import { historyFileOf } from './file-store';
import type { HistoryEntry, Registry } from './store';
import { startRedis, type TestRedis } from './testing/redis-server';

const ROOT = path.resolve(__dirname, '../..');
const manifest = (port: number, version: string) => `http://localhost:${port}/${version}/mf-manifest.json`;

let root: string;
let registryFile: string;
let lines: { out: string[]; err: string[] };
let clock: number;

const SEED: Registry = {
  remotes: [
    { name: 'member', manifest: manifest(3001, '0.1.0'), routes: ['/m/mine'] },
    { name: 'cashier', manifest: manifest(3004, '0.1.0'), routes: ['/m/withdraw'] },
  ],
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-cli-'));
  mkdirSync(path.join(root, '.compose'));
  registryFile = path.join(root, '.compose/remotes.json');
  writeFileSync(registryFile, JSON.stringify(SEED, null, 2));
  for (const version of ['0.2.0', '0.3.0'])
    mkdirSync(path.join(root, `remote-cashier/dist/${version}`), { recursive: true });
  lines = { out: [], err: [] };
  clock = Date.parse('2025-03-01T10:00:00.000Z');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/**
 * The verbs' tests stand the checker in (its own tests are check.test.ts): these releases are empty folders.
 * One test below runs the real checker on such a folder.
 */
const passingCheck: CliDeps['checkRelease'] = async () => ({
  ok: true,
  refusals: [],
  notes: ['checked by a stand-in'],
});

const deps = (extra: Partial<CliDeps> = {}): CliDeps => ({
  checkRelease: passingCheck,
  root,
  cwd: root,
  env: { MC_RELEASE_BY: 'alice' },
  now: () => new Date((clock += 1000)),
  out: (line) => lines.out.push(line),
  err: (line) => lines.err.push(line),
  ...extra,
});
const run = (...argv: string[]) => main(argv, deps());
const registry = () => JSON.parse(readFileSync(registryFile, 'utf8')) as Registry;
const cashier = () => registry().remotes.find((r) => r.name === 'cashier')!;
const history = () =>
  readFileSync(historyFileOf(registryFile), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as HistoryEntry);

describe('npm run release', () => {
  it('publishes a stable release at once, with its history entry', async () => {
    expect(await run('publish', 'cashier', '0.2.0')).toBe(0);
    expect(cashier()).toEqual({ name: 'cashier', manifest: manifest(3004, '0.2.0'), routes: ['/m/withdraw'] });
    expect(history()).toEqual([
      { at: '2025-03-01T10:00:01.000Z', by: 'alice', remote: 'cashier', action: 'publish', from: '0.1.0', to: '0.2.0' },
    ]);
    expect(lines.out).toEqual([
      '  note: checked by a stand-in',
      'checked remote-cashier/dist/0.2.0: ok',
      expect.stringMatching(/^cashier: 0\.2\.0 is the stable release now \(was 0\.1\.0\)/),
    ]);
    // The other remotes are untouched.
    expect(registry().remotes[0]).toEqual(SEED.remotes[0]);
  });

  it('publishes a canary, ramps its share, promotes it', async () => {
    expect(await run('publish', 'cashier', '0.2.0', '--canary', '10')).toBe(0);
    expect(cashier()).toEqual({
      ...SEED.remotes[1],
      canary: { manifest: manifest(3004, '0.2.0'), percent: 10, since: '2025-03-01T10:00:01.000Z' },
    });
    expect(lines.out.at(-1)).toBe('cashier: 0.2.0 is a canary for 10 % of visitors (stable stays 0.1.0)');
    expect(await run('publish', 'cashier', '0.2.0', '--canary=50')).toBe(0);
    // The same canary at a larger share: it keeps its start.
    expect(cashier().canary).toEqual({
      manifest: manifest(3004, '0.2.0'),
      percent: 50,
      since: '2025-03-01T10:00:01.000Z',
    });
    expect(await run('promote', 'cashier')).toBe(0);
    expect(cashier()).toEqual({ name: 'cashier', manifest: manifest(3004, '0.2.0'), routes: ['/m/withdraw'] });
    expect(history().map((e) => [e.action, e.from, e.to, e.percent])).toEqual([
      ['canary', '0.1.0', '0.2.0', 10],
      ['canary', '0.1.0', '0.2.0', 50],
      ['promote', '0.1.0', '0.2.0', 50],
    ]);
  });

  it('rolls a canary back: dropped, the stable stays, the reason kept', async () => {
    await run('publish', 'cashier', '0.2.0', '--canary', '25');
    expect(await run('rollback', 'cashier', '--reason', 'errors on withdraw')).toBe(0);
    expect(cashier()).toEqual(SEED.remotes[1]);
    expect(history().at(-1)).toMatchObject({
      action: 'rollback',
      from: '0.2.0',
      to: '0.1.0',
      percent: 25,
      reason: 'errors on withdraw',
    });
    expect(lines.out.at(-1)).toBe(
      'cashier: canary 0.2.0 dropped; every visitor runs the stable 0.1.0 from their next page load',
    );
  });

  it('rolls a stable release back to the one before it, step by step, as the history says', async () => {
    await run('publish', 'cashier', '0.2.0');
    await run('publish', 'cashier', '0.3.0', '--canary', '10');
    await run('promote', 'cashier');
    // A canary tried and dropped in between changes nothing of the stable line.
    await run('publish', 'cashier', '0.2.0', '--canary', '5');
    await run('rollback', 'cashier');
    expect(versionOfCashier()).toBe('0.3.0');
    expect(await run('rollback', 'cashier', '--reason', 'slow')).toBe(0);
    expect(versionOfCashier()).toBe('0.2.0');
    expect(lines.out.at(-1)).toBe('cashier: rolled back from 0.3.0 to the previous stable release 0.2.0');
    expect(await run('rollback', 'cashier')).toBe(0);
    expect(versionOfCashier()).toBe('0.1.0');
    // Nothing before the first release: refused, nothing written.
    const entries = history().length;
    expect(await run('rollback', 'cashier')).toBe(1);
    expect(lines.err[0]).toMatch(
      /^refused: cashier has no canary, and the history does not say which stable release came before 0\.1\.0/,
    );
    expect(history()).toHaveLength(entries);
  });

  it('refuses what it cannot do, says why, and writes nothing', async () => {
    const before = readFileSync(registryFile, 'utf8');
    const refused = async (argv: string[], reason: RegExp, code = 1) => {
      lines.err = [];
      expect(await run(...argv)).toBe(code);
      expect(lines.err.join('\n')).toMatch(reason);
    };
    await refused(['publish', 'cashier', '0.9.0'], /no release folder .*remote-cashier\/dist\/0\.9\.0/);
    await refused(['publish', 'cashier', '0.1.0'], /0\.1\.0 is already the stable release/);
    await refused(['publish', 'wallet', '0.2.0'], /no remote "wallet" in the registry .* it has member, cashier/);
    await refused(['publish', 'cashier', '../x'], /not a release version/, 2);
    await refused(
      ['publish', 'cashier', '0.2.0', '--canary', '0'],
      /--canary takes a share of visitors from 1 to 100/,
      2,
    );
    await refused(['publish', 'cashier', '0.2.0', '--canary', '150'], /--canary takes a share/, 2);
    await refused(['promote', 'cashier'], /cashier has no canary to promote \(stable: 0\.1\.0\)/);
    await refused(['frobnicate'], /unknown verb "frobnicate"/, 2);
    await refused(['status', '--force'], /unknown option --force/, 2);
    expect(readFileSync(registryFile, 'utf8')).toBe(before);
    expect(() => history()).toThrow(/ENOENT/);

    await run('publish', 'cashier', '0.2.0', '--canary', '10');
    await refused(
      ['publish', 'cashier', '0.3.0'],
      /cashier has a canary running \(0\.2\.0 at 10 %\)[\s\S]*promote it .* or roll it back/,
    );
    await refused(['publish', 'cashier', '0.3.0', '--canary', '20'], /cashier has a canary running/);
  });

  it('refuses to publish what the release checks refuse, with their reasons', async () => {
    const code = await main(
      ['publish', 'cashier', '0.2.0'],
      deps({
        checkRelease: async () => ({
          ok: false,
          refusals: ['entry over budget', 'needs kernel ^0.3.0'],
          notes: ['read 4 files'],
        }),
      }),
    );
    expect(code).toBe(1);
    expect(lines.out).toEqual(['  note: read 4 files']);
    expect(lines.err).toEqual([
      'refused: the checks refuse remote-cashier/dist/0.2.0:',
      '    - entry over budget',
      '    - needs kernel ^0.3.0',
    ]);
    expect(cashier()).toEqual(SEED.remotes[1]);
  });

  it('with the real checker, refuses to publish a folder that is no release, and writes nothing', async () => {
    const code = await main(['publish', 'cashier', '0.2.0'], deps({ checkRelease: undefined }));
    expect(code).toBe(1);
    expect(lines.err.join('\n')).toMatch(/mf-manifest\.json/);
    expect(cashier()).toEqual(SEED.remotes[1]);
  });

  it('checks a folder through the checker, giving it the registry, the host build, the config and the live reader', async () => {
    const seen: unknown[] = [];
    const code = await main(
      ['check', 'cashier', 'remote-cashier/dist/0.3.0'],
      deps({
        checkRelease: async (input) => {
          seen.push({ ...input, readLive: typeof input.readLive });
          return { ok: true, refusals: [], notes: [] };
        },
      }),
    );
    expect(code).toBe(0);
    expect(seen).toEqual([
      {
        remote: 'cashier',
        dir: path.join(root, 'remote-cashier/dist/0.3.0'),
        registry: SEED,
        hostDir: path.join(root, 'host/dist'),
        config: {},
        readLive: 'function',
      },
    ]);
    // The host's own build is checked too (against the live remotes); it is no remote of the registry.
    mkdirSync(path.join(root, 'host/dist'), { recursive: true });
    expect(
      await main(
        ['check', 'host', 'host/dist'],
        deps({ checkRelease: async () => ({ ok: true, refusals: [], notes: [] }) }),
      ),
    ).toBe(0);
  });

  it('shows each remote: stable, canary and share, field figures per version, the last changes', async () => {
    await run('publish', 'cashier', '0.2.0', '--canary', '10');
    lines.out = [];
    const figures = [
      {
        remote: 'cashier',
        version: '0.2.0',
        sessions: 40,
        errorSessions: 2,
        errorRate: 0.05,
        p75: { lcp: 2100.4, inp: 180, cls: 0.0123 },
      },
    ];
    expect(
      await main(
        ['status', '--site', 'http://localhost:3000'],
        deps({
          fetchStatus: async (url) => (expect(url).toBe('http://localhost:3000/release-status.json'), { figures }),
        }),
      ),
    ).toBe(0);
    expect(lines.out).toEqual([
      'registry: .compose/remotes.json',
      'member: stable 0.1.0',
      'cashier: stable 0.1.0, canary 0.2.0 for 10 % since 2025-03-01T10:00:01.000Z',
      '  0.2.0 (canary): 40 sessions, 2 with an error (5.0 %), p75 LCP 2100 ms, INP 180 ms, CLS 0.012',
      '  2025-03-01T10:00:02.000Z canary 0.1.0 → 0.2.0 (10 %) by alice',
    ]);
    lines.out = [];
    expect(await run('status', '--json')).toBe(0);
    expect(JSON.parse(lines.out.join('\n'))).toMatchObject({
      registry: { remotes: [{ name: 'member' }, { name: 'cashier', canary: { percent: 10 } }] },
      figures: [],
      history: [{ action: 'canary' }],
    });
  });

  it('takes another registry file with --registry, and names the OS user without MC_RELEASE_BY', async () => {
    const other = path.join(root, 'other.json');
    writeFileSync(other, JSON.stringify(SEED));
    expect(await main(['publish', 'cashier', '0.2.0', '--registry', 'other.json'], deps({ env: {} }))).toBe(0);
    expect((JSON.parse(readFileSync(other, 'utf8')) as Registry).remotes[1]!.manifest).toBe(manifest(3004, '0.2.0'));
    expect(cashier()).toEqual(SEED.remotes[1]);
    const [entry] = readFileSync(historyFileOf(other), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as HistoryEntry);
    expect(entry!.by).toBe(userInfo().username);
  });

  describe('with REDIS_URL', () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startRedis();
    }, 20_000);
    afterAll(async () => {
      await redis?.stop();
    });

    it('keeps the registry and history in Redis, seeded from the file, and leaves the file alone', async () => {
      const env = { MC_RELEASE_BY: 'bob', REDIS_URL: redis.url };
      expect(await main(['publish', 'cashier', '0.2.0', '--canary', '30'], deps({ env }))).toBe(0);
      expect(cashier()).toEqual(SEED.remotes[1]);
      lines.out = [];
      expect(await main(['status'], deps({ env }))).toBe(0);
      expect(lines.out[0]).toBe(`registry: Redis (${new URL(redis.url).host})`);
      expect(lines.out).toContain('cashier: stable 0.1.0, canary 0.2.0 for 30 % since 2025-03-01T10:00:01.000Z');
      expect(await main(['promote', 'cashier'], deps({ env }))).toBe(0);
      lines.out = [];
      await main(['status', '--json'], deps({ env }));
      const status = JSON.parse(lines.out.join('\n')) as { registry: Registry; history: HistoryEntry[] };
      expect(status.registry.remotes[1]!.manifest).toBe(manifest(3004, '0.2.0'));
      expect(status.history.map((e) => `${e.action} by ${e.by}`)).toEqual(['canary by bob', 'promote by bob']);
    });
  });

  it('runs as npm run release -- status', () => {
    const result = spawnSync('npm', ['run', '--silent', 'release', '--', 'status', '--registry', registryFile], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, REDIS_URL: '' },
    });
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(result.stdout).toContain('member: stable 0.1.0');
    expect(result.stdout).toContain('cashier: stable 0.1.0');
  }, 30_000);
});

describe('the stable release before the current one', () => {
  const e = (action: HistoryEntry['action'], from: string | null, to: string | null): HistoryEntry => ({
    at: '',
    by: '',
    remote: 'r',
    action,
    from,
    to,
  });
  it('follows publishes and promotes forward, stable rollbacks back, and ignores dropped canaries', () => {
    expect(previousStable([], '1')).toBeNull();
    expect(previousStable([e('publish', '1', '2')], '2')).toBe('1');
    expect(previousStable([e('publish', '1', '2'), e('canary', '2', '3'), e('auto-rollback', '3', '2')], '2')).toBe(
      '1',
    );
    expect(previousStable([e('publish', '1', '2'), e('publish', '2', '3'), e('rollback', '3', '2')], '2')).toBe('1');
    // The registry was edited by hand since: the history does not know what is stable.
    expect(previousStable([e('publish', '1', '2')], '5')).toBeNull();
  });
});

function versionOfCashier() {
  return /\/([^/]+)\/mf-manifest\.json$/.exec(cashier().manifest)![1];
}

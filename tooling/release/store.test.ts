import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFileStore, historyFileOf } from './file-store';
import { createRedisStore } from './redis-store';
import { createStore, MAX_METRIC_VALUES, p75, type HistoryEntry, type Registry, type ReleaseStore } from './store';
import { startRedis, type TestRedis } from './testing/redis-server';

const SEED: Registry = {
  remotes: [
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] },
    { name: 'cashier', manifest: 'http://localhost:3004/0.1.0/mf-manifest.json', routes: ['/m/withdraw'] },
  ],
};
const entry = (remote: string, to: string | null, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  at: new Date().toISOString(),
  by: 'test',
  remote,
  action: 'publish',
  from: '0.1.0',
  to,
  ...extra,
});

let dirs: string[] = [];
const registryFile = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-store-'));
  dirs.push(dir);
  const file = path.join(dir, 'remotes.json');
  writeFileSync(file, JSON.stringify(SEED));
  return file;
};
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

let redis: TestRedis | undefined;
// Without redis-server every Redis test fails with the reason (how to install it); the file store's still run.
let redisMissing: Error | undefined;
let prefixes = 0;
beforeAll(async () => {
  redis = await startRedis().catch((error: Error) => {
    redisMissing = error;
    return undefined;
  });
}, 20_000);
afterAll(async () => {
  await redis?.stop();
});
const redisUrl = (): string => {
  if (!redis) throw redisMissing ?? new Error('redis-server did not start');
  return redis.url;
};

const kinds: Array<[string, (file: string) => Promise<ReleaseStore>]> = [
  ['file', async (file) => createFileStore({ registryFile: file })],
  ['redis', (file) => createRedisStore({ url: redisUrl(), registryFile: file, prefix: `test${++prefixes}` })],
];

describe.each(kinds)('the %s store', (_kind, make) => {
  let store: ReleaseStore;
  let file: string;
  beforeEach(async () => {
    file = registryFile();
    store = await make(file);
  });
  afterEach(async () => {
    await store.close();
  });

  it('starts from the registry file', async () => {
    expect(await store.registry()).toEqual(SEED);
    expect(await store.history()).toEqual([]);
  });

  it('applies an update and appends its history entry; a change that answers null writes nothing', async () => {
    const done = await store.update((current) => ({
      registry: {
        remotes: current.remotes.map((r) =>
          r.name === 'cashier' ? { ...r, manifest: r.manifest.replace('0.1.0', '0.2.0') } : r,
        ),
      },
      entry: entry('cashier', '0.2.0'),
    }));
    expect(done?.entry.to).toBe('0.2.0');
    expect((await store.registry()).remotes[1]!.manifest).toBe('http://localhost:3004/0.2.0/mf-manifest.json');
    expect(await store.update(() => null)).toBeNull();
    expect((await store.history()).map((e) => e.to)).toEqual(['0.2.0']);
  });

  it('loses none of 20 concurrent updates: each sees the one before it', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.update((current) => ({
          registry: {
            remotes: [
              ...current.remotes,
              { name: `r${i}`, manifest: `http://localhost:4000/${i}.0.0/mf-manifest.json`, routes: [] },
            ],
          },
          entry: entry(`r${i}`, `${i}.0.0`),
        })),
      ),
    );
    expect(results.every(Boolean)).toBe(true);
    const names = (await store.registry()).remotes.map((r) => r.name);
    expect(names).toHaveLength(22);
    expect(new Set(names).size).toBe(22);
    const history = await store.history();
    expect(history).toHaveLength(20);
    // The history is in the order the registry changed: the nth entry's remote is the registry's (n+2)th.
    expect(history.map((e) => e.remote)).toEqual(names.slice(2));
  }, 30_000);

  it('gives the history oldest first, all of it or one remote', async () => {
    for (const [remote, to] of [
      ['cashier', '0.2.0'],
      ['member', '0.3.0'],
      ['cashier', '0.4.0'],
    ] as const) {
      await store.update((current) => ({ registry: current, entry: entry(remote, to) }));
    }
    expect((await store.history()).map((e) => `${e.remote}@${e.to}`)).toEqual([
      'cashier@0.2.0',
      'member@0.3.0',
      'cashier@0.4.0',
    ]);
    expect((await store.history('cashier')).map((e) => e.to)).toEqual(['0.2.0', '0.4.0']);
  });

  it('refuses to write a registry that is not one', async () => {
    await expect(
      store.update(() => ({ registry: { remotes: [{ name: 'x' }] } as unknown as Registry, entry: entry('x', '1') })),
    ).rejects.toThrow(/remote #1/);
    expect(await store.registry()).toEqual(SEED);
    expect(await store.history()).toEqual([]);
  });

  it('counts distinct sessions and sessions with an error per remote and version, with p75 of the metrics', async () => {
    await store.record([
      { remote: 'cashier', version: '0.2.0', session: 's1', error: false, lcp: 1000, inp: 100, cls: 0.01 },
      { remote: 'cashier', version: '0.2.0', session: 's1', error: true, lcp: 2000 },
      { remote: 'cashier', version: '0.2.0', session: 's2', error: false, lcp: 3000, inp: 300 },
      { remote: 'cashier', version: '0.2.0', session: 's3', error: false, lcp: 4000 },
      { remote: 'cashier', version: '0.1.0', session: 's4', error: false },
      { remote: '', version: '0.1.0', session: 's5', error: true },
    ]);
    await store.record([{ remote: 'cashier', version: '0.2.0', session: 's4', error: true }]);
    expect(await store.figures()).toEqual([
      {
        remote: 'cashier',
        version: '0.1.0',
        sessions: 1,
        errorSessions: 0,
        errorRate: 0,
        p75: { lcp: null, inp: null, cls: null },
      },
      {
        remote: 'cashier',
        version: '0.2.0',
        sessions: 4,
        errorSessions: 2,
        errorRate: 0.5,
        p75: { lcp: 3000, inp: 300, cls: 0.01 },
      },
    ]);
  });

  it('keeps only the most recent metric values', async () => {
    const old = Array.from({ length: MAX_METRIC_VALUES }, (_, i) => ({
      remote: 'games',
      version: '1.0.0',
      session: `a${i}`,
      error: false,
      lcp: 9000,
    }));
    const recent = Array.from({ length: MAX_METRIC_VALUES }, (_, i) => ({
      remote: 'games',
      version: '1.0.0',
      session: `b${i}`,
      error: false,
      lcp: 1000,
    }));
    await store.record(old);
    await store.record(recent);
    const [games] = await store.figures();
    expect(games).toMatchObject({ sessions: 2 * MAX_METRIC_VALUES, p75: { lcp: 1000 } });
  }, 30_000);
});

describe('the file store and the file', () => {
  it('reads the file again when it is edited by hand, and an update keeps that edit', async () => {
    const file = registryFile();
    const store = createFileStore({ registryFile: file });
    expect((await store.registry()).remotes).toHaveLength(2);
    writeFileSync(file, JSON.stringify({ remotes: [SEED.remotes[0]] }));
    expect((await store.registry()).remotes).toHaveLength(1);
    await store.update((current) => ({
      registry: {
        remotes: [
          ...current.remotes,
          { name: 'games', manifest: 'http://localhost:3002/0.2.0/mf-manifest.json', routes: [] },
        ],
      },
      entry: entry('games', '0.2.0'),
    }));
    expect(JSON.parse(readFileSync(file, 'utf8')).remotes.map((r: { name: string }) => r.name)).toEqual([
      'member',
      'games',
    ]);
    expect(readFileSync(historyFileOf(file), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('keeps no update between two stores (two processes) on the same file from being lost', async () => {
    const file = registryFile();
    const stores = [createFileStore({ registryFile: file }), createFileStore({ registryFile: file })];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        stores[i % 2]!.update((current) => ({
          registry: { remotes: [...current.remotes, { name: `r${i}`, manifest: 'm', routes: [] }] },
          entry: entry(`r${i}`, '1'),
        })),
      ),
    );
    expect((await stores[0]!.registry()).remotes).toHaveLength(22);
    expect(await stores[1]!.history()).toHaveLength(20);
  });

  it('refuses a broken registry file with a reason instead of overwriting it', async () => {
    const file = registryFile();
    writeFileSync(file, '{ "remotes": [');
    const store = createFileStore({ registryFile: file });
    await expect(store.registry()).rejects.toThrow(/not JSON/);
    await expect(store.update((current) => ({ registry: current, entry: entry('x', '1') }))).rejects.toThrow(
      /not JSON/,
    );
    expect(readFileSync(file, 'utf8')).toBe('{ "remotes": [');
  });
});

describe('the Redis store and its seed', () => {
  it('seeds an empty key from the file once; later file edits do not overwrite what Redis holds', async () => {
    const file = registryFile();
    const prefix = `seed${++prefixes}`;
    const first = await createRedisStore({ url: redisUrl(), registryFile: file, prefix });
    try {
      expect(await first.registry()).toEqual(SEED);
      writeFileSync(file, JSON.stringify({ remotes: [] }));
      expect(await first.registry()).toEqual(SEED);
    } finally {
      await first.close();
    }
  });

  it('is what createStore picks when given a Redis URL; the file store otherwise', async () => {
    const file = registryFile();
    const viaRedis = await createStore({ registryFile: file, redisUrl: redisUrl(), redisPrefix: `pick${++prefixes}` });
    const viaFile = await createStore({ registryFile: file });
    try {
      await viaRedis.update((current) => ({
        registry: { remotes: current.remotes.slice(1) },
        entry: entry('member', null),
      }));
      expect((await viaRedis.registry()).remotes).toHaveLength(1);
      // The file is untouched: Redis holds the registry now.
      expect((await viaFile.registry()).remotes).toHaveLength(2);
    } finally {
      await viaRedis.close();
      await viaFile.close();
    }
  });
});

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeNull();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(75);
  });
});

import {
  allManifests,
  bucketCookie,
  bucketFromCookie,
  bucketOf,
  BUCKET_COOKIE,
  inCanary,
  manifestAt,
  newBucketId,
  parseRegistry,
  resolveFor,
  versionOf,
} from './registry';
import type { Registry } from './store';

const CASHIER = 'http://localhost:3004/0.1.0/mf-manifest.json';
const registry = (percent: number): Registry => ({
  remotes: [
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] },
    {
      name: 'cashier',
      manifest: CASHIER,
      routes: ['/m/withdraw'],
      canary: { manifest: 'http://localhost:3004/0.1.1/mf-manifest.json', percent, since: '2025-01-01T00:00:00.000Z' },
    },
  ],
});
const ids = (n: number) => Array.from({ length: n }, () => newBucketId());

describe('versions in manifest URLs', () => {
  it('reads the version folder, of a legacy manifest too', () => {
    expect(versionOf(CASHIER)).toBe('0.1.0');
    expect(versionOf('http://localhost:3004/0.1.1-next/legacy/mf-manifest.json')).toBe('0.1.1-next');
    expect(versionOf('https://cdn.example/games/1.4.0/mf-manifest.json?x=1')).toBe('1.4.0');
    expect(versionOf('mf-manifest.json')).toBeNull();
    expect(versionOf('http://localhost:3004/mf-manifest.json')).toBeNull();
  });

  it('points at another release beside it', () => {
    expect(manifestAt(CASHIER, '0.2.0')).toBe('http://localhost:3004/0.2.0/mf-manifest.json');
    expect(manifestAt('https://cdn.example/games/1.4.0/mf-manifest.json?x=1', '1.5.0')).toBe(
      'https://cdn.example/games/1.5.0/mf-manifest.json?x=1',
    );
    expect(manifestAt('http://localhost:3004/0.1.0/legacy/mf-manifest.json', '0.2.0')).toBe(
      'http://localhost:3004/0.2.0/legacy/mf-manifest.json',
    );
    expect(() => manifestAt(CASHIER, '../../etc')).toThrow(/not a release version/);
    expect(() => manifestAt(CASHIER, '')).toThrow(/not a release version/);
  });
});

describe('buckets and the registry a visitor runs', () => {
  it('gives the same visitor the same releases on every visit', () => {
    for (const id of ids(50)) {
      const first = resolveFor(registry(50), id);
      for (let visit = 0; visit < 3; visit++) expect(resolveFor(registry(50), id)).toEqual(first);
    }
  });

  it('puts about the canary share of visitors in the canary', () => {
    for (const percent of [5, 25, 50]) {
      const inIt = ids(4000).filter((id) =>
        resolveFor(registry(percent), id).remotes[1]!.manifest.includes('/0.1.1/'),
      ).length;
      // 4000 visitors: within ±4 points of the share (5 standard deviations at 50 %).
      expect(Math.abs(inIt / 40 - percent)).toBeLessThan(4);
    }
  });

  it('keeps a visitor in the canary as its share grows', () => {
    for (const id of ids(500)) {
      if (inCanary(id, 'cashier', 10)) expect(inCanary(id, 'cashier', 50)).toBe(true);
    }
  });

  it('puts nobody in a 0 % canary and everybody in a 100 % one', () => {
    for (const id of ids(500)) {
      expect(resolveFor(registry(0), id).remotes[1]!.manifest).toBe(CASHIER);
      expect(resolveFor(registry(100), id).remotes[1]!.manifest).toBe('http://localhost:3004/0.1.1/mf-manifest.json');
    }
  });

  it('draws a bucket per remote: the visitors of one canary are not those of another', () => {
    const visitors = ids(4000);
    const both = visitors.filter((id) => bucketOf(id, 'cashier') < 50 && bucketOf(id, 'games') < 50).length;
    // Independent halves overlap in about a quarter of the visitors, not a half.
    expect(Math.abs(both / 4000 - 0.25)).toBeLessThan(0.03);
  });

  it('answers the plain registry: one manifest per remote, no canary field', () => {
    const plain = resolveFor(registry(100), 'a'.repeat(22));
    expect(plain.remotes.map((r) => Object.keys(r).sort())).toEqual([
      ['manifest', 'name', 'routes'],
      ['manifest', 'name', 'routes'],
    ]);
    expect(allManifests(registry(10))).toEqual([
      'http://localhost:3001/0.1.0/mf-manifest.json',
      CASHIER,
      'http://localhost:3004/0.1.1/mf-manifest.json',
    ]);
    expect(allManifests(null)).toEqual([]);
  });
});

describe('the bucket cookie', () => {
  it('is long-lived, HttpOnly, SameSite=Lax, and Secure over HTTPS only', () => {
    const id = newBucketId();
    expect(bucketCookie(id, { https: false })).toBe(
      `${BUCKET_COOKIE}=${id}; Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax`,
    );
    expect(bucketCookie(id, { https: true })).toMatch(/; Secure$/);
  });

  it('is read back among other cookies; anything the server did not make is no bucket', () => {
    const id = newBucketId();
    expect(bucketFromCookie(`mc-variant=legacy; ${BUCKET_COOKIE}=${id}; x=1`)).toBe(id);
    expect(bucketFromCookie(undefined)).toBeNull();
    expect(bucketFromCookie(`${BUCKET_COOKIE}=short`)).toBeNull();
    expect(bucketFromCookie(`${BUCKET_COOKIE}=${'a'.repeat(30)}<script>`)).toBeNull();
  });
});

describe('reading a registry', () => {
  it('takes the current file and a canary, and refuses a broken one with a reason', () => {
    expect(parseRegistry(registry(10))).toEqual(registry(10));
    expect(() => parseRegistry({})).toThrow(/remotes/);
    expect(() => parseRegistry({ remotes: [{ name: 'x', manifest: 'm' }] })).toThrow(/remote #1/);
    expect(() =>
      parseRegistry({
        remotes: [{ name: 'x', manifest: 'm', routes: [], canary: { manifest: 'n', percent: 120, since: '' } }],
      }),
    ).toThrow(/canary of x/);
  });
});

import { applyRollbackRule, DEFAULT_ROLLBACK_RULE, rollbackReason } from './rollback-rule';
import { createMemoryStore, figuresOf } from './testing/memory-store';
import type { FieldFigures, FieldSample, Registry } from './store-types';

const figures = (version: string, sessions: number, errorSessions: number): FieldFigures => ({
  remote: 'cashier',
  version,
  sessions,
  errorSessions,
  errorRate: sessions ? errorSessions / sessions : 0,
  p75: { lcp: null, inp: null, cls: null },
});

/** `sessions` sessions of `version`, the first `errors` of them with an error. */
const samples = (remote: string, version: string, sessions: number, errors: number): FieldSample[] =>
  Array.from({ length: sessions }, (_, i) => ({ remote, version, session: `${version}-${i}`, error: i < errors }));

const STABLE = 'http://localhost:3004/0.1.0/mf-manifest.json';
const CANARY = 'http://localhost:3004/0.1.1-next/mf-manifest.json';
const registry = (
  canary: Registry['remotes'][number]['canary'] = { manifest: CANARY, percent: 10, since: '2025-01-01T00:00:00.000Z' },
): Registry => ({
  remotes: [
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine'] },
    { name: 'cashier', manifest: STABLE, routes: ['/m/deposit'], ...(canary ? { canary } : {}) },
  ],
});
const NOW = new Date('2025-01-02T03:04:05.000Z');

describe('rollbackReason', () => {
  it('keeps a canary with fewer sessions than the minimum, however many of them failed', () => {
    expect(rollbackReason(figures('0.1.0', 100, 0), figures('0.1.1-next', 9, 9))).toBeNull();
    expect(rollbackReason(figures('0.1.0', 100, 0), figures('0.1.1-next', 10, 10))).toMatch(
      /^error rate 100 % in 10 sessions/,
    );
  });

  it('never rolls back for one session with an error from the minimum on', () => {
    for (const sessions of [10, 11, 50, 1000])
      expect(rollbackReason(figures('0.1.0', 100, 0), figures('0.1.1-next', sessions, 1))).toBeNull();
  });

  it('takes the limit as the most the canary may be above stable: exactly at the limit stays, just over goes', () => {
    // 20 % against 10 %: +10 points, the limit itself.
    expect(rollbackReason(figures('0.1.0', 10, 1), figures('0.1.1-next', 10, 2))).toBeNull();
    // 30 % against 10 %.
    expect(rollbackReason(figures('0.1.0', 10, 1), figures('0.1.1-next', 10, 3))).toBe(
      'error rate 30 % in 10 sessions against 10 % in 10 sessions of 0.1.0 (limit +10 points)',
    );
    // A canary better than stable stays.
    expect(rollbackReason(figures('0.1.0', 10, 5), figures('0.1.1-next', 10, 2))).toBeNull();
  });

  it('holds a canary without stable figures against an error rate of 0', () => {
    expect(rollbackReason(undefined, figures('0.1.1-next', 10, 1))).toBeNull();
    expect(rollbackReason(undefined, figures('0.1.1-next', 10, 2))).toBe(
      'error rate 20 % in 10 sessions against no figures of the stable release (limit +10 points)',
    );
    expect(rollbackReason(figures('0.1.0', 0, 0), figures('0.1.1-next', 12, 12))).toContain(
      'against no figures of 0.1.0',
    );
  });

  it('follows a rule of its own', () => {
    const rule = { minSessions: 5, maxErrorRateIncrease: 0.5 };
    expect(rollbackReason(figures('0.1.0', 9, 0), figures('0.1.1-next', 6, 3), rule)).toBeNull();
    expect(rollbackReason(figures('0.1.0', 9, 0), figures('0.1.1-next', 6, 6), rule)).toBe(
      'error rate 100 % in 6 sessions against 0 % in 9 sessions of 0.1.0 (limit +50 points)',
    );
  });

  it('has defaults of 10 sessions and 10 points', () => {
    expect(DEFAULT_ROLLBACK_RULE).toEqual({ minSessions: 10, maxErrorRateIncrease: 0.1 });
  });
});

describe('applyRollbackRule', () => {
  it('drops a failing canary with an auto-rollback entry, and leaves the other remotes as they are', async () => {
    const store = createMemoryStore(registry());
    await store.record([
      ...samples('cashier', '0.1.0', 9, 0),
      ...samples('cashier', '0.1.1-next', 10, 10),
      ...samples('member', '0.1.0', 3, 3),
    ]);
    const made = await applyRollbackRule(store, DEFAULT_ROLLBACK_RULE, NOW);
    const entry = {
      at: '2025-01-02T03:04:05.000Z',
      by: 'field reports',
      remote: 'cashier',
      action: 'auto-rollback',
      from: CANARY,
      to: STABLE,
      percent: 10,
      reason: 'error rate 100 % in 10 sessions against 0 % in 9 sessions of 0.1.0 (limit +10 points)',
    };
    expect(made).toEqual([entry]);
    expect(await store.history()).toEqual([entry]);
    expect(await store.registry()).toEqual(registry(null!));
    // Nothing left to roll back.
    expect(await applyRollbackRule(store, DEFAULT_ROLLBACK_RULE, NOW)).toEqual([]);
  });

  it('leaves a canary alone while the rule does not say so (one error, too few sessions, no canary figures)', async () => {
    const store = createMemoryStore(registry());
    await store.record([...samples('cashier', '0.1.0', 20, 0), ...samples('cashier', '0.1.1-next', 12, 1)]);
    expect(await applyRollbackRule(store, DEFAULT_ROLLBACK_RULE, NOW)).toEqual([]);
    const fresh = createMemoryStore(registry());
    expect(await applyRollbackRule(fresh, DEFAULT_ROLLBACK_RULE, NOW)).toEqual([]);
    expect(await fresh.registry()).toEqual(registry());
  });

  it('rolls back a canary of a remote with no stable figures yet', async () => {
    const store = createMemoryStore(registry());
    await store.record(samples('cashier', '0.1.1-next', 10, 3));
    const [entry] = await applyRollbackRule(store, DEFAULT_ROLLBACK_RULE, NOW);
    expect(entry?.reason).toBe('error rate 30 % in 10 sessions against no figures of 0.1.0 (limit +10 points)');
  });

  it('leaves alone a canary promoted or replaced between reading the figures and the change', async () => {
    for (const meanwhile of [
      // Promoted: the canary is the stable release now.
      {
        ...registry(null!),
        remotes: registry(null!).remotes.map((r) => (r.name === 'cashier' ? { ...r, manifest: CANARY } : r)),
      },
      // Replaced by another canary.
      registry({
        manifest: 'http://localhost:3004/0.1.2/mf-manifest.json',
        percent: 10,
        since: '2025-01-02T00:00:00.000Z',
      }),
      // The same manifest again, started anew (its figures were not the new canary's).
      registry({ manifest: CANARY, percent: 50, since: '2025-01-02T00:00:00.000Z' }),
    ]) {
      const store = createMemoryStore(registry());
      await store.record(samples('cashier', '0.1.1-next', 10, 10));
      const update = store.update.bind(store);
      store.update = (change) => {
        store.replaceRegistry(meanwhile);
        return update(change);
      };
      expect(await applyRollbackRule(store, DEFAULT_ROLLBACK_RULE, NOW)).toEqual([]);
      expect(await store.registry()).toEqual(meanwhile);
      expect(await store.history()).toEqual([]);
    }
  });

  it('ignores figures of a remote whose canary is its stable version', async () => {
    const store = createMemoryStore({
      remotes: [
        { name: 'cashier', manifest: STABLE, routes: [], canary: { manifest: STABLE, percent: 5, since: 'x' } },
      ],
    });
    await store.record(samples('cashier', '0.1.0', 10, 10));
    expect(await applyRollbackRule(store, DEFAULT_ROLLBACK_RULE, NOW)).toEqual([]);
  });
});

describe('the memory store', () => {
  it('counts distinct sessions, sessions with an error and the p75 of each metric per remote version', () => {
    const [f] = figuresOf([
      { remote: 'games', version: '1', session: 'a', error: false, lcp: 1000 },
      { remote: 'games', version: '1', session: 'a', error: true },
      { remote: 'games', version: '1', session: 'b', error: false, lcp: 2000, cls: 0.1 },
      { remote: 'games', version: '1', session: 'c', error: false, lcp: 3000 },
      { remote: 'games', version: '1', session: 'd', error: false, lcp: 4000 },
    ]);
    expect(f).toEqual({
      remote: 'games',
      version: '1',
      sessions: 4,
      errorSessions: 1,
      errorRate: 0.25,
      p75: { lcp: 3000, inp: null, cls: 0.1 },
    });
  });
});

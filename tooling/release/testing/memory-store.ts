import type { FieldFigures, FieldSample, HistoryEntry, Registry, ReleaseStore } from '../store-types';

/** The 75th percentile (nearest rank) of `values`; null for none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/** Figures of samples grouped by remote and version, as a store computes them. */
export function figuresOf(samples: readonly FieldSample[]): FieldFigures[] {
  const groups = new Map<string, FieldSample[]>();
  for (const sample of samples) {
    const key = `${sample.remote}\u0000${sample.version}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  return [...groups.values()].map((group) => {
    const sessions = new Set(group.map((s) => s.session));
    const errorSessions = new Set(group.filter((s) => s.error).map((s) => s.session));
    const metric = (name: 'lcp' | 'inp' | 'cls') =>
      p75(group.flatMap((s) => (typeof s[name] === 'number' ? [s[name]] : [])));
    return {
      remote: group[0]!.remote,
      version: group[0]!.version,
      sessions: sessions.size,
      errorSessions: errorSessions.size,
      errorRate: sessions.size === 0 ? 0 : errorSessions.size / sessions.size,
      p75: { lcp: metric('lcp'), inp: metric('inp'), cls: metric('cls') },
    };
  });
}

export interface MemoryStore extends ReleaseStore {
  /** Every sample recorded, oldest first (tests). */
  readonly samples: readonly FieldSample[];
  /** Replaces the registry without a history entry, as another server's change would (tests). */
  replaceRegistry(next: Registry): void;
}

/**
 * A ReleaseStore in memory, for tests: the same interface and compare-and-set semantics as the shared store
 * (each `update` sees the registry as it is at that moment), without a server behind it.
 */
export function createMemoryStore(initial: Registry = { remotes: [] }, history: HistoryEntry[] = []): MemoryStore {
  let current: Registry = structuredClone(initial);
  const entries: HistoryEntry[] = [...history];
  const samples: FieldSample[] = [];
  return {
    samples,
    replaceRegistry(next) {
      current = structuredClone(next);
    },
    async registry() {
      return structuredClone(current);
    },
    async update(change) {
      const result = change(structuredClone(current));
      if (!result) return null;
      current = structuredClone(result.registry);
      entries.push(result.entry);
      return structuredClone(result);
    },
    async history(remote) {
      return entries.filter((entry) => remote === undefined || entry.remote === remote);
    },
    async record(batch) {
      samples.push(...batch);
    },
    async figures() {
      return figuresOf(samples);
    },
    async close() {
      return undefined;
    },
  };
}

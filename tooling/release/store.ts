/**
 * Where the release registry, its history and the field figures live (docs/releasing.md, "The registry,
 * canaries and buckets"). Two stores implement this: the registry file with a history file beside it
 * (`file-store.ts`, the default) and Redis (`redis-store.ts`, when `REDIS_URL` is set), so several host
 * servers share one registry. The host server reads it per request; `npm run release` changes it.
 */

export interface RemoteEntry {
  name: string;
  manifest: string;
  routes: string[];
  canary?: { manifest: string; percent: number; since: string };
}
export interface Registry {
  remotes: RemoteEntry[];
}
export interface HistoryEntry {
  at: string;
  by: string;
  remote: string;
  action: 'publish' | 'canary' | 'promote' | 'rollback' | 'auto-rollback';
  from: string | null;
  to: string | null;
  percent?: number;
  reason?: string;
}
export interface FieldSample {
  remote: string;
  version: string;
  session: string;
  error: boolean;
  lcp?: number;
  inp?: number;
  cls?: number;
}
export interface FieldFigures {
  remote: string;
  version: string;
  sessions: number;
  errorSessions: number;
  errorRate: number;
  p75: { lcp: number | null; inp: number | null; cls: number | null };
}
export interface ReleaseStore {
  registry(): Promise<Registry>;
  /** Applies `change` to the registry as it is now, atomically (retried on a concurrent write), and appends its history entry; null writes nothing. */
  update(
    change: (current: Registry) => { registry: Registry; entry: HistoryEntry } | null,
  ): Promise<{ registry: Registry; entry: HistoryEntry } | null>;
  history(remote?: string): Promise<HistoryEntry[]>;
  /** Field samples: distinct sessions and sessions with an error per remote+version, and bounded recent LCP/INP/CLS values for p75. */
  record(samples: FieldSample[]): Promise<void>;
  figures(): Promise<FieldFigures[]>;
  close(): Promise<void>;
}

/** Distinct sessions counted per remote+version; past it a new session is not counted (the rate stays meaningful). */
export const MAX_SESSIONS_PER_VERSION = 20_000;
/** The most recent values of each metric kept per remote+version for its p75. */
export const MAX_METRIC_VALUES = 1_000;
/** Remote+version pairs with figures; the oldest pair is forgotten past it (file store). */
export const MAX_FIGURE_KEYS = 200;
/** A session id or a name longer than this is cut (they come from browsers). */
export const MAX_ID_LENGTH = 100;
/** How many times an update whose registry changed under it is tried again before giving up. */
export const MAX_UPDATE_ATTEMPTS = 50;

export type Metric = 'lcp' | 'inp' | 'cls';
export const METRICS: readonly Metric[] = ['lcp', 'inp', 'cls'];

/** The 75th percentile by nearest rank (the value 75 % of the samples are at or below); null with none. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** A sample a store may count: names and ids are non-empty strings (cut to MAX_ID_LENGTH), metrics finite and ≥ 0. */
export function cleanSample(sample: FieldSample): FieldSample | null {
  const text = (value: unknown) =>
    typeof value === 'string' && value.length > 0 ? value.slice(0, MAX_ID_LENGTH) : null;
  const remote = text(sample.remote);
  const version = text(sample.version);
  const session = text(sample.session);
  if (!remote || !version || !session) return null;
  const clean: FieldSample = { remote, version, session, error: sample.error === true };
  for (const metric of METRICS) {
    const value = sample[metric];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) clean[metric] = value;
  }
  return clean;
}

export function figuresOf(
  remote: string,
  version: string,
  sessions: number,
  errorSessions: number,
  values: Record<Metric, readonly number[]>,
): FieldFigures {
  return {
    remote,
    version,
    sessions,
    errorSessions,
    errorRate: sessions === 0 ? 0 : errorSessions / sessions,
    p75: { lcp: p75(values.lcp), inp: p75(values.inp), cls: p75(values.cls) },
  };
}

/** Figures in a stable order: by remote, then version. */
export const byRemoteAndVersion = (a: FieldFigures, b: FieldFigures): number =>
  a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version);

export interface StoreOptions {
  /** The registry file: the file store's registry, and the Redis store's seed when its key is empty. */
  registryFile: string;
  /** A Redis server (`redis://…`): the registry, history and figures are kept there. */
  redisUrl?: string;
  /** Prefix of the Redis keys (default `mc:release`). */
  redisPrefix?: string;
}

/** The Redis store when a Redis URL is given, else the file store. */
export async function createStore(options: StoreOptions): Promise<ReleaseStore> {
  if (options.redisUrl) {
    const { createRedisStore } = await import('./redis-store');
    return createRedisStore({ url: options.redisUrl, registryFile: options.registryFile, prefix: options.redisPrefix });
  }
  const { createFileStore } = await import('./file-store');
  return createFileStore({ registryFile: options.registryFile });
}

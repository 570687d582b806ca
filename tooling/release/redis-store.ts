import { readFile } from 'node:fs/promises';
import { createClient } from 'redis';
import { parseRegistry } from './registry';
import {
  byRemoteAndVersion,
  cleanSample,
  figuresOf,
  MAX_METRIC_VALUES,
  MAX_SESSIONS_PER_VERSION,
  MAX_UPDATE_ATTEMPTS,
  METRICS,
  type FieldFigures,
  type FieldSample,
  type HistoryEntry,
  type Metric,
  type Registry,
  type ReleaseStore,
} from './store';

/**
 * The store several host servers share (docs/releasing.md, "The registry, canaries and buckets"). Keys,
 * under a prefix (default `mc:release`):
 * - `<p>:registry` the registry as JSON; seeded from the registry file when empty. An update is a
 *   compare-and-set in one Lua script (set only if the value is still the one read, and push the history
 *   entry with it); a writer that lost the race reads again and retries.
 * - `<p>:history` the history, a list of JSON entries, oldest first.
 * - `<p>:figures` the remote+version pairs that have figures; per pair `<p>:f:<remote>:<version>:sessions`
 *   and `…:errors` (sets of session ids, at most MAX_SESSIONS_PER_VERSION counted) and `…:lcp|inp|cls`
 *   (the last MAX_METRIC_VALUES values, LPUSH + LTRIM).
 */
export interface RedisStoreOptions {
  url: string;
  registryFile: string;
  prefix?: string;
}

/** Set the registry only if it is still what the writer read, and append its history entry in the same step. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if current == false then current = '' end
if current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('RPUSH', KEYS[2], ARGV[3])
return 1`;

/** Count a session unless the pair is at its cap and the session is new; an error session likewise. */
const ADD_SESSION = `
local counted = redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1
if not counted then
  if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
  redis.call('SADD', KEYS[1], ARGV[1])
end
if ARGV[2] == '1' then redis.call('SADD', KEYS[2], ARGV[1]) end
return 1`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function createRedisStore({
  url,
  registryFile,
  prefix = 'mc:release',
}: RedisStoreOptions): Promise<ReleaseStore> {
  const client = createClient({ url });
  // A connection that drops is reconnected by the client; the error is said once per kind, not thrown at the process.
  let lastError = '';
  client.on('error', (error: Error) => {
    if (error.message !== lastError) console.warn(`[release] redis: ${error.message}`);
    lastError = error.message;
  });
  await client.connect();

  const registryKey = `${prefix}:registry`;
  const historyKey = `${prefix}:history`;
  const pairsKey = `${prefix}:figures`;
  const pairKey = (remote: string, version: string, what: string) => `${prefix}:f:${remote}:${version}:${what}`;

  /** The registry's JSON as stored, seeded from the file the first time. */
  const readRaw = async (): Promise<string> => {
    const stored = await client.get(registryKey);
    if (stored !== null) return stored;
    const seed = JSON.stringify(parseRegistry(JSON.parse(await readFile(registryFile, 'utf8'))));
    await client.set(registryKey, seed, { condition: 'NX' });
    return (await client.get(registryKey)) ?? seed;
  };
  const parse = (raw: string): Registry => parseRegistry(JSON.parse(raw));

  return {
    async registry() {
      return parse(await readRaw());
    },

    async update(change) {
      for (let attempt = 0; attempt < MAX_UPDATE_ATTEMPTS; attempt++) {
        const raw = await readRaw();
        const result = change(parse(raw));
        if (!result) return null;
        const next = parseRegistry(result.registry);
        const done = await client.eval(COMPARE_AND_SET, {
          keys: [registryKey, historyKey],
          arguments: [raw, JSON.stringify(next), JSON.stringify(result.entry)],
        });
        if (done === 1) return { registry: next, entry: result.entry };
        // Another writer was first: read its registry and apply the change to that.
        await sleep(Math.random() * 5 * Math.min(attempt + 1, 10));
      }
      throw new Error('the registry kept changing while it was being updated');
    },

    async history(remote) {
      const entries = (await client.lRange(historyKey, 0, -1)).flatMap((line) => {
        try {
          return [JSON.parse(line) as HistoryEntry];
        } catch {
          return [];
        }
      });
      return remote === undefined ? entries : entries.filter((entry) => entry.remote === remote);
    },

    async record(samples: FieldSample[]) {
      const clean = samples.map(cleanSample).filter((sample): sample is FieldSample => sample !== null);
      if (clean.length === 0) return;
      const counted = await Promise.all(
        clean.map((s) =>
          client.eval(ADD_SESSION, {
            keys: [pairKey(s.remote, s.version, 'sessions'), pairKey(s.remote, s.version, 'errors')],
            arguments: [s.session, s.error ? '1' : '0', String(MAX_SESSIONS_PER_VERSION)],
          }),
        ),
      );
      const multi = client.multi();
      clean.forEach((s, i) => {
        if (counted[i] !== 1) return;
        multi.sAdd(pairsKey, JSON.stringify([s.remote, s.version]));
        for (const metric of METRICS) {
          const value = s[metric];
          if (value === undefined) continue;
          multi.lPush(pairKey(s.remote, s.version, metric), String(value));
          multi.lTrim(pairKey(s.remote, s.version, metric), 0, MAX_METRIC_VALUES - 1);
        }
      });
      await multi.exec();
    },

    async figures(): Promise<FieldFigures[]> {
      const pairs = (await client.sMembers(pairsKey)).flatMap((member) => {
        try {
          const [remote, version] = JSON.parse(member) as [string, string];
          return typeof remote === 'string' && typeof version === 'string' ? [{ remote, version }] : [];
        } catch {
          return [];
        }
      });
      const figures = await Promise.all(
        pairs.map(async ({ remote, version }) => {
          const [sessions, errorSessions, ...lists] = await Promise.all([
            client.sCard(pairKey(remote, version, 'sessions')),
            client.sCard(pairKey(remote, version, 'errors')),
            ...METRICS.map((metric) => client.lRange(pairKey(remote, version, metric), 0, -1)),
          ]);
          const values = Object.fromEntries(
            METRICS.map((metric, i) => [metric, (lists[i] as string[]).map(Number).filter(Number.isFinite)]),
          ) as Record<Metric, number[]>;
          return figuresOf(remote, version, Number(sessions), Number(errorSessions), values);
        }),
      );
      return figures.sort(byRemoteAndVersion);
    },

    async close() {
      if (client.isOpen) await client.close();
    },
  };
}

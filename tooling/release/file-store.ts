import { appendFile, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseRegistry } from './registry';
import {
  byRemoteAndVersion,
  cleanSample,
  figuresOf,
  MAX_FIGURE_KEYS,
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
 * The default store: nothing to install. The registry is the JSON file itself, so a hand edit (and the e2e
 * suite rewriting `.compose/remotes.json`) still releases; it is read again whenever its modification time
 * changes. An update takes a lock file beside it (`<file>.lock`), reads the file as it is, writes the new one
 * to a temporary file in the same folder and renames it over (a reader never sees half a file), and, should
 * the file have changed in between without the lock (a hand edit), starts again. The history is appended to
 * `<file>.history.jsonl`, one entry a line. Field figures are kept in memory, bounded
 * (`MAX_SESSIONS_PER_VERSION`, `MAX_METRIC_VALUES`, `MAX_FIGURE_KEYS`): each host server has its own.
 */
export interface FileStoreOptions {
  registryFile: string;
  /** A lock older than this is taken to be left by a process that died, and removed (default 10 s). */
  staleLockMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mtimeOf = async (file: string) => (await stat(file)).mtimeMs;

export const historyFileOf = (registryFile: string): string => `${registryFile}.history.jsonl`;

export function createFileStore({ registryFile, staleLockMs = 10_000 }: FileStoreOptions): ReleaseStore {
  const lockFile = `${registryFile}.lock`;
  const historyFile = historyFileOf(registryFile);
  let cached: { mtime: number; size: number; registry: Registry } | null = null;

  const read = async (): Promise<{ mtime: number; registry: Registry }> => {
    const info = await stat(registryFile);
    if (cached && cached.mtime === info.mtimeMs && cached.size === info.size) return cached;
    const text = await readFile(registryFile, 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new Error(`${registryFile} is not JSON`);
    }
    const registry = parseRegistry(value);
    cached = { mtime: info.mtimeMs, size: info.size, registry };
    return cached;
  };

  /** Runs `work` holding the lock file (created exclusively); waits while another writer holds it. */
  const locked = async <T>(work: () => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const handle = await open(lockFile, 'wx');
        await handle.writeFile(`${process.pid}\n`);
        await handle.close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = await stat(lockFile).then(
          (s) => Date.now() - s.mtimeMs,
          () => 0,
        );
        if (age > staleLockMs) await rm(lockFile, { force: true });
        else if (attempt > 2000)
          throw new Error(`${lockFile} is held by another release command; remove it if none is running`);
        else await sleep(2 + Math.random() * 8);
      }
    }
    try {
      return await work();
    } finally {
      await rm(lockFile, { force: true });
    }
  };

  const figures = new Map<
    string,
    {
      remote: string;
      version: string;
      sessions: Set<string>;
      errorSessions: Set<string>;
      values: Record<Metric, number[]>;
    }
  >();

  return {
    async registry() {
      return structuredClone((await read()).registry);
    },

    update(change) {
      return locked(async () => {
        for (let attempt = 0; attempt < MAX_UPDATE_ATTEMPTS; attempt++) {
          cached = null;
          const { mtime, registry } = await read();
          const result = change(structuredClone(registry));
          if (!result) return null;
          const next = parseRegistry(result.registry);
          const temp = path.join(
            path.dirname(registryFile),
            `.${path.basename(registryFile)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
          );
          await writeFile(temp, `${JSON.stringify(next, null, 2)}\n`);
          // Changed by hand since it was read (no lock taken): that edit must not be lost; read it again.
          if ((await mtimeOf(registryFile)) !== mtime) {
            await rm(temp, { force: true });
            continue;
          }
          await rename(temp, registryFile);
          await appendFile(historyFile, `${JSON.stringify(result.entry)}\n`);
          return { registry: next, entry: result.entry };
        }
        throw new Error(`${registryFile} kept changing while it was being updated`);
      });
    },

    async history(remote) {
      let text: string;
      try {
        text = await readFile(historyFile, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const entries: HistoryEntry[] = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        try {
          entries.push(JSON.parse(line) as HistoryEntry);
        } catch {
          // A line cut by a crash is skipped; the rest of the history stands.
        }
      }
      return remote === undefined ? entries : entries.filter((entry) => entry.remote === remote);
    },

    async record(samples: FieldSample[]) {
      for (const raw of samples) {
        const sample = cleanSample(raw);
        if (!sample) continue;
        const key = `${sample.remote}\n${sample.version}`;
        let figure = figures.get(key);
        if (!figure) {
          if (figures.size >= MAX_FIGURE_KEYS) figures.delete(figures.keys().next().value!);
          figure = {
            remote: sample.remote,
            version: sample.version,
            sessions: new Set(),
            errorSessions: new Set(),
            values: { lcp: [], inp: [], cls: [] },
          };
          figures.set(key, figure);
        }
        const known = figure.sessions.has(sample.session);
        // Past the cap a new session is not counted, so the error rate stays one of sessions counted.
        if (!known && figure.sessions.size >= MAX_SESSIONS_PER_VERSION) continue;
        figure.sessions.add(sample.session);
        if (sample.error) figure.errorSessions.add(sample.session);
        for (const metric of METRICS) {
          const value = sample[metric];
          if (value === undefined) continue;
          const values = figure.values[metric];
          values.push(value);
          if (values.length > MAX_METRIC_VALUES) values.splice(0, values.length - MAX_METRIC_VALUES);
        }
      }
    },

    async figures(): Promise<FieldFigures[]> {
      return [...figures.values()]
        .map((f) => figuresOf(f.remote, f.version, f.sessions.size, f.errorSessions.size, f.values))
        .sort(byRemoteAndVersion);
    },

    async close() {
      figures.clear();
    },
  };
}

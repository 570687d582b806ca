import { existsSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { checkRelease as realCheckRelease, type CheckResult } from './check';
import { manifestAt, versionOf, VERSION } from './registry';
import {
  createStore,
  type FieldFigures,
  type HistoryEntry,
  type Registry,
  type ReleaseStore,
  type RemoteEntry,
} from './store';
import type { ConfigLike } from '../compose/security-headers';

/**
 * `npm run release -- <verb>`: check, publish (stable at once or as a canary), promote, roll back one remote,
 * and show where each remote stands (docs/releasing.md, "Release commands"). Every verb changes the registry
 * through the release store in one atomic update with its history entry, says what it did, and exits non-zero
 * with its reasons when it refuses.
 */

const ROOT = path.resolve(__dirname, '../..');

export interface CliDeps {
  out?: (line: string) => void;
  err?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** The repository (default paths: `.compose/remotes.json`, `remote-<name>/dist/<version>`, `host/dist`, `deploy/config.json`). */
  root?: string;
  /** Where relative paths given on the command line start (default: the process's). */
  cwd?: string;
  now?: () => Date;
  checkRelease?: (input: Parameters<typeof realCheckRelease>[0]) => Promise<CheckResult>;
  readLive?: (manifestUrl: string, file: string) => Promise<unknown>;
  /** The store to use instead of the one `--registry` / REDIS_URL name (left open). */
  store?: ReleaseStore;
  /** A running site's /release-status.json, for `status --site` (default: fetch). */
  fetchStatus?: (url: string) => Promise<{ figures: FieldFigures[] }>;
}

export const USAGE = `npm run release -- <verb> [options]

  check <remote> <dir>                      run the release checks on a built release folder
  publish <remote> <version> [--canary <percent>] [--dir <folder>]
                                            check remote-<remote>/dist/<version>, then make it the stable
                                            release, or a canary for <percent> % of visitors
  promote <remote>                          the canary becomes the stable release
  rollback <remote> [--reason <text>]       drop the canary; with none, go back to the previous stable release
  status [--json] [--site <url>]            each remote's stable and canary, field figures, last changes

  --registry <file>   the registry file (default .compose/remotes.json if present, else deploy/remotes.json);
                      with REDIS_URL set the registry is in Redis (the file seeds it when empty)
  MC_RELEASE_BY       who the history names (default: the OS user)`;

const VALUE_FLAGS = new Set(['--registry', '--dir', '--canary', '--reason', '--site', '--config', '--host-dir']);
const BOOLEAN_FLAGS = new Set(['--json', '--help']);

class Refusal extends Error {
  constructor(
    readonly reasons: string[],
    readonly code = 1,
  ) {
    super(reasons.join('; '));
  }
}
const refuse = (...reasons: string[]): never => {
  throw new Refusal(reasons);
};
const usage = (reason: string): never => {
  throw new Refusal([reason, '', USAGE], 2);
};

function parseArgs(argv: string[]): { positional: string[]; flags: Map<string, string | true> } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (BOOLEAN_FLAGS.has(name)) flags.set(name, true);
    else if (VALUE_FLAGS.has(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) usage(`${name} needs a value`);
      flags.set(name, value!);
    } else usage(`unknown option ${name}`);
  }
  return { positional, flags };
}

const percentText = (percent: number) => `${percent} %`;
const versionText = (manifest: string | undefined) => (manifest ? (versionOf(manifest) ?? manifest) : null);

/**
 * The stable release before the current one, from the history: the stable versions of the remote in order,
 * a publish or promote going forward, a stable rollback going back. null when the history does not say
 * (the registry was edited by hand since, or the remote has had one release).
 */
export function previousStable(history: HistoryEntry[], currentStable: string): string | null {
  const stack: string[] = [];
  for (const entry of history) {
    const top = stack[stack.length - 1];
    if (entry.action === 'publish' || entry.action === 'promote') {
      if (stack.length === 0 && entry.from) stack.push(entry.from);
      if (entry.to) stack.push(entry.to);
    } else if (entry.action === 'canary') {
      if (stack.length === 0 && entry.from) stack.push(entry.from);
    } else if (entry.to !== null && entry.to === top) {
      // A canary dropped: the stable release did not change.
    } else if (entry.from !== null && entry.from === top) {
      stack.pop();
      if (entry.to && stack[stack.length - 1] !== entry.to) stack.push(entry.to);
    } else if (entry.to) {
      stack.length = 0;
      stack.push(entry.to);
    }
  }
  return stack[stack.length - 1] === currentStable && stack.length >= 2 ? stack[stack.length - 2]! : null;
}

export async function main(argv: string[], deps: CliDeps = {}): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const err = deps.err ?? ((line: string) => console.error(line));
  const env = deps.env ?? process.env;
  const root = deps.root ?? ROOT;
  const cwd = deps.cwd ?? process.cwd();
  const now = deps.now ?? (() => new Date());
  const check = deps.checkRelease ?? realCheckRelease;
  const readLive =
    deps.readLive ??
    (async (manifestUrl: string, file: string) => {
      const response = await fetch(new URL(file, manifestUrl), { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`${new URL(file, manifestUrl).href}: ${response.status}`);
      return response.json() as Promise<unknown>;
    });
  const by = (): string => {
    if (env.MC_RELEASE_BY) return env.MC_RELEASE_BY;
    try {
      return userInfo().username;
    } catch {
      return 'unknown';
    }
  };

  let store: ReleaseStore | undefined = deps.store;
  const ownStore = !store;
  try {
    const { positional, flags } = parseArgs(argv);
    const [verb, ...args] = positional;
    if (flags.has('--help') || !verb) {
      out(USAGE);
      return verb || flags.has('--help') ? 0 : 2;
    }
    const flag = (name: string) => flags.get(name) as string | undefined;
    const inCwd = (file: string) => path.resolve(cwd, file);
    const registryFile = flag('--registry')
      ? inCwd(flag('--registry')!)
      : existsSync(path.join(root, '.compose/remotes.json'))
        ? path.join(root, '.compose/remotes.json')
        : path.join(root, 'deploy/remotes.json');
    const openStore = async () => (store ??= await createStore({ registryFile, redisUrl: env.REDIS_URL || undefined }));
    const where = env.REDIS_URL
      ? `Redis (${new URL(env.REDIS_URL).host})`
      : path.relative(cwd, registryFile) || registryFile;

    const expectArgs = (count: number, names: string) => {
      if (args.length !== count) usage(`${verb} takes ${names}`);
    };
    const entryOf = (registry: Registry, name: string): RemoteEntry => {
      const entry = registry.remotes.find((remote) => remote.name === name);
      return (
        entry ??
        refuse(
          `no remote "${name}" in the registry (${where}); it has ${registry.remotes.map((r) => r.name).join(', ') || 'none'}`,
        )
      );
    };
    const readConfig = (): ConfigLike => {
      const file = flag('--config') ? inCwd(flag('--config')!) : path.join(root, 'deploy/config.json');
      try {
        return JSON.parse(readFileSync(file, 'utf8')) as ConfigLike;
      } catch {
        return {};
      }
    };
    /** Runs the release checks; prints their notes and refusals; refuses when they do. */
    const runCheck = async (remote: string, dir: string, registry: Registry) => {
      if (!existsSync(dir) || !statSync(dir).isDirectory()) {
        refuse(
          `no release folder ${dir}`,
          `build it first: MC_RELEASE=<version> pnpm --filter ./remote-${remote} build`,
        );
      }
      const result = await check({
        remote,
        dir,
        registry,
        hostDir: flag('--host-dir') ? inCwd(flag('--host-dir')!) : path.join(root, 'host/dist'),
        config: readConfig(),
        readLive,
      });
      for (const note of result.notes) out(`  note: ${note}`);
      if (!result.ok)
        refuse(`the checks refuse ${path.relative(cwd, dir) || dir}:`, ...result.refusals.map((r) => `  - ${r}`));
      out(`checked ${path.relative(cwd, dir) || dir}: ok`);
    };
    /** One atomic update; `change` throws a Refusal (nothing is written) or gives the new entry and history. */
    const update = async (change: (current: Registry) => { registry: Registry; entry: HistoryEntry }) => {
      const done = await (await openStore()).update(change);
      if (!done) throw new Error('the registry update wrote nothing');
      return done;
    };
    const stamp = (
      remote: string,
      action: HistoryEntry['action'],
      from: string | null,
      to: string | null,
      extra: Partial<HistoryEntry> = {},
    ): HistoryEntry => ({
      at: now().toISOString(),
      by: by(),
      remote,
      action,
      from,
      to,
      ...extra,
    });
    const replace = (registry: Registry, next: RemoteEntry): Registry => ({
      remotes: registry.remotes.map((r) => (r.name === next.name ? next : r)),
    });

    switch (verb) {
      case 'check': {
        expectArgs(2, '<remote> <dir>');
        const [remote, dir] = args as [string, string];
        const registry = await (await openStore()).registry();
        // The host's own build is checked against the live remotes; any other name must be a remote of the registry.
        if (remote !== 'host') entryOf(registry, remote);
        await runCheck(remote, inCwd(dir), registry);
        return 0;
      }

      case 'publish': {
        expectArgs(2, '<remote> <version>');
        const [remote, version] = args as [string, string];
        if (!VERSION.test(version)) usage(`"${version}" is not a release version (a folder name such as 1.4.0)`);
        const canaryFlag = flag('--canary');
        const percent = canaryFlag === undefined ? null : Number(canaryFlag);
        if (percent !== null && !(Number.isFinite(percent) && percent > 0 && percent <= 100))
          usage(`--canary takes a share of visitors from 1 to 100, not "${canaryFlag}"`);
        const dir = flag('--dir') ? inCwd(flag('--dir')!) : path.join(root, `remote-${remote}/dist/${version}`);
        const before = await (await openStore()).registry();
        const current = entryOf(before, remote);
        const manifest = manifestAt(current.manifest, version);
        if (manifest === current.manifest) refuse(`${remote} ${version} is already the stable release`);
        await runCheck(remote, dir, before);
        const done = await update((registry) => {
          const entry = entryOf(registry, remote);
          const stable = versionText(entry.manifest);
          const target = manifestAt(entry.manifest, version);
          if (target === entry.manifest) refuse(`${remote} ${version} is already the stable release`);
          if (entry.canary && !(percent !== null && entry.canary.manifest === target)) {
            refuse(
              `${remote} has a canary running (${versionText(entry.canary.manifest)} at ${percentText(entry.canary.percent)})`,
              `promote it (npm run release -- promote ${remote}) or roll it back (npm run release -- rollback ${remote}) first`,
            );
          }
          if (percent === null) {
            return {
              registry: replace(registry, { name: entry.name, manifest: target, routes: entry.routes }),
              entry: stamp(remote, 'publish', stable, version),
            };
          }
          const since = entry.canary && entry.canary.manifest === target ? entry.canary.since : now().toISOString();
          return {
            registry: replace(registry, { ...entry, canary: { manifest: target, percent, since } }),
            entry: stamp(remote, 'canary', stable, version, { percent }),
          };
        });
        const { entry } = done;
        out(
          entry.action === 'publish'
            ? `${remote}: ${version} is the stable release now (was ${entry.from ?? 'none'}); the next page load of every visitor runs it`
            : `${remote}: ${version} is a canary for ${percentText(entry.percent!)} of visitors (stable stays ${entry.from ?? 'none'})`,
        );
        return 0;
      }

      case 'promote': {
        expectArgs(1, '<remote>');
        const [remote] = args as [string];
        const { entry } = await update((registry) => {
          const current = entryOf(registry, remote);
          if (!current.canary) refuse(`${remote} has no canary to promote (stable: ${versionText(current.manifest)})`);
          const { canary, ...rest } = current;
          return {
            registry: replace(registry, { ...rest, manifest: canary!.manifest }),
            entry: stamp(remote, 'promote', versionText(current.manifest), versionText(canary!.manifest), {
              percent: canary!.percent,
            }),
          };
        });
        out(
          `${remote}: canary ${entry.to} promoted, the stable release now (was ${entry.from}); every visitor runs it from their next page load`,
        );
        return 0;
      }

      case 'rollback': {
        expectArgs(1, '<remote>');
        const [remote] = args as [string];
        const reason = flag('--reason');
        const opened = await openStore();
        const history = await opened.history(remote);
        const { entry } = await update((registry) => {
          const current = entryOf(registry, remote);
          const extra = reason ? { reason } : {};
          if (current.canary) {
            const { canary, ...rest } = current;
            return {
              registry: replace(registry, rest),
              entry: stamp(remote, 'rollback', versionText(canary!.manifest), versionText(current.manifest), {
                percent: canary!.percent,
                ...extra,
              }),
            };
          }
          const stable = versionText(current.manifest);
          const previous = stable === null ? null : previousStable(history, stable);
          if (previous === null) {
            refuse(
              `${remote} has no canary, and the history does not say which stable release came before ${stable ?? current.manifest}`,
              `publish the release wanted instead: npm run release -- publish ${remote} <version>`,
            );
          }
          return {
            registry: replace(registry, { ...current, manifest: manifestAt(current.manifest, previous!) }),
            entry: stamp(remote, 'rollback', stable, previous, extra),
          };
        });
        out(
          entry.percent !== undefined
            ? `${remote}: canary ${entry.from} dropped; every visitor runs the stable ${entry.to} from their next page load`
            : `${remote}: rolled back from ${entry.from} to the previous stable release ${entry.to}`,
        );
        return 0;
      }

      case 'status': {
        expectArgs(0, 'no arguments');
        const opened = await openStore();
        const [registry, history] = await Promise.all([opened.registry(), opened.history()]);
        const site = flag('--site');
        const figures = site
          ? (
              await (
                deps.fetchStatus ??
                (async (url: string) =>
                  (await fetch(url, { signal: AbortSignal.timeout(10_000) })).json() as Promise<{
                    figures: FieldFigures[];
                  }>)
              )(new URL('/release-status.json', site).href)
            ).figures
          : await opened.figures();
        if (flags.has('--json')) {
          out(JSON.stringify({ registry, figures, history: history.slice(-20) }, null, 2));
          return 0;
        }
        out(`registry: ${where}`);
        for (const remote of registry.remotes) {
          const stable = versionText(remote.manifest);
          const canary = remote.canary;
          out(
            `${remote.name}: stable ${stable}${canary ? `, canary ${versionText(canary.manifest)} for ${percentText(canary.percent)} since ${canary.since}` : ''}`,
          );
          for (const f of figures.filter((figure) => figure.remote === remote.name)) {
            const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
            out(
              `  ${f.version}${f.version === stable ? ' (stable)' : canary && f.version === versionText(canary.manifest) ? ' (canary)' : ''}: ` +
                `${f.sessions} sessions, ${f.errorSessions} with an error (${(f.errorRate * 100).toFixed(1)} %), ` +
                `p75 LCP ${ms(f.p75.lcp)}, INP ${ms(f.p75.inp)}, CLS ${f.p75.cls === null ? '–' : f.p75.cls.toFixed(3)}`,
            );
          }
          for (const e of history.filter((entry) => entry.remote === remote.name).slice(-5)) {
            out(
              `  ${e.at} ${e.action} ${e.from ?? '–'} → ${e.to ?? '–'}${e.percent !== undefined ? ` (${percentText(e.percent)})` : ''} by ${e.by}${e.reason ? `: ${e.reason}` : ''}`,
            );
          }
        }
        if (!site && !env.REDIS_URL)
          out(
            '(field figures: this process has none with the file store; --site <url> reads those of a running host server)',
          );
        return 0;
      }

      default:
        return usage(`unknown verb "${verb}"`);
    }
  } catch (error) {
    if (error instanceof Refusal) {
      error.reasons.forEach((reason, i) =>
        err(error.code === 2 || !reason ? reason : i === 0 ? `refused: ${reason}` : `  ${reason}`),
      );
      return error.code;
    }
    err(`release failed: ${(error as Error).message}`);
    return 1;
  } finally {
    if (ownStore) await store?.close();
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

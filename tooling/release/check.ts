import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { sitePolicy } from '../compose/security-headers';
import type { ContractRoute, HostProvides, LayoutValues, RemoteContract } from '../webpack/release-contract.cjs';
import { parseVersion, satisfies } from './semver-range';

/**
 * The release check: refuses a built release (a remote's `dist/<version>/`, or a host's `dist/`) that would
 * break the live site once the registry points at it, or a host release that would break a live remote.
 * It reads the release contract the build writes (`release.json`, `host-provides.json`:
 * tooling/webpack/release-contract.cjs) and the release's own files; docs/releasing.md says what each
 * refusal means and how to fix it.
 */

export interface CheckInput {
  remote: string; // 'member' | 'games' | 'agent' | 'cashier' | 'host'
  dir: string; // the built release folder (for host: a host dist folder)
  registry: {
    remotes: Array<{
      name: string;
      manifest: string;
      routes: string[];
      canary?: { manifest: string; percent: number };
    }>;
  };
  hostDir: string; // the live host's dist folder (its host-provides.json)
  config: {
    origins?: { images?: string[]; frames?: string[]; forms?: string[]; connect?: string[] };
    apiBase?: string;
  } | null; // deploy/config.json
  readLive: (manifestUrl: string, file: string) => Promise<unknown>; // JSON of a file next to a live remote's manifest (release.json), for the host check
  budgets?: Record<string, number>; // bytes (brotli) per remote; default from a checked-in file
}

export interface CheckResult {
  ok: boolean;
  refusals: string[];
  notes: string[];
}

const root = path.resolve(__dirname, '../..');
/** The checked-in JS budgets (brotli bytes per remote). */
export const BUDGETS_FILE = path.join(root, 'deploy/release-budgets.json');
/** A release folder's name (`1.4.0`, `0.1.1-next`): a version, as the release commands take it. */
const RELEASE_FOLDER = /^\d+\.\d+\.\d+([-+][0-9A-Za-z.+-]*)?$/;
/** Stands for the site's own origin ('self') when the policy is computed; a release's URLs are never on it. */
const SITE = 'https://site.invalid';

export async function checkRelease(input: CheckInput): Promise<CheckResult> {
  const refusals: string[] = [];
  const notes: string[] = [];
  if (input.remote === 'host') await checkHost(input, refusals, notes);
  else await checkRemote(input, refusals, notes);
  return { ok: refusals.length === 0, refusals, notes };
}

// ---------------------------------------------------------------------------------------------------------
// Reading

type Read<T> = { value: T; error?: undefined } | { value?: undefined; error: string };

async function readJson(file: string): Promise<Read<unknown>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { error: 'is missing' };
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: `is not JSON (${(error as Error).message})` };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/** What is wrong with a remote's release.json, or nothing. */
export function contractProblems(value: unknown): string[] {
  if (!isObject(value)) return ['it is not an object'];
  const problems: string[] = [];
  if (!isString(value.name)) problems.push('no name');
  if (!isString(value.version)) problems.push('no version');
  if (!isString(value.kernel)) problems.push('no kernel range');
  if (
    !Array.isArray(value.shared) ||
    !value.shared.every((s) => isObject(s) && isString(s.name) && isString(s.requiredVersion))
  ) {
    problems.push('shared is not a list of { name, requiredVersion }');
  }
  if (!isObject(value.imports) || !Object.values(value.imports).every(isStringList))
    problems.push('imports is not { library: names[] }');
  if (
    !Array.isArray(value.routes) ||
    !value.routes.every(
      (r) =>
        isObject(r) && isString(r.path) && isObject(r.layout) && (r.aliases === undefined || isStringList(r.aliases)),
    )
  ) {
    problems.push('routes is not a list of { path, aliases?, guard?, layout }');
  }
  return problems;
}

/** What is wrong with a host's host-provides.json, or nothing. */
export function providesProblems(value: unknown): string[] {
  if (!isObject(value)) return ['it is not an object'];
  const problems: string[] = [];
  if (!isString(value.version)) problems.push('no version');
  if (
    !Array.isArray(value.shared) ||
    !value.shared.every((s) => isObject(s) && isString(s.name) && isString(s.version))
  ) {
    problems.push('shared is not a list of { name, version }');
  }
  if (!isObject(value.subsets) || !Object.values(value.subsets).every(isStringList))
    problems.push('subsets is not { library: names[] }');
  if (!isStringList(value.guards)) problems.push('guards is not a list');
  if (!isObject(value.layouts)) problems.push('layouts is not { field: values }');
  return problems;
}

interface Manifest {
  name: string;
  entry: string;
  buildVersion?: string;
  shared: Array<{ name: string; requiredVersion?: string }>;
}

/** The parts of an mf-manifest.json the site relies on, or what is wrong with it. */
export function readManifest(value: unknown, remote: string): { manifest?: Manifest; problems: string[] } {
  if (!isObject(value)) return { problems: ['it is not an object'] };
  const problems: string[] = [];
  if (value.name !== remote) problems.push(`its name is ${JSON.stringify(value.name)}, not "${remote}"`);
  const meta = isObject(value.metaData) ? value.metaData : null;
  if (!meta) problems.push('no metaData');
  else if (meta.name !== undefined && meta.name !== remote)
    problems.push(`metaData.name is ${JSON.stringify(meta.name)}, not "${remote}"`);
  const entry = meta && isObject(meta.remoteEntry) && isString(meta.remoteEntry.name) ? meta.remoteEntry.name : null;
  if (!entry) problems.push('no metaData.remoteEntry.name (the entry script)');
  const sharedOk =
    Array.isArray(value.shared) &&
    value.shared.every(
      (s) =>
        isObject(s) && isString(s.name) && (s.requiredVersion === undefined || typeof s.requiredVersion === 'string'),
    );
  if (!sharedOk) problems.push('shared is not a list of { name, requiredVersion }');
  const exposes = Array.isArray(value.exposes) ? value.exposes : null;
  if (!exposes) problems.push('no exposes list');
  else if (!exposes.some((e) => isObject(e) && (e.name === 'routes' || e.path === './routes')))
    problems.push('it exposes no ./routes module');
  if (problems.length) return { problems };
  const buildInfo = isObject(meta!.buildInfo) ? meta!.buildInfo : {};
  return {
    problems,
    manifest: {
      name: remote,
      entry: entry!,
      buildVersion: typeof buildInfo.buildVersion === 'string' ? buildInfo.buildVersion : undefined,
      shared: (value.shared as Array<{ name: string; requiredVersion?: string }>).map((s) => ({
        name: s.name,
        requiredVersion: s.requiredVersion,
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// What a remote requires of a host, and what a host provides

/** A requirement the host does not meet, without the fix (the caller knows which side moves). */
export interface Gap {
  kind: 'shared' | 'subset' | 'guard' | 'layout';
  text: string;
}

/** Every way `provides` fails what `contract` (with the manifest's shared ranges, if known) requires. */
export function gaps(contract: RemoteContract, provides: HostProvides, manifestShared: Manifest['shared'] = []): Gap[] {
  const found: Gap[] = [];
  const provided = new Map(provides.shared.map((s) => [s.name, s.version]));
  const required = new Map<string, string>([['@mc/shared-kernel', contract.kernel]]);
  for (const s of [...contract.shared, ...manifestShared])
    if (s.requiredVersion && !required.has(s.name)) required.set(s.name, s.requiredVersion);
  for (const [name, range] of required) {
    const version = provided.get(name);
    if (version === undefined)
      found.push({
        kind: 'shared',
        text: `requires shared module ${name} ${range}, which the host ${provides.version} does not provide`,
      });
    else if (range !== '*' && !satisfies(version, range))
      found.push({
        kind: 'shared',
        text: `requires ${name} ${range}; the host ${provides.version} provides ${version}`,
      });
  }
  for (const [library, names] of Object.entries(contract.imports)) {
    const exported = provides.subsets[library];
    // A library the host does not share as a subset is shared whole (or missing, which the shared check says).
    if (!exported || names.length === 0) continue;
    const missing = names.filter((name) => !exported.includes(name));
    if (missing.length) {
      const whole = missing.includes('*') ? ' (a namespace import or export * needs the whole library)' : '';
      found.push({
        kind: 'subset',
        text: `imports ${missing.join(', ')} from ${library}, which the host ${provides.version}'s subset does not export${whole}`,
      });
    }
  }
  for (const route of contract.routes) {
    if (route.guard !== undefined && !provides.guards.includes(route.guard)) {
      found.push({
        kind: 'guard',
        text: `route ${route.path} has guard ${JSON.stringify(route.guard)}, which the host ${provides.version} does not know (it knows ${provides.guards.join(', ')})`,
      });
    }
    for (const [field, value] of Object.entries(route.layout)) {
      const accepted = provides.layouts[field];
      if (accepted === undefined) {
        found.push({
          kind: 'layout',
          text: `route ${route.path} has layout field ${field}, which the host ${provides.version} does not know (it knows ${Object.keys(provides.layouts).join(', ')})`,
        });
      } else if (value !== undefined && !accepts(accepted, value)) {
        found.push({
          kind: 'layout',
          text: `route ${route.path} has ${field}: ${JSON.stringify(value)}, which the host ${provides.version} does not accept (${describe(accepted)})`,
        });
      }
    }
  }
  return found;
}

function accepts(accepted: LayoutValues, value: unknown): boolean {
  if (Array.isArray(accepted)) return accepted.includes(value as string);
  if (accepted === 'string') return typeof value === 'string';
  if (accepted === 'boolean') return typeof value === 'boolean';
  if (accepted === 'path') return typeof value === 'string' && value.startsWith('/');
  return false;
}

const describe = (accepted: LayoutValues): string =>
  Array.isArray(accepted) ? `one of ${accepted.map((v) => JSON.stringify(v)).join(', ')}` : `a ${accepted}`;

const FIX: Record<Gap['kind'], string> = {
  shared:
    'release a host that provides it first (README "Releasing"), or build this remote against what the live host provides',
  subset: 'add the names to tooling/webpack/subsets/ and release that host first, or do without them',
  guard:
    'use one the host knows, or add it to ROUTE_GUARDS (shared-kernel/src/contracts/federation.ts), handle it in the host and release that host first',
  layout:
    'use what the host accepts, or extend ROUTE_LAYOUT (shared-kernel/src/contracts/federation.ts) and release that host first',
};

// ---------------------------------------------------------------------------------------------------------
// A remote release

async function checkRemote(input: CheckInput, refusals: string[], notes: string[]): Promise<void> {
  const { remote, dir } = input;
  const rebuild = `rebuild it with this repository's build (MC_RELEASE=<version> pnpm --filter ./remote-${remote} build)`;

  const manifestRead = await readJson(path.join(dir, 'mf-manifest.json'));
  let manifest: Manifest | undefined;
  if (manifestRead.error)
    refusals.push(`${remote}: mf-manifest.json ${manifestRead.error} in ${dir}: ${rebuild} and check the folder`);
  else {
    const read = readManifest(manifestRead.value, remote);
    if (read.problems.length)
      refusals.push(
        `${remote}: mf-manifest.json is malformed (${read.problems.join('; ')}): check that this is ${remote}'s release folder and ${rebuild}`,
      );
    manifest = read.manifest;
  }
  if (manifest) {
    try {
      await readFile(path.join(dir, manifest.entry));
    } catch {
      refusals.push(
        `${remote}: the manifest's entry ${manifest.entry} is not in ${dir}: deploy the whole release folder`,
      );
    }
  }

  const contractRead = await readJson(path.join(dir, 'release.json'));
  let contract: RemoteContract | undefined;
  if (contractRead.error)
    refusals.push(
      `${remote}: release.json ${contractRead.error}, so what it requires of the host cannot be checked: ${rebuild}`,
    );
  else {
    const problems = contractProblems(contractRead.value);
    const value = contractRead.value as RemoteContract;
    if (!problems.length && value.name !== remote) problems.push(`its name is "${value.name}", not "${remote}"`);
    if (problems.length) refusals.push(`${remote}: release.json is malformed (${problems.join('; ')}): ${rebuild}`);
    else contract = value;
  }
  // The release's folder is its version on the remote's origin (`dist/<version>/`); the manifest's buildVersion
  // is the package's version, not the release's, so the contract is compared with the folder.
  const folder = path.basename(path.resolve(dir));
  if (contract && RELEASE_FOLDER.test(folder) && folder !== contract.version) {
    refusals.push(
      `${remote}: release.json is of version ${contract.version}, but the folder is ${folder}: it would be served as another release than it was built as; ${rebuild}`,
    );
  }

  const preloadRead = await readJson(path.join(dir, 'route-preload.json'));
  const preload = preloadRead.value as { entry?: unknown; routes?: unknown; pages?: unknown } | undefined;
  const preloadOk =
    isObject(preload) &&
    isString(preload.entry) &&
    isStringList(preload.routes) &&
    isObject(preload.pages) &&
    Object.values(preload.pages).every(isStringList);
  if (!preloadOk)
    refusals.push(
      `${remote}: route-preload.json ${preloadRead.error ?? 'is malformed (not { entry, routes, pages })'}: ${rebuild}`,
    );

  // Against the live host.
  const providesRead = await readJson(path.join(input.hostDir, 'host-provides.json'));
  const providesIssues = providesRead.error ? [providesRead.error] : providesProblems(providesRead.value);
  if (providesIssues.length) {
    refusals.push(
      `${remote}: the live host's host-provides.json (${input.hostDir}) ${providesRead.error ?? `is malformed (${providesIssues.join('; ')})`}, so the release cannot be checked against it: release a host built by this repository first`,
    );
  } else if (contract) {
    const provides = providesRead.value as HostProvides;
    for (const gap of gaps(contract, provides, manifest?.shared))
      refusals.push(`${remote}: ${gap.text}: ${FIX[gap.kind]}`);
    notes.push(`${remote} ${contract.version}: checked against the live host ${provides.version}`);
  }

  checkRoutes(input, contract, preloadOk ? (preload!.pages as Record<string, string[]>) : undefined, refusals);
  await checkOrigins(input, refusals);
  if (preloadOk)
    await checkBudget(
      input,
      preload as { entry: string; routes: string[]; pages: Record<string, string[]> },
      refusals,
      notes,
    );
}

const pathsOf = (routes: ContractRoute[]): string[] => routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]);

function differences(label: string, theirs: string[], ours: string[]): string | null {
  const mine = new Set(ours);
  const registry = new Set(theirs);
  const onlyOurs = [...mine].filter((p) => !registry.has(p));
  const onlyRegistry = [...registry].filter((p) => !mine.has(p));
  if (!onlyOurs.length && !onlyRegistry.length) return null;
  const parts = [];
  if (onlyOurs.length) parts.push(`only in ${label}: ${onlyOurs.join(', ')}`);
  if (onlyRegistry.length) parts.push(`only in the registry: ${onlyRegistry.join(', ')}`);
  return parts.join('; ');
}

function checkRoutes(
  input: CheckInput,
  contract: RemoteContract | undefined,
  pages: Record<string, string[]> | undefined,
  refusals: string[],
): void {
  const { remote, registry } = input;
  const entry = registry.remotes.find((r) => r.name === remote);
  if (!entry) {
    refusals.push(
      `${remote}: the registry has no entry for ${remote}: add { name: "${remote}", manifest, routes } to remotes.json`,
    );
    return;
  }
  const fix = `make the registry's routes for ${remote} the release's paths (its routes and their aliases) when pointing it at this release`;
  if (contract) {
    const diff = differences('the release (release.json routes)', entry.routes, pathsOf(contract.routes));
    if (diff) refusals.push(`${remote}: the release's routes and the registry's disagree: ${diff}: ${fix}`);
  }
  if (pages) {
    const diff = differences('the preloads (route-preload.json pages)', entry.routes, Object.keys(pages));
    if (diff)
      refusals.push(
        `${remote}: the release's preloaded pages and the registry's routes disagree: ${diff}: ${fix}; a route whose screen the build did not find is written in a shape tooling/webpack/route-preload-plugin.cjs does not read`,
      );
  }
  // A path is one remote's: the host maps each to one.
  const mine = new Set(contract ? pathsOf(contract.routes) : entry.routes);
  for (const other of registry.remotes) {
    if (other.name === remote) continue;
    const shared = other.routes.filter((p) => mine.has(p));
    if (shared.length)
      refusals.push(
        `${remote}: ${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} also ${other.name}'s in the registry: a path belongs to one remote; drop it from one of them`,
      );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Origins

type Kind = 'script' | 'style' | 'image' | 'font';
const DIRECTIVE: Record<Kind, string> = {
  script: 'script-src',
  style: 'style-src',
  image: 'img-src',
  font: 'font-src',
};

function kindOf(url: string): Kind | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname.toLowerCase();
  } catch {
    return null;
  }
  if (/\.(m?js|cjs)$/.test(pathname)) return 'script';
  if (/\.css$/.test(pathname)) return 'style';
  if (/\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)$/.test(pathname)) return 'image';
  if (/\.(woff2?|ttf|otf|eot)$/.test(pathname)) return 'font';
  return null;
}

/** The absolute http(s) URLs of scripts, styles, images and fonts a release's JS or CSS text names. */
export function loadedUrls(text: string): Array<{ kind: Kind; url: string }> {
  const found = new Map<string, { kind: Kind; url: string }>();
  const add = (kind: Kind | null, url: string) => {
    if (kind) found.set(`${kind} ${url}`, { kind, url });
  };
  // CSS (in a .css file or inside a script, which is how remotes ship their styles): url() loads an
  // image (or a font), @import a style sheet, whatever their names end with. A CSS url() follows a property's
  // colon, a space, a comma or a bracket; script code such as `new URL("https://x")` or `a.url("…")` does not count.
  for (const match of text.matchAll(/@import\s+(?:url\(\s*)?\\?['"]?(https?:\/\/[^'"()\s;\\]+)/gi))
    add('style', match[1]!);
  for (const match of text.matchAll(/(?<=[\s:,(]|^)url\(\s*\\?['"]?(https?:\/\/[^'"()\s\\]+)/g)) {
    const url = match[1]!;
    add(kindOf(url) === 'font' ? 'font' : 'image', url);
  }
  for (const match of text.matchAll(/https?:\/\/[^\s'"`()<>\\,]+/g)) add(kindOf(match[0]), match[0]);
  return [...found.values()];
}

/** The sources a directive of the site's policy lists ('self' as the site's origin). */
function directiveSources(policy: string, directive: string): string[] {
  const part = policy
    .split(';')
    .map((p) => p.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return (part ?? []).slice(1).map((source) => (source === "'self'" ? SITE : source));
}

function allowedBy(sources: string[], origin: string): boolean {
  return sources.some((source) => {
    if (source === origin) return true;
    const wildcard = /^(https?):\/\/\*\.(.+)$/.exec(source);
    if (!wildcard) return false;
    const url = new URL(origin);
    return url.protocol === `${wildcard[1]}:` && url.host.endsWith(`.${wildcard[2]}`);
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(dir, { recursive: true })) as string[];
  } catch {
    return [];
  }
  return names.filter((name) => /\.(js|css)$/.test(name)).sort();
}

async function checkOrigins(input: CheckInput, refusals: string[]): Promise<void> {
  const { remote, dir, registry, config } = input;
  // The policy the site's page will be served with, from the same function the host server uses. The
  // release goes on its entry's origin (README "Releasing": versions side by side on the remote's origin).
  const policy = sitePolicy({ registry, config, nonce: 'release-check', siteOrigin: SITE });
  const byOrigin = new Map<string, { kind: Kind; origin: string; files: Set<string> }>();
  for (const file of await filesUnder(dir)) {
    const text = await readFile(path.join(dir, file), 'utf8');
    for (const { kind, url } of loadedUrls(text)) {
      let origin: string;
      try {
        origin = new URL(url).origin;
      } catch {
        continue;
      }
      if (allowedBy(directiveSources(policy, DIRECTIVE[kind]), origin)) continue;
      const key = `${kind} ${origin}`;
      const seen = byOrigin.get(key) ?? { kind, origin, files: new Set<string>() };
      seen.files.add(file);
      byOrigin.set(key, seen);
    }
  }
  for (const { kind, origin, files } of byOrigin.values()) {
    const where = [...files].slice(0, 3).join(', ') + (files.size > 3 ? ` and ${files.size - 3} more` : '');
    const fix =
      kind === 'image'
        ? `serve it from ${remote}'s own origin or the site, or add ${origin} to origins.images in deploy/config.json`
        : `serve it from ${remote}'s own origin or the site (the policy's ${DIRECTIVE[kind]} allows nothing else)`;
    refusals.push(
      `${remote}: ${where} load${files.size === 1 ? 's' : ''} ${kind === 'image' ? 'an image' : `a ${kind}`} from ${origin}, which the site's Content-Security-Policy (${DIRECTIVE[kind]}) does not allow: ${fix}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Size

const brotliSize = (data: Buffer): number =>
  brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JS a cold load of the remote's heaviest page fetches from the remote: its entry, its routes module and
 * that page's chunks (route-preload.json), each brotli-compressed as the server sends it.
 */
export async function routeJsSize(
  dir: string,
  preload: { entry: string; routes: string[]; pages: Record<string, string[]> },
): Promise<{ total: number; page: string | null; entry: number; routes: number; pageBytes: number }> {
  const sizes = new Map<string, number>();
  const size = async (file: string): Promise<number> => {
    if (!sizes.has(file)) sizes.set(file, brotliSize(await readFile(path.join(dir, file))));
    return sizes.get(file)!;
  };
  const sum = async (files: string[]) => {
    let total = 0;
    for (const file of files) total += await size(file);
    return total;
  };
  const entry = await size(preload.entry);
  const routes = await sum(preload.routes);
  let page: string | null = null;
  let pageBytes = 0;
  for (const [pagePath, files] of Object.entries(preload.pages)) {
    const bytes = await sum(files);
    if (page === null || bytes > pageBytes) [page, pageBytes] = [pagePath, bytes];
  }
  return { total: entry + routes + pageBytes, page, entry, routes, pageBytes };
}

async function defaultBudgets(): Promise<Record<string, number>> {
  const read = await readJson(BUDGETS_FILE);
  return isObject(read.value) ? (read.value as Record<string, number>) : {};
}

async function checkBudget(
  input: CheckInput,
  preload: { entry: string; routes: string[]; pages: Record<string, string[]> },
  refusals: string[],
  notes: string[],
): Promise<void> {
  const { remote, dir } = input;
  let measured: Awaited<ReturnType<typeof routeJsSize>>;
  try {
    measured = await routeJsSize(dir, preload);
  } catch (error) {
    refusals.push(
      `${remote}: a script route-preload.json lists is not in the release (${(error as Error).message}): deploy the whole release folder, or rebuild it`,
    );
    return;
  }
  const budget = (input.budgets ?? (await defaultBudgets()))[remote];
  const figure = `${remote}: JS for its heaviest page (${measured.page ?? 'none'}): ${kb(measured.total)} brotli (entry ${kb(measured.entry)}, routes ${kb(measured.routes)}, page ${kb(measured.pageBytes)})`;
  if (typeof budget !== 'number') {
    notes.push(`${figure}; no budget for ${remote} in deploy/release-budgets.json`);
    return;
  }
  notes.push(`${figure}, budget ${kb(budget)}`);
  if (measured.total > budget) {
    refusals.push(
      `${remote}: the JS its heaviest page needs (${measured.page}) is ${kb(measured.total)} brotli, over its budget of ${kb(budget)}: make it smaller (split the screen, drop a dependency), or raise ${remote}'s budget in deploy/release-budgets.json on purpose`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------
// A host release

async function checkHost(input: CheckInput, refusals: string[], notes: string[]): Promise<void> {
  const read = await readJson(path.join(input.dir, 'host-provides.json'));
  const problems = read.error ? [read.error] : providesProblems(read.value);
  if (problems.length) {
    refusals.push(
      `host: host-provides.json ${read.error ?? `is malformed (${problems.join('; ')})`} in ${input.dir}: rebuild the host with this repository's build (pnpm --filter ./host build)`,
    );
    return;
  }
  const provides = read.value as HostProvides;
  if (!parseVersion(provides.version) && !/^\d/.test(provides.version))
    notes.push(`host: version ${provides.version} is not a version number`);
  let checked = 0;
  for (const entry of input.registry.remotes) {
    const manifests = [
      { url: entry.manifest, label: '' },
      ...(entry.canary ? [{ url: entry.canary.manifest, label: ` (canary, ${entry.canary.percent} %)` }] : []),
    ];
    for (const { url, label } of manifests) {
      const live = `live ${entry.name}${label} at ${url}`;
      let contract: unknown;
      try {
        contract = await input.readLive(url, 'release.json');
      } catch (error) {
        refusals.push(
          `host: cannot read the release.json of the ${live} (${(error as Error).message}), so whether this host keeps it working is unknown: release ${entry.name} again with a build that writes release.json, or make it reachable`,
        );
        continue;
      }
      const issues = contractProblems(contract);
      if (issues.length) {
        refusals.push(
          `host: the release.json of the ${live} is malformed (${issues.join('; ')}): release ${entry.name} again with this repository's build`,
        );
        continue;
      }
      checked++;
      const remoteContract = contract as RemoteContract;
      for (const gap of gaps(remoteContract, provides)) {
        refusals.push(
          `host: the ${live} (${remoteContract.version}) ${gap.text}: this host release would break it; keep what it needs in the host (${HOST_FIX[gap.kind]}), or release ${entry.name} without it first`,
        );
      }
    }
  }
  notes.push(`host ${provides.version}: checked against ${checked} live remote release${checked === 1 ? '' : 's'}`);
}

const HOST_FIX: Record<Gap['kind'], string> = {
  shared: 'the shared module at a satisfying version: tooling/webpack/shared.cjs, package.json',
  subset: 'the names in tooling/webpack/subsets/',
  guard: 'ROUTE_GUARDS in shared-kernel/src/contracts/federation.ts and its case in the host',
  layout: 'ROUTE_LAYOUT in shared-kernel/src/contracts/federation.ts',
};

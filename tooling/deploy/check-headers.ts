/**
 * Compares a deployed site's security and caching headers with the reference (the functions the Node
 * servers send them from), and prints a table of every difference; exit 1 when there is any.
 *
 *   npm run check-headers -- <site url> [--remote <manifest url>]… [--page /m/home] [--site-origin <origin>]
 *
 * Checked: the page (its policy compared directive by directive, the nonce as a nonce), /remotes.json,
 * /config.json, one content-hashed file of the host, and for every remote in the registry (and each
 * `--remote`) its manifest (asked for from the site's origin and from another one), its entry, its
 * route-preload.json and one content-hashed file found through the manifest.
 */
import { CSP_REPORT_PATH } from '../compose/host-server';
import { CONTENT_TYPES, cacheControlFor, remoteAssetHeaders } from '../compose/static-server';
import {
  commonHeaders,
  documentHeaders,
  RESOURCE_POLICY,
  type ConfigLike,
  type RegistryLike,
} from '../compose/security-headers';

export interface Difference {
  url: string;
  header: string;
  expected: string;
  actual: string;
}

export interface CheckOptions {
  siteUrl: string;
  /** Manifests to check besides the registry's. */
  remotes?: string[];
  /** The page to fetch (default /m/home). */
  page?: string;
  /** The site's public origin, when the URL checked is not it (default: the URL's origin). */
  siteOrigin?: string;
  fetchImpl?: typeof fetch;
}

export interface CheckResult {
  checked: string[];
  differences: Difference[];
}

const MISSING = '(absent)';
const ANOTHER_ORIGIN = 'https://not-the-site.invalid';

/** Headers whose value is a comma-separated list (order does not matter). */
const LISTS = new Set(['vary', 'cache-control', 'timing-allow-origin']);

/** A policy as directive → sorted sources, a nonce written as `'nonce-*'`. */
export function policyDirectives(policy: string): Record<string, string> {
  const entries = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/).filter(Boolean))
    .filter((parts) => parts.length > 0)
    .map(
      ([name, ...sources]) =>
        [
          name!.toLowerCase(),
          sources
            .map((s) => s.replace(/^'nonce-[A-Za-z0-9+/=_-]+'$/, "'nonce-*'"))
            .sort()
            .join(' '),
        ] as const,
    );
  return Object.fromEntries(entries);
}

/** Differences of one response's headers from what it should send (`null`: must not be sent). */
export function compareHeaders(url: string, expected: Record<string, string | null>, actual: Headers): Difference[] {
  const differences: Difference[] = [];
  for (const [name, want] of Object.entries(expected)) {
    const got = actual.get(name);
    if (want === null) {
      if (got !== null) differences.push({ url, header: name, expected: MISSING, actual: got });
      continue;
    }
    if (got === null) {
      differences.push({ url, header: name, expected: want, actual: MISSING });
      continue;
    }
    const key = name.toLowerCase();
    if (key === 'content-security-policy') {
      const [w, g] = [policyDirectives(want), policyDirectives(got)];
      for (const directive of new Set([...Object.keys(w), ...Object.keys(g)])) {
        if (w[directive] !== g[directive])
          differences.push({
            url,
            header: `${name} ${directive}`,
            expected: w[directive] ?? MISSING,
            actual: g[directive] ?? MISSING,
          });
      }
      continue;
    }
    const normal = (value: string) =>
      LISTS.has(key)
        ? [
            ...new Set(
              value
                .split(',')
                .map((v) => v.trim().toLowerCase())
                .filter(Boolean),
            ),
          ]
            .sort()
            .join(', ')
        : key === 'content-type'
          ? value.toLowerCase().replace(/\s+/g, '')
          : value.trim();
    if (normal(want) !== normal(got)) differences.push({ url, header: name, expected: want, actual: got });
  }
  return differences;
}

/** Every content-hashed file a manifest names (`static/…`), as URLs resolved against the manifest's. */
function hashedFilesOf(manifest: unknown, manifestUrl: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/(^|\/)static\/.+\.(js|css)$/.test(value)) found.push(new URL(value, manifestUrl).href);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(manifest);
  return found;
}

function entryOf(manifest: unknown, manifestUrl: string): string | null {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } } })?.metaData?.remoteEntry;
  if (!entry?.name) return null;
  return new URL([entry.path, entry.name].filter(Boolean).join('/'), manifestUrl).href;
}

export async function checkHeaders(options: CheckOptions): Promise<CheckResult> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const site = new URL(options.siteUrl);
  const siteOrigin = options.siteOrigin ?? site.origin;
  const https = siteOrigin.startsWith('https:');
  const checked: string[] = [];
  const differences: Difference[] = [];
  const get = async (url: string, headers: Record<string, string> = {}) => {
    checked.push(url);
    try {
      const response = await fetchImpl(url, {
        headers: { 'Accept-Encoding': 'br, gzip', ...headers },
        redirect: 'manual',
      });
      if (response.status !== 200) {
        differences.push({ url, header: '(status)', expected: '200', actual: String(response.status) });
        await response.body?.cancel();
        return null;
      }
      return response;
    } catch (error) {
      differences.push({ url, header: '(request)', expected: 'an answer', actual: (error as Error).message });
      return null;
    }
  };
  const resource = (type: string, cacheControl: string) => ({
    ...commonHeaders({ https }),
    'Content-Security-Policy': RESOURCE_POLICY,
    'Content-Type': type,
    'Cache-Control': cacheControl,
  });

  const siteFile = (pathname: string) => new URL(pathname, site).href;
  let registry: RegistryLike | null = null;
  let config: ConfigLike | null = null;
  for (const name of ['/remotes.json', '/config.json']) {
    const response = await get(siteFile(name));
    if (!response) continue;
    differences.push(
      ...compareHeaders(
        response.url || siteFile(name),
        resource(CONTENT_TYPES['.json']!, 'no-cache'),
        response.headers,
      ),
    );
    const body = (await response.json().catch(() => null)) as unknown;
    if (name === '/remotes.json') registry = body as RegistryLike | null;
    else config = body as ConfigLike | null;
  }

  const pageUrl = siteFile(options.page ?? '/m/home');
  const page = await get(pageUrl);
  if (page) {
    const expected = {
      ...documentHeaders({ registry, config, nonce: 'any', siteOrigin, reportUri: CSP_REPORT_PATH, https }),
      'Content-Type': CONTENT_TYPES['.html']!,
      'Cache-Control': 'private, no-cache',
    };
    differences.push(...compareHeaders(pageUrl, expected, page.headers));
    if (!/'nonce-[A-Za-z0-9+/=_-]{16,}'/.test(page.headers.get('content-security-policy') ?? '')) {
      differences.push({
        url: pageUrl,
        header: 'Content-Security-Policy style-src',
        expected: "a fresh 'nonce-…' per page",
        actual: 'none',
      });
    }
    const html = await page.text();
    const asset = /(?:src|href)="([^"]*\/static\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    if (asset) {
      const url = new URL(asset, pageUrl).href;
      const response = await get(url);
      if (response) {
        differences.push(
          ...compareHeaders(
            url,
            resource(CONTENT_TYPES[asset.slice(asset.lastIndexOf('.'))]!, cacheControlFor(new URL(url).pathname)),
            response.headers,
          ),
        );
        await response.body?.cancel();
      }
    } else {
      differences.push({
        url: pageUrl,
        header: '(page)',
        expected: 'a content-hashed script (/static/…)',
        actual: 'none found',
      });
    }
  }

  const manifests = [
    ...new Set([...(registry?.remotes ?? []).map((r) => new URL(r.manifest, site).href), ...(options.remotes ?? [])]),
  ];
  for (const manifestUrl of manifests) {
    const remoteFile = async (url: string, origin: string, optional = false) => {
      const pathname = new URL(url).pathname;
      const expected: Record<string, string | null> = remoteAssetHeaders(pathname, {
        siteOrigins: [siteOrigin],
        origin,
        https: url.startsWith('https:'),
      });
      if (!('Access-Control-Allow-Origin' in expected)) expected['Access-Control-Allow-Origin'] = null;
      if (optional) {
        // A file an older build may not have (route-preload.json): its headers are checked when it is there.
        const probe = await fetchImpl(url, { method: 'HEAD', headers: { Origin: origin } }).catch(() => null);
        if (!probe || probe.status === 404) return null;
      }
      const response = await get(url, { Origin: origin });
      if (!response) return null;
      differences.push(
        ...compareHeaders(origin === siteOrigin ? url : `${url} (Origin: another site)`, expected, response.headers),
      );
      return response;
    };
    const response = await remoteFile(manifestUrl, siteOrigin);
    if (!response) continue;
    const manifest = (await response.json().catch(() => null)) as unknown;
    await (await remoteFile(manifestUrl, ANOTHER_ORIGIN))?.body?.cancel();
    const entry = entryOf(manifest, manifestUrl);
    if (entry) await (await remoteFile(entry, siteOrigin))?.body?.cancel();
    await (await remoteFile(new URL('route-preload.json', manifestUrl).href, siteOrigin, true))?.body?.cancel();
    const hashed = hashedFilesOf(manifest, manifestUrl)[0];
    if (hashed) await (await remoteFile(hashed, siteOrigin))?.body?.cancel();
    else
      differences.push({
        url: manifestUrl,
        header: '(manifest)',
        expected: 'a content-hashed file (static/…)',
        actual: 'none named',
      });
  }
  return { checked, differences };
}

/** The differences as a plain-text table. */
export function formatTable(differences: readonly Difference[]): string {
  const rows = [
    ['url', 'header', 'expected', 'actual'],
    ...differences.map((d) => [d.url, d.header, d.expected, d.actual]),
  ];
  const widths = [0, 1, 2].map((i) => Math.min(70, Math.max(...rows.map((r) => r[i]!.length))));
  return rows.map((r) => r.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join(' | ')).join('\n');
}

export function parseArgs(argv: readonly string[]): CheckOptions {
  const [siteUrl, ...rest] = argv;
  if (!siteUrl || siteUrl.startsWith('--'))
    throw new Error(
      'usage: npm run check-headers -- <site url> [--remote <manifest url>]… [--page /m/home] [--site-origin <origin>]',
    );
  const values = (name: string) =>
    rest.flatMap((arg, i) => (arg === name && rest[i + 1] !== undefined ? [rest[i + 1]!] : []));
  return { siteUrl, remotes: values('--remote'), page: values('--page')[0], siteOrigin: values('--site-origin')[0] };
}

/** Runs the check, writes its report; the exit code (0: no difference, 1: some, 2: bad arguments). */
export async function main(
  argv: readonly string[],
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  let options: CheckOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    write(`${(error as Error).message}\n`);
    return 2;
  }
  const { checked, differences } = await checkHeaders(options);
  if (differences.length === 0) {
    write(`no differences: ${checked.length} responses checked\n`);
    return 0;
  }
  write(`${formatTable(differences)}\n\n${differences.length} difference(s) in ${checked.length} responses checked\n`);
  return 1;
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { pipeline, type Writable } from 'node:stream';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { withBootData, type BootData } from './boot-data';
import { readBody } from './request-body';
import { createRemotePreloads, type RemotePreloads } from './remote-preloads';
import { cacheControlFor, notFound, pickEncoding, resolveInside, sendFile } from './static-server';
import { readOpenSettings, settingsElement, splitAtBodyEnd } from './page-settings';
import { variantFor } from './build-variant';
import { variantManifest, type BuildVariant } from '../../shared-kernel/src/contracts/federation';
import {
  CSP_REPORT_LIMITS,
  createReportLimiter,
  parseReport,
  reportLine,
  type CspReport,
  type CspReportLimits,
} from './csp-reports';
import {
  allManifests,
  bucketCookie,
  bucketFromCookie,
  newBucketId,
  resolveFor,
  type PlainRegistry,
} from '../release/registry';
import { createFileStore } from '../release/file-store';
import type { Registry, ReleaseStore } from '../release/store';
import {
  commonHeaders,
  documentHeaders,
  FRAMED_PAGE_POLICY,
  newNonce,
  RESOURCE_POLICY,
  WORKER_POLICY,
  withNonce,
  type ConfigLike,
  type RegistryLike,
} from './security-headers';

export interface HostServerOptions {
  distDir: string;
  /**
   * The runtime registry file; read on every request so editing it releases or rolls back a remote. It is
   * the release store's file when `store` is not given (the file store, tooling/release/file-store.ts).
   */
  registryFile: string;
  /**
   * Where the registry (with its canaries), its history and the field figures are kept (tooling/release/store.ts;
   * compose.ts makes it with `createStore`). Each visitor is served the registry resolved for their bucket
   * (docs/releasing.md, "The registry, canaries and buckets"). Default: the file store over `registryFile`.
   */
  store?: ReleaseStore;
  /**
   * FIELD REPORTS — the place for the field-report endpoint (`handleFieldReport` of
   * tooling/compose/field-endpoint.ts, merged separately). When given, `POST /field-report` (FIELD_REPORT_PATH)
   * is handed to it with the store and the visitor's bucket; without it that path is a page like any other.
   */
  fieldReport?: FieldReportHandler;
  configFile: string;
  /** Where /wps and /lgw go: platform-sim locally, or the real platform. */
  apiTarget: string;
  /** The site's public origin when it differs from what the request says (behind a TLS proxy: https://…). */
  publicOrigin?: string;
  /** Each violation report browsers send to /csp-report that is taken (besides one log line), fields made safe. */
  onCspReport?: (report: CspReport) => void;
  /** Bounds on /csp-report (`csp-reports.ts`); the defaults are for production. */
  cspReportLimits?: Partial<CspReportLimits>;
  /** The clock of the report rate limit (tests). */
  now?: () => number;
  /**
   * apiTarget is a platform-sim this composition started: only then does /__sim (its admin surface) go
   * there too. A real platform has no /__sim, and the site must not forward one to it: 404.
   */
  simAdmin: boolean;
  /** The page preloads what the remote owning its path needs first (default true; the plain benchmark build has no remotes). */
  preloadRemotes?: boolean;
  /** The remotes' preload lists (one is made when not given). */
  remotePreloads?: RemotePreloads;
}

export type { CspReport } from './csp-reports';

/**
 * What the field-report handler gets besides the request (see `HostServerOptions.fieldReport`); it fits the
 * dependencies `handleFieldReport` (tooling/compose/field-endpoint.ts) takes, so it can be passed as it is.
 */
export interface FieldReportDeps {
  store: ReleaseStore;
  now: () => number;
  /** The site's public origin when it was given (behind a proxy). */
  siteOrigin?: string;
  /** The visitor's bucket id from their cookie (null: none yet). */
  bucket: string | null;
}
export type FieldReportHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  deps: FieldReportDeps,
) => void | Promise<void>;

export const CSP_REPORT_PATH = '/csp-report';
/** Where browsers post field reports (taken only when `HostServerOptions.fieldReport` is given). */
export const FIELD_REPORT_PATH = '/field-report';
/** The release as the registry has it now: canaries, the last history entries, the field figures (read only). */
export const RELEASE_STATUS_PATH = '/release-status.json';
/** How many history entries /release-status.json carries. */
export const RELEASE_STATUS_HISTORY = 20;
/** A line about reports refused over the rate limit is written at most this often. */
const DROPPED_LINE_MS = 60_000;

/** A JSON file as of its last change (the registry and config are read per request, parsed once per edit). */
export function jsonReader<T>(file: string): () => T | null {
  let cached: { mtime: number; value: T | null } | null = null;
  return () => {
    try {
      const mtime = statSync(file).mtimeMs;
      if (!cached || cached.mtime !== mtime) cached = { mtime, value: JSON.parse(readFileSync(file, 'utf8')) as T };
      return cached.value;
    } catch {
      // A broken registry or config must not take the page down: the policy then names no extra origin.
      return null;
    }
  };
}

/**
 * A report's body, read only up to `maxBytes`, parsed: `done(null)` for a broken one. A longer one is answered
 * 413 by `readBody`, and `done` is not called.
 */
function readReport(
  req: IncomingMessage,
  res: ServerResponse,
  limits: CspReportLimits,
  done: (report: CspReport | null) => void,
): void {
  void readBody(req, res, limits.maxBytes).then((text) => {
    if (text !== null) done(parseReport(text, limits));
  });
}

/** Every remote's manifest in a registry (none when it could not be read). */
export const manifestsOf = (registry: RegistryLike | null): string[] =>
  registry?.remotes.map((remote) => remote.manifest) ?? [];

/** `path` or `path?…`. */
const isPath = (url: string, path: string) => url === path || url.startsWith(`${path}?`);

/** A small JSON answer, compressed when the browser takes it. */
function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string>,
): void {
  const text = JSON.stringify(value);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? brotliCompressSync(text) : encoding === 'gzip' ? gzipSync(text) : Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const API_PREFIXES = ['/wps/', '/lgw/'];
/** The host's files at the site's root: the service worker (its scope is the site), the web app manifest and icon. */
const ROOT_FILES = new Set(['/favicon.ico', '/sw.js', '/manifest.webmanifest', '/icon.svg', '/floor-check.js']);
const SIM_ADMIN = /^\/__sim(?:[/?]|$)/;

/** The path as the platform resolves it (`/wps/../__sim/mode` is `/__sim/mode`); null when unparsable. */
function platformPath(url: string): string | null {
  try {
    const { pathname, search } = new URL(url, 'http://site.invalid');
    return pathname + search;
  } catch {
    return null;
  }
}

/**
 * Where a page is written: compressed when the browser takes it (a fast setting, made per request), and
 * `flush` sends what was written so far.
 */
function pageStream(res: ServerResponse, encoding: 'br' | 'gzip' | null): Writable & { flush(): void } {
  if (!encoding) return Object.assign(res, { flush: () => undefined });
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  // A visitor gone before the end is no error of the server's.
  pipeline(compressor, res, () => undefined);
  return compressor;
}

export function createHostServer(options: HostServerOptions): Server {
  const target = new URL(options.apiTarget);
  // A real platform is usually https://; the sim is plain http on localhost.
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const store = options.store ?? createFileStore({ registryFile: options.registryFile });
  // The registry as last read: when the store cannot answer (Redis away, a file being rewritten, a broken
  // hand edit) visitors keep being served that one; with none read yet the page carries no registry and its
  // policy names no remote (the app then asks /remotes.json itself).
  let lastRegistry: Registry | null = null;
  let lastRegistryError = '';
  const currentRegistry = (): Promise<Registry | null> =>
    store.registry().then(
      (value) => {
        lastRegistry = value;
        lastRegistryError = '';
        return value;
      },
      (error: Error) => {
        if (error.message !== lastRegistryError)
          console.warn(
            `[release] registry unreadable, ${lastRegistry ? 'serving the last one read' : 'none to serve'}: ${error.message}`,
          );
        lastRegistryError = error.message;
        return lastRegistry;
      },
    );
  /**
   * The visitor's bucket (docs/releasing.md): from their cookie, or a new one set on this response. It is an
   * anonymous random id, kept 400 days and never tied to a login; it only keeps them on the same releases.
   */
  const bucketOf = (req: IncomingMessage, res: ServerResponse, https: boolean): string => {
    const known = bucketFromCookie(req.headers.cookie);
    if (known) return known;
    const id = newBucketId();
    res.setHeader('Set-Cookie', bucketCookie(id, { https }));
    return id;
  };
  const config = jsonReader<ConfigLike>(options.configFile);
  type PreloadList = { federation?: string[]; home?: string[] };
  // Each build variant's page and preload list (tooling/webpack/create-config.cjs); a folder without a legacy
  // build (the plain benchmark build) serves its one page to every browser.
  const builds: Record<BuildVariant, { index: string; preloads: () => PreloadList | null }> = {
    modern: {
      index: path.join(options.distDir, 'index.html'),
      preloads: jsonReader<PreloadList>(path.join(options.distDir, 'preload.json')),
    },
    legacy: {
      index: path.join(options.distDir, 'index.legacy.html'),
      preloads: jsonReader<PreloadList>(path.join(options.distDir, 'preload.legacy.json')),
    },
  };
  const remotePreloads = options.remotePreloads ?? createRemotePreloads();
  const reportLimits: CspReportLimits = { ...CSP_REPORT_LIMITS, ...options.cspReportLimits };
  const now = options.now ?? Date.now;
  const reportLimiter = createReportLimiter(reportLimits, now);
  let droppedLineAt = -Infinity;

  return createServer((req, res) => {
    const url = req.url ?? '/';
    const https = Boolean((req.socket as TLSSocket).encrypted) || Boolean(options.publicOrigin?.startsWith('https:'));
    const common = commonHeaders({ https });
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value);

    const forward = platformPath(url);
    const simAdmin = forward !== null && SIM_ADMIN.test(forward);
    if (simAdmin && !options.simAdmin) return notFound(res);
    if (forward !== null && (simAdmin || API_PREFIXES.some((p) => forward.startsWith(p)))) {
      const upstream = request(
        {
          hostname: target.hostname,
          port: target.port,
          path: forward,
          method: req.method,
          headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
        },
        (answer) => {
          const headers = { ...answer.headers };
          // The platform's own policy stays; a page of it (the game page) may only be framed by the site, and
          // anything else (JSON, images) may not run or be framed at all.
          const html = /text\/html/i.test(String(answer.headers['content-type'] ?? ''));
          const own = answer.headers['content-security-policy'];
          const added = html ? FRAMED_PAGE_POLICY : RESOURCE_POLICY;
          headers['content-security-policy'] = own ? [...(Array.isArray(own) ? own : [own]), added] : added;
          if (html) headers['x-frame-options'] = 'SAMEORIGIN';
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent)
          res.writeHead(502, { 'Content-Type': 'text/plain', 'Content-Security-Policy': RESOURCE_POLICY });
        res.end('platform unreachable');
      });
      req.pipe(upstream);
      return;
    }
    if (url === CSP_REPORT_PATH && req.method === 'POST') {
      if (!reportLimiter.admit(req.socket.remoteAddress ?? '')) {
        // Over this address's share: neither read, logged nor kept; one line a minute says how many went.
        if (now() - droppedLineAt >= DROPPED_LINE_MS) {
          droppedLineAt = now();
          console.warn(`[csp] ${reportLimiter.dropped()} report(s) over the rate limit dropped`);
        }
        res
          .writeHead(429, {
            'Content-Security-Policy': RESOURCE_POLICY,
            'Retry-After': String(Math.ceil(reportLimits.windowMs / 1000)),
            Connection: 'close',
          })
          .end();
        req.resume();
        return;
      }
      readReport(req, res, reportLimits, (report) => {
        if (report) {
          console.warn(reportLine(report));
          options.onCspReport?.(report);
        }
        res.writeHead(204, { 'Content-Security-Policy': RESOURCE_POLICY }).end();
      });
      return;
    }
    if (options.fieldReport && isPath(url, FIELD_REPORT_PATH) && req.method === 'POST') {
      res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
      const deps: FieldReportDeps = {
        store,
        now,
        bucket: bucketFromCookie(req.headers.cookie),
        ...(options.publicOrigin ? { siteOrigin: options.publicOrigin } : {}),
      };
      void Promise.resolve()
        .then(() => options.fieldReport!(req, res, deps))
        .catch((error: Error) => {
          console.error(`[field] report not taken: ${error.message}`);
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      return;
    }
    res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
    if (isPath(url, '/remotes.json')) {
      // What this visitor runs now (their canaries or the stable releases): a page open since before a release
      // that asks again (Retry) gets the same answer as its next page load would.
      const bucket = bucketOf(req, res, https);
      void currentRegistry().then((current) => {
        const headers = { 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Cookie' };
        if (!current) return sendJson(req, res, 503, { error: 'the registry cannot be read' }, headers);
        sendJson(req, res, 200, resolveFor(current, bucket), headers);
      });
      return;
    }
    if (isPath(url, RELEASE_STATUS_PATH)) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      void Promise.all([store.registry(), store.history(), store.figures()]).then(
        ([current, history, figures]) =>
          sendJson(
            req,
            res,
            200,
            { registry: current, history: history.slice(-RELEASE_STATUS_HISTORY), figures },
            { 'Cache-Control': 'no-cache' },
          ),
        (error: Error) => sendJson(req, res, 503, { error: error.message }, { 'Cache-Control': 'no-cache' }),
      );
      return;
    }
    if (url === '/config.json' || url.startsWith('/config.json?')) {
      return sendFile(req, res, options.configFile, 'no-cache');
    }
    const file = url.startsWith('/static/') || ROOT_FILES.has(url) ? resolveInside(options.distDir, url) : null;
    if (file && url === '/sw.js') res.setHeader('Content-Security-Policy', WORKER_POLICY);
    if (file) return sendFile(req, res, file, cacheControlFor(url));
    if (url.startsWith('/static/')) return notFound(res);
    // Every other path is a page of the single-page app (routes are the client's business).
    const wanted = variantFor(req.headers['user-agent'], req.headers.cookie);
    const variant: BuildVariant = existsSync(builds[wanted].index) ? wanted : 'modern';
    const { index, preloads } = builds[variant];
    if (!existsSync(index)) return notFound(res);
    const nonce = newNonce();
    const siteOrigin = options.publicOrigin ?? `${https ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
    const currentConfig = config();
    // The app calls this server's /wps only when the config names no other API base.
    const settings =
      req.method !== 'HEAD' && currentConfig && !currentConfig.apiBase
        ? readOpenSettings(request, target, req.socket.remoteAddress ?? '')
        : Promise.resolve(null);
    const bucket = bucketOf(req, res, https);
    void currentRegistry()
      .then((registry) => {
        // The releases this visitor runs: the boot data, the preloads and the policy all name those.
        const visitorRegistry: PlainRegistry | null = registry && resolveFor(registry, bucket);
        const headers = documentHeaders({
          registry: visitorRegistry,
          config: currentConfig,
          nonce,
          siteOrigin,
          reportUri: CSP_REPORT_PATH,
          https,
        });
        const encoding = pickEncoding(req.headers['accept-encoding']);
        res.writeHead(200, {
          ...headers,
          'Content-Type': 'text/html; charset=utf-8',
          // The page carries this visitor's settings (their address among them): no shared cache may keep it.
          'Cache-Control': 'private, no-cache',
          // Which build a page is depends on the browser (build-variant.ts).
          Vary: 'Accept-Encoding, User-Agent, Cookie',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        });
        if (req.method === 'HEAD') return void res.end();
        const data =
          visitorRegistry && currentConfig
            ? { registry: visitorRegistry as BootData['registry'], config: currentConfig }
            : null;
        const pathname = platformPath(url)?.split('?')[0] ?? '/';
        const preloading = options.preloadRemotes !== false;
        const manifestFor = (manifest: string) => variantManifest(manifest, variant);
        // Every release a visitor may be served (stables and canaries), so a canary's first visitor is preloaded too.
        if (preloading && data) void remotePreloads.warm(allManifests(registry).map(manifestFor));
        const preloadList = preloads();
        const [start, end] = splitAtBodyEnd(
          withBootData(withNonce(readFileSync(index, 'utf8'), nonce), data, pathname, {
            manifestFor,
            hostPageScripts: preloadList?.home ?? [],
            ...(preloading
              ? {
                  runtimeScripts: preloadList?.federation ?? [],
                  remoteScripts: (manifest: string, page: string) => remotePreloads.scriptsFor(manifest, page),
                }
              : {}),
          }),
        );
        const out = pageStream(res, encoding);
        out.write(start);
        // The page so far reaches the browser now, so it starts on the scripts while the settings come.
        out.flush();
        void settings.then((value) => out.end(settingsElement(value) + end));
      })
      .catch((error: Error) => {
        console.error(`[host] page not served: ${error.message}`);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      });
  });
}

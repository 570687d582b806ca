import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pipeline, type Writable } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { request as httpsRequest } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { withBootData, type BootData } from './boot-data';
import { createRemotePreloads, type RemotePreloads } from './remote-preloads';
import { cacheControlFor, notFound, pickEncoding, resolveInside, sendFile } from './static-server';
import { readOpenSettings, settingsElement, splitAtBodyEnd } from './page-settings';
import { variantFor } from './build-variant';
import { variantManifest, type BuildVariant } from '../../shared-kernel/src/contracts/federation';
import {
  CSP_REPORT_LIMITS, createReportLimiter, parseReport, reportLine, type CspReport, type CspReportLimits,
} from './csp-reports';
import {
  commonHeaders, documentHeaders, FRAMED_PAGE_POLICY, newNonce, RESOURCE_POLICY, WORKER_POLICY, withNonce,
  type ConfigLike, type RegistryLike,
} from './security-headers';

export interface HostServerOptions {
  distDir: string;
  /** The runtime registry; read on every request so editing it releases or rolls back a remote. */
  registryFile: string;
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

export const CSP_REPORT_PATH = '/csp-report';
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
 * A report's body, read only up to `maxBytes`: `done(null)` for one that is longer (answered 413, and not read
 * further) or broken.
 */
function readReport(req: IncomingMessage, res: ServerResponse, limits: CspReportLimits, done: (report: CspReport | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  req.on('data', (chunk: Buffer) => {
    if (over) return;
    size += chunk.length;
    if (size <= limits.maxBytes) {
      chunks.push(chunk);
      return;
    }
    over = true;
    chunks.length = 0;
    res.writeHead(413, { 'Content-Security-Policy': RESOURCE_POLICY, Connection: 'close' }).end();
  });
  req.on('end', () => {
    if (over) return;
    done(parseReport(Buffer.concat(chunks).toString('utf8'), limits));
  });
}

/** Every remote's manifest in a registry (none when it could not be read). */
export const manifestsOf = (registry: RegistryLike | null): string[] => registry?.remotes.map((remote) => remote.manifest) ?? [];

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
  const compressor = encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 });
  // A visitor gone before the end is no error of the server's.
  pipeline(compressor, res, () => undefined);
  return compressor;
}

export function createHostServer(options: HostServerOptions): Server {
  const target = new URL(options.apiTarget);
  // A real platform is usually https://; the sim is plain http on localhost.
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const registry = jsonReader<RegistryLike>(options.registryFile);
  const config = jsonReader<ConfigLike>(options.configFile);
  type PreloadList = { federation?: string[]; home?: string[] };
  // Each build variant's page and preload list (tooling/webpack/create-config.cjs); a folder without a legacy
  // build (the plain benchmark build) serves its one page to every browser.
  const builds: Record<BuildVariant, { index: string; preloads: () => PreloadList | null }> = {
    modern: { index: path.join(options.distDir, 'index.html'), preloads: jsonReader<PreloadList>(path.join(options.distDir, 'preload.json')) },
    legacy: { index: path.join(options.distDir, 'index.legacy.html'), preloads: jsonReader<PreloadList>(path.join(options.distDir, 'preload.legacy.json')) },
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
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain', 'Content-Security-Policy': RESOURCE_POLICY });
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
        res.writeHead(429, { 'Content-Security-Policy': RESOURCE_POLICY, 'Retry-After': String(Math.ceil(reportLimits.windowMs / 1000)), Connection: 'close' }).end();
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
    res.setHeader('Content-Security-Policy', RESOURCE_POLICY);
    if (url === '/remotes.json' || url.startsWith('/remotes.json?')) {
      return sendFile(req, res, options.registryFile, 'no-cache');
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
    const [currentRegistry, currentConfig] = [registry(), config()];
    // The app calls this server's /wps only when the config names no other API base.
    const settings =
      req.method !== 'HEAD' && currentConfig && !currentConfig.apiBase
        ? readOpenSettings(request, target, req.socket.remoteAddress ?? '')
        : Promise.resolve(null);
    const headers = documentHeaders({ registry: currentRegistry, config: currentConfig, nonce, siteOrigin, reportUri: CSP_REPORT_PATH, https });
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
    const data = currentRegistry && currentConfig ? { registry: currentRegistry as BootData['registry'], config: currentConfig } : null;
    const pathname = platformPath(url)?.split('?')[0] ?? '/';
    const preloading = options.preloadRemotes !== false;
    const manifestFor = (manifest: string) => variantManifest(manifest, variant);
    if (preloading && data) void remotePreloads.warm(manifestsOf(data.registry).map(manifestFor));
    const preloadList = preloads();
    const [start, end] = splitAtBodyEnd(
      withBootData(withNonce(readFileSync(index, 'utf8'), nonce), data, pathname, {
        manifestFor,
        hostPageScripts: preloadList?.home ?? [],
        ...(preloading
          ? { runtimeScripts: preloadList?.federation ?? [], remoteScripts: (manifest: string, page: string) => remotePreloads.scriptsFor(manifest, page) }
          : {}),
      }),
    );
    const out = pageStream(res, encoding);
    out.write(start);
    // The page so far reaches the browser now, so it starts on the scripts while the settings come.
    out.flush();
    void settings.then((value) => out.end(settingsElement(value) + end));
  });
}

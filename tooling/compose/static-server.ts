import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { commonHeaders, REMOTE_PAGE_POLICY, RESOURCE_POLICY } from './security-headers';

/** The content type of each file type the servers send; a remote's origin serves no other (404). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
};
const TYPES = CONTENT_TYPES;

/** Where the builds put content-hashed files (`static/js/…`, `<version>/static/…`). */
export const HASHED_PATH = /\/static\//;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Content-hashed files never change; runtime files (registry, manifests, entries, pages) always revalidate. */
export function cacheControlFor(urlPath: string): string {
  return HASHED_PATH.test(urlPath) ? IMMUTABLE : 'no-cache';
}

type Encoding = 'br' | 'gzip';
const compressed = new Map<string, { mtime: number; body: Buffer }>();

/** Brotli when the client takes it (about a fifth smaller than gzip for this JavaScript), else gzip. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => (name ?? '').toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(file: string, encoding: Encoding, immutable: boolean): Buffer {
  const mtime = statSync(file).mtimeMs;
  const key = `${encoding}:${file}`;
  let cached = compressed.get(key);
  if (!cached || cached.mtime !== mtime) {
    const raw = readFileSync(file);
    // A content-hashed file is compressed once per server and kept (as a CDN would), so brotli's smallest,
    // slowest setting is affordable there (about 12 % under gzip, ~1 s for the host's whole bundle, once);
    // a runtime file (manifest, remote entry) may change between requests and gets a fast setting.
    const quality = immutable ? 11 : 5;
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzipSync(raw, { level: 6 });
    cached = { mtime, body };
    compressed.set(key, cached);
  }
  return cached.body;
}

/** Sends a file, compressed for text types when the client accepts it: brotli first, else gzip. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): void {
  const ext = path.extname(file);
  const type = TYPES[ext] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    ...extraHeaders,
  };
  const encoding = /text|json|svg|javascript/.test(type) ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const body = compress(file, encoding, cacheControl.includes('immutable'));
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(statSync(file).size) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** Resolves a URL path inside `dir`, refusing anything that escapes it. */
export function resolveInside(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    // A malformed escape (`/static/%E0`) names no file; it must not throw out of the request handler.
    return null;
  }
  const root = path.resolve(dir);
  const file = path.resolve(root, '.' + decoded);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end('not found');
}

export interface Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<Listening> {
  const sockets = new Set<import('node:net').Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        server,
        url: `http://localhost:${actual}`,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A remote's own standalone page (development shell), which runs its own scripts: `.html`, or a folder. */
export const REMOTE_PAGE_PATH = /\.html?$|\/$/;

export interface RemoteHeaderOptions {
  /** The site's origins: the only ones CORS answers. */
  siteOrigins: readonly string[];
  /** The request's `Origin` header, if any. */
  origin?: string | undefined;
  /** The remote's origin is served over HTTPS (adds Strict-Transport-Security). */
  https?: boolean;
}

/** CORS of a remote's file: the request's origin is echoed only when it is one of the site's. */
export function remoteCorsHeaders(origin: string | undefined, siteOrigins: readonly string[]): Record<string, string> {
  // Timing-Allow-Origin lets the site's pages (and so the benchmark) read the transfer sizes of every file
  // here from Resource Timing, scripts included (they load without CORS, so without an Origin header).
  const cors: Record<string, string> = { Vary: 'Accept-Encoding, Origin' };
  if (siteOrigins.length > 0) cors['Timing-Allow-Origin'] = siteOrigins.join(', ');
  if (origin && siteOrigins.includes(origin)) cors['Access-Control-Allow-Origin'] = origin;
  return cors;
}

/** A file a remote's origin serves: one of the known types, nothing hidden. */
export function isRemoteFile(urlPath: string): boolean {
  const pathname = urlPath.split('?')[0] ?? '';
  return !/\/\./.test(pathname) && Object.hasOwn(CONTENT_TYPES, path.posix.extname(pathname));
}

/**
 * Every header a remote's origin sends with the file at `urlPath` (a GET answered 200), besides the
 * encoding's: the one description the Node remote server applies and the nginx configuration is generated
 * from (tooling/deploy/nginx-config.ts), and what tooling/deploy/check-headers.ts expects.
 */
export function remoteAssetHeaders(urlPath: string, options: RemoteHeaderOptions): Record<string, string> {
  const pathname = urlPath.split('?')[0] ?? '/';
  return {
    ...commonHeaders({ https: options.https ?? false }),
    // The remote's own standalone page (development shell) runs its own scripts; nothing else here may.
    'Content-Security-Policy': REMOTE_PAGE_PATH.test(pathname) ? REMOTE_PAGE_POLICY : RESOURCE_POLICY,
    'Cross-Origin-Resource-Policy': 'cross-origin',
    ...remoteCorsHeaders(options.origin, options.siteOrigins),
    'Content-Type': CONTENT_TYPES[path.posix.extname(pathname)] ?? 'application/octet-stream',
    'Cache-Control': cacheControlFor(pathname),
  };
}

/**
 * A remote's origin: its versioned releases side by side. Its manifest is fetched by the site's page, so
 * it answers CORS for the site's origins only; scripts load without CORS.
 */
export function createRemoteServer(distDir: string, siteOrigins: readonly string[]): Server {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    const origin = req.headers.origin;
    const headers = remoteAssetHeaders(url, { siteOrigins, origin });
    const cors = remoteCorsHeaders(origin, siteOrigins);
    // What every answer carries (404s included); the type, caching and CORS go with the file.
    for (const [name, value] of Object.entries(headers)) {
      if (!(name in cors) && name !== 'Content-Type' && name !== 'Cache-Control') res.setHeader(name, value);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD' });
      res.end();
      return;
    }
    const file = isRemoteFile(url) ? resolveInside(distDir, url) : null;
    if (!file) return notFound(res);
    sendFile(req, res, file, headers['Cache-Control']!, cors);
  });
}

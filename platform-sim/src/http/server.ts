import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPlatform, isAdminPath, type Platform } from '../app/platform';
import { checkAdminKey, createAdminKey, refuseAdminRequest } from './admin-guard';

export { ADMIN_KEY_ENV, ADMIN_KEY_HEADER, adminKeyFromEnv, createAdminKey } from './admin-guard';

export interface SimServerOptions {
  /** Default 3100; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (localhost only). */
  host?: string;
  platform?: Platform;
  /** Log one line per request (method, path, status, ms — never query, headers or bodies). */
  log?: boolean;
  /**
   * The key every /__sim request must carry in the Sim-Admin-Key header (see admin-guard.ts). Default: a
   * fresh random one, so no server ever answers the admin surface unguarded; the in-process
   * `platform.fetch` stays unguarded for jest.
   */
  adminKey?: string;
}

export interface SimServer {
  url: string;
  platform: Platform;
  adminKey: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (name.startsWith(':')) continue; // HTTP/2 pseudo-headers
    headers.append(name, req.rawHeaders[i + 1] as string);
  }
  return headers;
}

/** IncomingMessage → Request (the origin is the server's own; only path and query matter to the platform). */
export async function toRequest(req: IncomingMessage, origin: string, signal: AbortSignal): Promise<Request> {
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(req.url ?? '/', origin), { method, headers: requestHeaders(req), body: body && body.length > 0 ? new Uint8Array(body) : undefined, signal });
}

/** The guard's answer for an admin request (decided on headers alone, before any body is read). */
function adminRefusal(req: IncomingMessage, origin: string, adminKey: string): Response | null {
  // Resolved as the platform will route it: `/wps/../__sim/mode` is an admin path.
  if (!isAdminPath(new URL(req.url ?? '/', origin).pathname)) return null;
  return refuseAdminRequest((req.method ?? 'GET').toUpperCase(), requestHeaders(req), adminKey);
}

/** Response → ServerResponse: status, headers, streamed body. */
export async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (!res.write(chunk)) await new Promise<void>((resolve) => res.once('drain', resolve));
    }
  }
  res.end();
}

/** Serves a platform over node:http on localhost. */
export function startSimServer(options: SimServerOptions = {}): Promise<SimServer> {
  const { port = 3100, host = '127.0.0.1', log = false } = options;
  const adminKey = options.adminKey === undefined ? createAdminKey() : checkAdminKey(options.adminKey, 'adminKey');
  const platform = options.platform ?? createPlatform();
  let origin = `http://${host}:${port}`;

  const server = createServer((req, res) => {
    const started = Date.now();
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    void (async () => {
      try {
        const refused = adminRefusal(req, origin, adminKey);
        const response = refused ?? (await platform.fetch(await toRequest(req, origin, abort.signal)));
        await writeResponse(response, res);
      } catch (error) {
        if (abort.signal.aborted) return;
        if (!res.headersSent) {
          const tooLarge = error instanceof BodyTooLarge;
          res.writeHead(tooLarge ? 413 : 500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(tooLarge ? 'Request body too large' : 'Internal error');
        } else {
          res.destroy();
        }
        if (!(error instanceof BodyTooLarge)) console.error(`platform-sim: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        if (log) console.log(`${req.method ?? '?'} ${(req.url ?? '/').split('?')[0]} → ${res.statusCode} (${Date.now() - started} ms)`);
      }
    })();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      origin = `http://${shownHost}:${address.port}`;
      resolve({
        url: origin,
        platform,
        adminKey,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPlatform, isAdminPath, type Platform } from '../platform';
import { fail } from '../core/envelope';
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
/** A proof of payment carries a receipt image of up to 5 MB (checked by the platform) and its form fields. */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;
const UPLOAD_PATH = /^\/wps\/deposit\/orders\/[^/]+\/proof$/;
/** A feedback carries up to three images of up to 5 MB each and its text. */
const MAX_FEEDBACK_BYTES = 16 * 1024 * 1024;
const FEEDBACK_PATH = /^\/wps\/feedback$/;
/** A profile picture of up to 5 MB, base64 in a form-urlencoded body (4/3 of it, + and / escaped: about 7.5 MB). */
const MAX_HEAD_ICON_BYTES = 10 * 1024 * 1024;
const HEAD_ICON_PATH = /^\/wps\/member\/headIcon$/;

/** The upload paths take the bigger bodies; every other request keeps the small limit. */
export function bodyLimit(method: string, pathname: string): number {
  if (method !== 'POST') return MAX_BODY_BYTES;
  if (UPLOAD_PATH.test(pathname)) return MAX_UPLOAD_BYTES;
  if (HEAD_ICON_PATH.test(pathname)) return MAX_HEAD_ICON_BYTES;
  return FEEDBACK_PATH.test(pathname) ? MAX_FEEDBACK_BYTES : MAX_BODY_BYTES;
}

class BodyTooLarge extends Error {}
/** The client went away before the body was complete: there is no one to answer. */
class RequestAborted extends Error {}

/** Past the limit the rest is read and dropped (up to this much), so the client can finish sending and read the 413. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(req.headers['content-length']) > limit;
    if (tooLarge) reject(new BodyTooLarge());
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (tooLarge) {
        if (size > limit + MAX_DRAIN_BYTES) req.destroy();
        return;
      }
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new RequestAborted());
    });
  });
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
  const url = new URL(req.url ?? '/', origin);
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, bodyLimit(method, url.pathname));
  return new Request(url, {
    method,
    headers: requestHeaders(req),
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    signal,
  });
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
        if (abort.signal.aborted || error instanceof RequestAborted) return;
        if (!res.headersSent) {
          const tooLarge = error instanceof BodyTooLarge;
          const uploadPath = new URL(req.url ?? '/', origin).pathname;
          if (
            tooLarge &&
            (UPLOAD_PATH.test(uploadPath) || FEEDBACK_PATH.test(uploadPath) || HEAD_ICON_PATH.test(uploadPath))
          ) {
            // The upload screen reads this like the platform's own answer to a file that is too big.
            await writeResponse(fail('upload.invalid', { status: 413, value: { reason: 'size' } }), res);
            return;
          }
          res.writeHead(tooLarge ? 413 : 500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(tooLarge ? 'Request body too large' : 'Internal error');
        } else {
          res.destroy();
        }
        if (!(error instanceof BodyTooLarge))
          console.error(`platform-sim: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        if (log)
          console.log(
            `${req.method ?? '?'} ${(req.url ?? '/').split('?')[0]} → ${res.statusCode} (${Date.now() - started} ms)`,
          );
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

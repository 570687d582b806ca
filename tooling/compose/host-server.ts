import { createServer, request as httpRequest, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, notFound, resolveInside, sendFile } from './static-server';

export interface HostServerOptions {
  distDir: string;
  /** The runtime registry; read on every request so editing it releases or rolls back a remote. */
  registryFile: string;
  configFile: string;
  /** Where /wps and /lgw go: platform-sim locally, or the real platform. */
  apiTarget: string;
  /**
   * apiTarget is a platform-sim this composition started: only then does /__sim (its admin surface) go
   * there too. A real platform has no /__sim, and the site must not forward one to it: 404.
   */
  simAdmin: boolean;
}

const API_PREFIXES = ['/wps/', '/lgw/'];
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

export function createHostServer(options: HostServerOptions): Server {
  const target = new URL(options.apiTarget);
  return createServer((req, res) => {
    const url = req.url ?? '/';
    const forward = platformPath(url);
    const simAdmin = forward !== null && SIM_ADMIN.test(forward);
    if (simAdmin && !options.simAdmin) return notFound(res);
    if (forward !== null && (simAdmin || API_PREFIXES.some((p) => forward.startsWith(p)))) {
      const upstream = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          path: forward,
          method: req.method,
          headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
        res.end('platform unreachable');
      });
      req.pipe(upstream);
      return;
    }
    if (url === '/remotes.json' || url.startsWith('/remotes.json?')) {
      return sendFile(req, res, options.registryFile, 'no-cache');
    }
    if (url === '/config.json' || url.startsWith('/config.json?')) {
      return sendFile(req, res, options.configFile, 'no-cache');
    }
    const file = url.startsWith('/static/') || url === '/favicon.ico' ? resolveInside(options.distDir, url) : null;
    if (file) return sendFile(req, res, file, cacheControlFor(url));
    if (url.startsWith('/static/')) return notFound(res);
    // Every other path is a page of the single-page app (routes are the client's business).
    const index = path.join(options.distDir, 'index.html');
    if (!existsSync(index)) return notFound(res);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(readFileSync(index));
  });
}

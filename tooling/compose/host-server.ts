import { createServer, request as httpRequest, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor, notFound, resolveInside, sendFile } from './static-server';

export interface HostServerOptions {
  distDir: string;
  /** The runtime registry; read on every request so editing it releases or rolls back a remote. */
  registryFile: string;
  configFile: string;
  /** Where /wps, /lgw and /__sim go: platform-sim locally, or the real platform. */
  apiTarget: string;
}

const API_PREFIXES = ['/wps/', '/lgw/', '/__sim/'];

export function createHostServer(options: HostServerOptions): Server {
  const target = new URL(options.apiTarget);
  return createServer((req, res) => {
    const url = req.url ?? '/';
    if (API_PREFIXES.some((p) => url.startsWith(p))) {
      const upstream = httpRequest(
        {
          hostname: target.hostname,
          port: target.port,
          path: url,
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

import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESOURCE_POLICY } from './security-headers';

/*
 * A posted body read only up to a bound, for the endpoints browsers post to on their own (CSP violation and
 * field reports): one that says or turns out to be longer is answered 413 and not read further.
 */

/** The body, or null when it is longer than `maxBytes` (answered 413 and not read further). */
export function readBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): Promise<string | null> {
  return new Promise((resolve) => {
    const tooLarge = () => {
      res.writeHead(413, { 'Content-Security-Policy': RESOURCE_POLICY, Connection: 'close' }).end();
      req.resume();
      resolve(null);
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      over = true;
      chunks.length = 0;
      tooLarge();
    });
    req.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', () => {
      if (!over) resolve(null);
    });
  });
}

import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { listen, pickEncoding, sendFile } from './static-server';

describe('the encoding a static file is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });
});

describe('sendFile', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mc-static-'));
  const file = path.join(dir, 'app.js');
  const source = 'export const answer = 42;\n'.repeat(200);
  writeFileSync(file, source);
  const get = async (acceptEncoding: string) => {
    const server = await listen(
      createServer((req, res) => sendFile(req, res, file, 'no-cache')),
      0,
    );
    try {
      // node's fetch would decode the body itself; ask for the raw bytes with http.get instead.
      const { get: httpGet } = await import('node:http');
      return await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          httpGet(server.url + '/app.js', { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                encoding: res.headers['content-encoding'],
                vary: res.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          }).on('error', reject);
        },
      );
    } finally {
      await server.close();
    }
  };

  it('sends brotli to a client that takes it, smaller than gzip, the same text once decoded', async () => {
    const br = await get('gzip, deflate, br');
    const gzip = await get('gzip, deflate');
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString()).toBe(source);
    expect(gunzipSync(gzip.body).toString()).toBe(source);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(br.vary).toBe('Accept-Encoding');
  });

  it('sends the file as it is to a client that takes neither', async () => {
    const plain = await get('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe(source);
  });
});

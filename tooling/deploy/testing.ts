import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A folder under the system's temp folder that others (nginx's workers) may read. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    writeFileSync(file, text, { mode: 0o644 });
  }
}

/** A remote's release folder as its build writes it, small. */
export function remoteDist(version = '1.0.0'): string {
  const dir = tempDir('mc-remote-');
  writeFiles(dir, {
    [`${version}/mf-manifest.json`]: JSON.stringify({
      id: 'games',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
      shared: [{ name: 'react', assets: { js: { sync: ['static/js/1049.70c8cdc1.js'], async: [] } } }],
      exposes: [
        { name: 'routes', assets: { js: { sync: ['static/js/__federation_expose_routes.10062eb9.js'], async: [] } } },
      ],
    }),
    [`${version}/remoteEntry.js`]: 'var games = {};\n'.repeat(40),
    [`${version}/route-preload.json`]: JSON.stringify({ entry: 'remoteEntry.js', routes: [], pages: {} }),
    [`${version}/static/js/1049.70c8cdc1.js`]: 'export const react = 1;\n'.repeat(40),
    [`${version}/static/js/__federation_expose_routes.10062eb9.js`]: 'export const routes = [];\n',
    [`${version}/static/font/icons.0123abcd.woff2`]: 'wOF2',
  });
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx binary of this machine, or null (the tests that need one are skipped then). */
export function findNginx(): string | null {
  const found = NGINX_CANDIDATES.find((candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0);
  return found ?? null;
}

export interface RunningNginx {
  url: string;
  /** `nginx -t`'s verdict on the configuration. */
  syntax: { ok: boolean; output: string };
  stop(): Promise<void>;
}

/** A real nginx in the foreground on a free localhost port with `serverBlock` (its `listen` replaced). */
export async function startNginx(binary: string, serverBlock: (listen: string) => string): Promise<RunningNginx> {
  const prefix = tempDir('mc-nginx-');
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${path.join(prefix, name)};`)
    .join('\n');
  writeFiles(prefix, {
    'nginx.conf': `daemon off;
master_process off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
${temp}
${serverBlock(`127.0.0.1:${port}`)}
}
`,
  });
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const test = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  const syntax = { ok: test.status === 0, output: `${test.stdout}${test.stderr}` };
  if (!syntax.ok) return { url: '', syntax, stop: async () => undefined };
  const child: ChildProcess = spawn(binary, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url + '/');
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill('SIGKILL');
        throw new Error(`nginx did not start on ${url}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    syntax,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

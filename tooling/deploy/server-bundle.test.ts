import { spawn } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { bundleServer, root } from './server-bundle';
import { freePort, tempDir, writeFiles } from './testing';

describe("the image's server bundle", () => {
  it('starts without the workspace, on PORT and HOST, without remotes, and serves the page and the registry', async () => {
    const app = tempDir('mc-image-');
    const bundle = await bundleServer(app);
    writeFiles(app, {
      'host/dist/index.html':
        '<!doctype html><html><head></head><body><script defer src="/static/js/main.0a1b2c3d.js"></script></body></html>',
      'host/dist/static/js/main.0a1b2c3d.js': 'console.log(1);\n',
    });
    mkdirSync(path.join(app, 'deploy'));
    for (const file of ['config.json', 'remotes.json'])
      cpSync(path.join(root, 'deploy', file), path.join(app, 'deploy', file));
    const port = await freePort();
    const child = spawn(process.execPath, [bundle, '--host-only', '--registry', 'deploy/remotes.json'], {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PLATFORM_API: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const url = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 15_000;
      let registry: Response | null = null;
      while (!registry && Date.now() < deadline && child.exitCode === null) {
        registry = await fetch(`${url}/remotes.json`).catch(() => null);
        if (!registry) await new Promise((r) => setTimeout(r, 200));
      }
      expect([registry?.status, output]).toEqual([200, expect.any(String)]);
      expect(registry!.headers.get('x-content-type-options')).toBe('nosniff');
      const page = await fetch(`${url}/m/home`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('id="mc-boot"');
      // No remote server started inside (the registry's remotes live on their own origins).
      expect(output).not.toMatch(/EADDRINUSE/);
      const games = await fetch('http://127.0.0.1:3002/0.1.0/mf-manifest.json').then(
        (r) => r.headers.get('timing-allow-origin'),
        () => null,
      );
      expect(games).not.toBe(`http://localhost:${port}`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 60_000);
});

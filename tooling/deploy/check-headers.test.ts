import { createServer, type OutgoingHttpHeaders, type RequestListener } from 'node:http';
import path from 'node:path';
import { createHostServer } from '../compose/host-server';
import { createRemoteServer, IMMUTABLE, listen, type Listening } from '../compose/static-server';
import { checkHeaders, compareHeaders, main, policyDirectives } from './check-headers';
import { nginxRemoteConfig } from './nginx-config';
import { findNginx, remoteDist, startNginx, tempDir, writeFiles } from './testing';

/** The host's build, small: a page with one content-hashed script. */
function hostFiles() {
  const dir = tempDir('mc-host-');
  writeFiles(dir, {
    'dist/index.html':
      '<!doctype html><html><head><style>body{margin:0}</style></head><body><div id="root"></div><script defer src="/static/js/main.0a1b2c3d.js"></script></body></html>',
    'dist/static/js/main.0a1b2c3d.js': 'console.log("host");\n'.repeat(40),
    'deploy/config.json': JSON.stringify({
      apiBase: 'https://api.example.com',
      origins: { images: ['https://img.example.com'] },
    }),
  });
  return dir;
}

/** A server that sends what `inner` sends, changed by `alter` just before the head goes out. */
function altered(
  inner: ReturnType<typeof createRemoteServer>,
  alter: (url: string, res: import('node:http').ServerResponse, headers: OutgoingHttpHeaders) => void,
) {
  const handler = inner.listeners('request')[0] as RequestListener;
  return createServer((req, res) => {
    const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => typeof res;
    res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
      alter(req.url ?? '', res, headers);
      return writeHead(status, headers);
    }) as typeof res.writeHead;
    handler(req, res);
  });
}

describe('check-headers against the servers of the composition', () => {
  const open: Listening[] = [];
  let host: Listening;
  let registryFile: string;
  const remoteDir = remoteDist();

  beforeAll(async () => {
    const files = hostFiles();
    registryFile = path.join(files, 'deploy/remotes.json');
    writeFiles(files, { 'deploy/remotes.json': JSON.stringify({ remotes: [] }) });
    host = await listen(
      createHostServer({
        distDir: path.join(files, 'dist'),
        registryFile,
        configFile: path.join(files, 'deploy/config.json'),
        apiTarget: 'http://127.0.0.1:9',
        simAdmin: false,
        preloadRemotes: false,
      }),
      0,
    );
    open.push(host);
  });
  afterAll(async () => {
    for (const server of open) await server.close();
  });

  const useRemote = async (server: ReturnType<typeof createRemoteServer>) => {
    const remote = await listen(server, 0);
    open.push(remote);
    writeFiles(path.dirname(registryFile), {
      'remotes.json': JSON.stringify({
        remotes: [{ name: 'games', manifest: `${remote.url}/1.0.0/mf-manifest.json`, routes: [] }],
      }),
    });
    return remote;
  };

  it('finds no difference when the host and a remote server send what they should, and exits 0', async () => {
    await useRemote(createRemoteServer(remoteDir, [host.url]));
    const { checked, differences } = await checkHeaders({ siteUrl: host.url });
    expect(differences).toEqual([]);
    // remotes.json, config.json, the page, its script; the manifest twice, the entry, route-preload.json, a hashed file.
    expect(checked).toHaveLength(9);
    const out: string[] = [];
    expect(await main([host.url], (text) => out.push(text))).toBe(0);
    expect(out.join('')).toMatch(/no differences: 9 responses checked/);
  });

  it('lists a remote that drops nosniff and keeps its manifest for a year, and exits 1', async () => {
    await useRemote(
      altered(createRemoteServer(remoteDir, [host.url]), (url, res, headers) => {
        res.removeHeader('X-Content-Type-Options');
        if (url.endsWith('mf-manifest.json')) headers['Cache-Control'] = IMMUTABLE;
      }),
    );
    const { differences } = await checkHeaders({ siteUrl: host.url });
    const manifest = differences.filter((d) => d.url.endsWith('/1.0.0/mf-manifest.json'));
    expect(manifest).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ header: 'X-Content-Type-Options', expected: 'nosniff', actual: '(absent)' }),
        expect.objectContaining({ header: 'Cache-Control', expected: 'no-cache', actual: IMMUTABLE }),
      ]),
    );
    expect(differences.some((d) => d.url.endsWith('remoteEntry.js') && d.header === 'X-Content-Type-Options')).toBe(
      true,
    );
    // The host's own responses are as they should be.
    expect(differences.every((d) => !d.url.startsWith(host.url))).toBe(true);
    const out: string[] = [];
    expect(await main([host.url], (text) => out.push(text))).toBe(1);
    expect(out.join('')).toMatch(/\| X-Content-Type-Options +\| nosniff +\| \(absent\)/);
  });

  it('lists a remote that answers CORS for any origin', async () => {
    await useRemote(
      altered(createRemoteServer(remoteDir, [host.url]), (_url, _res, headers) => {
        headers['Access-Control-Allow-Origin'] = '*';
      }),
    );
    const { differences } = await checkHeaders({ siteUrl: host.url });
    expect(differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          url: expect.stringMatching(/mf-manifest\.json \(Origin: another site\)$/),
          header: 'Access-Control-Allow-Origin',
          actual: '*',
        }),
      ]),
    );
  });

  it('checks a remote named with --remote besides the registry', async () => {
    const other = await listen(createRemoteServer(remoteDist('2.0.0'), [host.url]), 0);
    open.push(other);
    await useRemote(createRemoteServer(remoteDir, [host.url]));
    const { checked, differences } = await checkHeaders({
      siteUrl: host.url,
      remotes: [`${other.url}/2.0.0/mf-manifest.json`],
    });
    expect(differences).toEqual([]);
    expect(checked).toContain(`${other.url}/2.0.0/static/js/1049.70c8cdc1.js`);
  });

  const nginx = findNginx();
  (nginx ? it : it.skip)(
    'finds no difference in the files of a remote served by nginx with the generated configuration',
    async () => {
      const running = await startNginx(nginx!, (address) =>
        nginxRemoteConfig({ remote: 'games', root: remoteDir, siteOrigins: [host.url], listen: address }),
      );
      expect(running.syntax).toEqual({ ok: true, output: expect.any(String) });
      try {
        writeFiles(path.dirname(registryFile), {
          'remotes.json': JSON.stringify({
            remotes: [{ name: 'games', manifest: `${running.url}/1.0.0/mf-manifest.json`, routes: [] }],
          }),
        });
        const { checked, differences } = await checkHeaders({ siteUrl: host.url });
        expect(differences).toEqual([]);
        expect(checked).toContain(`${running.url}/1.0.0/static/js/1049.70c8cdc1.js`);
      } finally {
        await running.stop();
      }
    },
  );
});

describe('comparing headers', () => {
  it('compares policies directive by directive, whatever the order and the nonce', () => {
    expect(policyDirectives("style-src 'self' 'nonce-abcDEF123+/='; default-src 'self'")).toEqual({
      'default-src': "'self'",
      'style-src': "'nonce-*' 'self'",
    });
    const actual = new Headers({
      'Content-Security-Policy': "default-src 'self'; style-src 'nonce-xyz987' 'self'; object-src 'none'",
    });
    expect(
      compareHeaders('/', { 'Content-Security-Policy': "style-src 'self' 'nonce-abc'; default-src 'self'" }, actual),
    ).toEqual([{ url: '/', header: 'Content-Security-Policy object-src', expected: '(absent)', actual: "'none'" }]);
  });

  it('reads Vary and Cache-Control as sets, and a content type without its spacing', () => {
    const actual = new Headers({
      Vary: 'Origin, Accept-Encoding',
      'Cache-Control': 'immutable, max-age=31536000, public',
      'Content-Type': 'text/javascript;charset=utf-8',
    });
    expect(
      compareHeaders(
        '/',
        {
          Vary: 'Accept-Encoding, Origin',
          'Cache-Control': IMMUTABLE,
          'Content-Type': 'text/javascript; charset=utf-8',
        },
        actual,
      ),
    ).toEqual([]);
  });
});

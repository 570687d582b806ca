import { remoteAssetHeaders } from '../compose/static-server';
import { nginxRemoteConfig, parseArgs } from './nginx-config';

const SITE = 'https://m.example.com';

describe('the nginx configuration of a remote', () => {
  const config = nginxRemoteConfig({
    remote: 'games',
    root: '/srv/games',
    siteOrigins: [SITE],
    serverName: 'games.example.com',
    https: true,
  });

  it('sends every header value the Node remote server sends, from the same description', () => {
    for (const sample of ['/1.4.0/mf-manifest.json', '/1.4.0/static/js/1.abcd1234.js', '/1.4.0/remoteEntry.js']) {
      const headers = remoteAssetHeaders(sample, { siteOrigins: [SITE], origin: SITE, https: true });
      for (const [name, value] of Object.entries(headers)) {
        if (name === 'Content-Type' || name === 'Access-Control-Allow-Origin') continue;
        expect(config).toContain(`add_header ${name} "${value}"`);
      }
    }
    expect(config).toContain('Strict-Transport-Security');
  });

  it("answers CORS for the site's origin only, never *", () => {
    expect(config).toMatch(
      /map \$http_origin \$mc_games_cors_origin \{\n {2}default "";\n {2}"https:\/\/m\.example\.com" \$http_origin;\n\}/,
    );
    expect(config).not.toMatch(/Allow-Origin "\*"/);
  });

  it('serves the root given, under the server name given, and 404 for anything else', () => {
    expect(config).toContain('root "/srv/games";');
    expect(config).toContain('server_name games.example.com;');
    expect(config).toMatch(/location \/ \{ return 404; \}\n\}\n$/);
  });

  it('refuses a site origin that is not one, and an unknown remote', () => {
    expect(() =>
      nginxRemoteConfig({ remote: 'games', root: '/srv', siteOrigins: ['https://m.example.com/path'] }),
    ).toThrow(/not an origin/);
    expect(() =>
      nginxRemoteConfig({ remote: 'games', root: '/srv', siteOrigins: ['https://a.example"; evil'] }),
    ).toThrow(/not an origin/);
    expect(() => nginxRemoteConfig({ remote: 'games', root: '/srv', siteOrigins: [] })).toThrow(/site-origin/);
    expect(() => nginxRemoteConfig({ remote: 'lottery', root: '/srv', siteOrigins: [SITE] })).toThrow(/unknown remote/);
  });

  it('reads its command line', () => {
    expect(
      parseArgs([
        'member',
        '--root',
        'dist',
        '--site-origin',
        SITE,
        '--site-origin',
        'https://b.example',
        '--server-name',
        'm.example',
      ]),
    ).toEqual({
      remote: 'member',
      root: 'dist',
      siteOrigins: [SITE, 'https://b.example'],
      serverName: 'm.example',
      listen: undefined,
      https: false,
    });
    expect(() => parseArgs(['--root', 'dist'])).toThrow(/usage/);
  });
});

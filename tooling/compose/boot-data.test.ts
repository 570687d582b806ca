import { withBootData } from './boot-data';

const PAGE = '<!doctype html><html><head><title>site</title></head><body></body></html>';
const registry = {
  remotes: [
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json', routes: ['/m/mine', '/m/login'] },
    { name: 'games', manifest: 'http://localhost:3002/0.1.0/mf-manifest.json', routes: ['/m/gameList'] },
  ],
};

const bootJson = (html: string) =>
  JSON.parse(/<script type="application\/json" id="mc-boot">(.*?)<\/script>/.exec(html)![1]!);

describe('the boot data in the page', () => {
  it('carries the config and the registry as data, and preloads the manifest of the remote owning the path', () => {
    const html = withBootData(PAGE, { config: { apiBase: '' }, registry }, '/m/mine', { remoteScripts: () => [] });
    expect(bootJson(html)).toEqual({ config: { apiBase: '' }, registry });
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:3001/0.1.0/mf-manifest.json" />',
    );
    expect(html.indexOf('mc-boot')).toBeLessThan(html.indexOf('</head>'));
  });

  it("preloads the host's runtime scripts with it; nothing of the remotes on a page of the host, or in a build without them", () => {
    const scripts = ['/static/js/927.92abfe67.js', '/static/js/federation.5c637ac8.js'];
    const remotePage = withBootData(PAGE, { config: {}, registry }, '/m/gameList', {
      runtimeScripts: scripts,
      remoteScripts: () => [],
    });
    expect(remotePage).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/static/js/927.92abfe67.js" />',
    );
    expect(remotePage).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/static/js/federation.5c637ac8.js" />',
    );
    expect(remotePage).toContain('href="http://localhost:3002/0.1.0/mf-manifest.json"');
    expect(
      withBootData(PAGE, { config: {}, registry }, '/m/home', { runtimeScripts: scripts, remoteScripts: () => [] }),
    ).not.toContain('rel="preload"');
    expect(withBootData(PAGE, { config: {}, registry }, '/m/gameList', { runtimeScripts: scripts })).not.toContain(
      'rel="preload"',
    );
  });

  it("preloads the home page's chunk on the host's own paths (home and its aliases, not found), in either build", () => {
    const home = ['/static/js/home.1a2b3c4d.js', 'https://elsewhere.example/x.js'];
    const link = '<link rel="preload" as="script" href="/static/js/home.1a2b3c4d.js" />';
    for (const path of ['/m/home', '/', '/m', '/m/nowhere']) {
      const html = withBootData(PAGE, { config: {}, registry }, path, {
        hostPageScripts: home,
        remoteScripts: () => [],
      });
      expect(html.match(/<link .*? \/>/g)).toEqual([link]);
    }
    expect(withBootData(PAGE, { config: {}, registry }, '/m/home', { hostPageScripts: home })).toContain(link);
    expect(withBootData(PAGE, { config: {}, registry }, '/m/gameList', { hostPageScripts: home })).not.toContain(
      'home.1a2b3c4d',
    );
    expect(
      withBootData(PAGE, { config: {}, registry }, '/m/gameList', { hostPageScripts: home, remoteScripts: () => [] }),
    ).not.toContain('home.1a2b3c4d');
    expect(withBootData(PAGE, { config: {}, registry }, '/m/maintenance', { hostPageScripts: home })).not.toContain(
      'rel="preload"',
    );
  });

  it("preloads the owning remote's scripts for the path, after the host's runtime", () => {
    const asked: string[] = [];
    const remoteScripts = (manifest: string, pathname: string) => {
      asked.push(`${manifest} ${pathname}`);
      return [
        'http://localhost:3002/0.1.0/remoteEntry.js',
        'http://localhost:3002/0.1.0/static/js/580.533240cc.js?"><script>',
      ];
    };
    const html = withBootData(PAGE, { config: {}, registry }, '/m/gameList', {
      runtimeScripts: ['/static/js/927.92abfe67.js'],
      remoteScripts,
    });
    expect(asked).toEqual(['http://localhost:3002/0.1.0/mf-manifest.json /m/gameList']);
    const links = html.match(/<link .*? \/>/g)!;
    expect(links.slice(1)).toEqual([
      '<link rel="preload" as="script" fetchpriority="low" href="/static/js/927.92abfe67.js" />',
      '<link rel="preload" as="script" fetchpriority="low" href="http://localhost:3002/0.1.0/remoteEntry.js" />',
      '<link rel="preload" as="script" fetchpriority="low" href="http://localhost:3002/0.1.0/static/js/580.533240cc.js?&quot;>&lt;script>" />',
    ]);
    withBootData(PAGE, { config: {}, registry }, '/m/home', { remoteScripts });
    expect(asked).toHaveLength(1);
  });

  it('cannot be closed early by anything in the files it carries', () => {
    const hostile = { config: { apiBase: '</script><script>alert(1)</script>' }, registry };
    const html = withBootData(PAGE, hostile, '/m/home');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(bootJson(html).config.apiBase).toBe('</script><script>alert(1)</script>');
  });

  it('leaves the page as it is when the server could not read the files', () => {
    expect(withBootData(PAGE, null, '/m/mine')).toBe(PAGE);
  });
});

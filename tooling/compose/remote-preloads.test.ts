import { createRemotePreloads, parseRoutePreload } from './remote-preloads';

const MANIFEST = 'http://localhost:3002/1.4.0/mf-manifest.json';
const LIST = {
  entry: 'remoteEntry.js',
  routes: ['static/js/__federation_expose_routes.1a9700a5.js'],
  pages: {
    '/m/gameList': ['static/js/227.ba09e790.js', 'static/js/580.533240cc.js'],
    '/m/lottery': ['static/js/238.25775d26.js'],
  },
};

/** A fetch that answers each URL with its body (or a status), recording what was asked. */
function fakeFetch(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = ((input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const answer = answers[url];
    if (answer instanceof Error) return Promise.reject(answer);
    if (typeof answer === 'number') return Promise.resolve(new Response('', { status: answer }));
    return Promise.resolve(new Response(JSON.stringify(answer ?? null), { status: answer === undefined ? 404 : 200 }));
  }) as typeof fetch;
  return { fetchImpl, asked };
}

describe("the remotes' preload lists on the site's server", () => {
  it('lists, once fetched, the entry, the routes module and the screen of a path, as absolute URLs', async () => {
    const { fetchImpl, asked } = fakeFetch({ 'http://localhost:3002/1.4.0/route-preload.json': LIST });
    const preloads = createRemotePreloads({ fetchImpl });
    await preloads.warm([MANIFEST]);
    expect(preloads.scriptsFor(MANIFEST, '/m/gameList')).toEqual([
      'http://localhost:3002/1.4.0/remoteEntry.js',
      'http://localhost:3002/1.4.0/static/js/__federation_expose_routes.1a9700a5.js',
      'http://localhost:3002/1.4.0/static/js/227.ba09e790.js',
      'http://localhost:3002/1.4.0/static/js/580.533240cc.js',
    ]);
    // A path without a screen of its own gets the entry and the routes module; nothing is fetched again.
    expect(preloads.scriptsFor(MANIFEST, '/m/unknown')).toHaveLength(2);
    expect(preloads.scriptsFor(MANIFEST, 'constructor')).toHaveLength(2);
    expect(asked).toEqual(['http://localhost:3002/1.4.0/route-preload.json']);
  });

  it('never waits: a release not known yet lists nothing while its list is fetched', async () => {
    const { fetchImpl, asked } = fakeFetch({ 'http://localhost:3002/1.4.0/route-preload.json': LIST });
    const preloads = createRemotePreloads({ fetchImpl });
    expect(preloads.scriptsFor(MANIFEST, '/m/gameList')).toEqual([]);
    expect(asked).toHaveLength(1);
    await preloads.warm([MANIFEST]);
    expect(preloads.scriptsFor(MANIFEST, '/m/gameList')).toHaveLength(4);
    expect(asked).toHaveLength(1);
  });

  it('lists nothing for a remote that cannot answer, and asks it again only after a while', async () => {
    let time = 0;
    const { fetchImpl, asked } = fakeFetch({ 'http://localhost:3002/1.4.0/route-preload.json': new Error('refused') });
    const preloads = createRemotePreloads({ fetchImpl, retryMs: 60_000, now: () => time });
    await preloads.warm([MANIFEST]);
    expect(preloads.scriptsFor(MANIFEST, '/m/gameList')).toEqual([]);
    await preloads.warm([MANIFEST]);
    expect(asked).toHaveLength(1);
    time = 60_000;
    await preloads.warm([MANIFEST]);
    expect(asked).toHaveLength(2);
  });

  it('uses nothing of a list that is not one, or that names files outside its release', async () => {
    for (const body of [
      null,
      'remoteEntry.js',
      { ...LIST, entry: 'https://elsewhere.example/evil.js' },
      { ...LIST, routes: ['../0.9.0/static/js/old.js'] },
      { ...LIST, routes: ['/static/js/host.js'] },
      { ...LIST, pages: { '/m/gameList': ['static/js/a.js?x=1'] } },
      { ...LIST, pages: ['static/js/a.js'] },
      { ...LIST, pages: { '/m/gameList': 'static/js/a.js' } },
    ]) {
      expect([body, parseRoutePreload(body)]).toEqual([body, null]);
    }
    expect(parseRoutePreload(LIST)).toEqual(LIST);
    const { fetchImpl } = fakeFetch({ 'http://localhost:3002/1.4.0/route-preload.json': 500 });
    const preloads = createRemotePreloads({ fetchImpl });
    await preloads.warm([MANIFEST, 'not a url']);
    expect(preloads.scriptsFor(MANIFEST, '/m/gameList')).toEqual([]);
    expect(preloads.scriptsFor('not a url', '/m/gameList')).toEqual([]);
  });
});

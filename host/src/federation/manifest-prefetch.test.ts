import { remoteAttempts } from './remote-attempts';
import './load-exposed';
import { forgetManifestsAhead, prefetchManifests, takeManifest } from './manifest-prefetch';

const MEMBER = 'http://localhost:3001/0.1.0/mf-manifest.json';

describe('manifests fetched ahead', () => {
  beforeEach(forgetManifestsAhead);

  it('fetches each once and hands each answer over once', async () => {
    const fetchImpl = jest.fn(async () => new Response('{"metaData":{}}', { status: 200 }));
    prefetchManifests([MEMBER, MEMBER], fetchImpl);
    prefetchManifests([MEMBER], fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(await (await takeManifest(MEMBER))!.json()).toEqual({ metaData: {} });
    // Used: the next load (Retry, a new release) is the runtime's own fetch.
    expect(takeManifest(MEMBER)).toBeUndefined();
  });

  it("does not fetch ahead a manifest the runtime has read already (the page's own remote, preloaded by the page)", () => {
    const GAMES = 'http://localhost:3002/0.1.0/mf-manifest.json';
    expect(takeManifest(GAMES)).toBeUndefined();
    const fetchImpl = jest.fn(async (_url: RequestInfo | URL) => new Response('{}', { status: 200 }));
    prefetchManifests([GAMES, MEMBER], fetchImpl);
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([MEMBER]);
  });

  it('forgets a failed fetch ahead, so the runtime fetches the manifest itself', async () => {
    prefetchManifests([MEMBER], async () => new Response('gone', { status: 404 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeManifest(MEMBER)).toBeUndefined();
  });

  it("drops what was fetched ahead when Retry starts a remote's next attempt (it may be from while it was broken)", async () => {
    prefetchManifests([MEMBER], async () => new Response('{"broken":', { status: 200 }));
    remoteAttempts.getState().retry('member');
    expect(takeManifest(MEMBER)).toBeUndefined();
  });
});

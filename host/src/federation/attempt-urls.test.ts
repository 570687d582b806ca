import { fetchForAttempt, forAttempt, registerRemoteFolders, remoteOfUrl, withAttempt } from './attempt-urls';
import { remoteAttempts } from './remote-attempts';

const GAMES = 'http://localhost:3002/0.1.0/mf-manifest.json';
const MEMBER = 'http://localhost:3001/0.1.0/mf-manifest.json';
const ENTRY = 'http://localhost:3002/0.1.0/remoteEntry.js';
const ROUTES = 'http://localhost:3002/0.1.0/static/js/__federation_expose_routes.e9f6b885.js';
const attemptOf = (remote: string) => remoteAttempts.getState().attemptOf(remote);

describe("a remote's files on each attempt", () => {
  beforeEach(() => {
    remoteAttempts.setState({ attempts: {} });
    registerRemoteFolders(
      [
        { name: 'games', manifest: GAMES },
        { name: 'member', manifest: MEMBER },
      ],
      attemptOf,
    );
  });

  it("knows a file by the folder of its remote's manifest, the deepest folder first", () => {
    expect(remoteOfUrl(ENTRY)).toBe('games');
    expect(remoteOfUrl(ROUTES)).toBe('games');
    expect(remoteOfUrl(GAMES)).toBe('games');
    expect(remoteOfUrl('http://localhost:3001/0.1.0/static/js/1.js')).toBe('member');
    // Another release's folder, the site's own chunks, another origin: no remote's.
    expect(remoteOfUrl('http://localhost:3002/0.2.0/remoteEntry.js')).toBeUndefined();
    expect(remoteOfUrl('/static/js/federation.js')).toBeUndefined();
    expect(remoteOfUrl('https://evil.example/0.1.0/remoteEntry.js')).toBeUndefined();

    registerRemoteFolders(
      [
        { name: 'site', manifest: '/mf-manifest.json' },
        { name: 'agent', manifest: '/remotes/agent/mf-manifest.json' },
      ],
      attemptOf,
    );
    expect(remoteOfUrl(`${window.location.origin}/remotes/agent/remoteEntry.js`)).toBe('agent');
    expect(remoteOfUrl('/remotes/agent/static/js/2.js')).toBe('agent');
    expect(remoteOfUrl('/static/js/main.js')).toBe('site');
  });

  it('asks for the URL as it is on the first attempt, with the attempt after', () => {
    expect(withAttempt(ENTRY, 0)).toBe(ENTRY);
    expect(withAttempt(ENTRY, 1)).toBe(`${ENTRY}?mc-attempt=1`);
    expect(withAttempt(`${ENTRY}?v=3`, 2)).toBe(`${ENTRY}?v=3&mc-attempt=2`);
    // Asked again through the policy (or twice): one attempt parameter, the latest.
    expect(withAttempt(`${ENTRY}?mc-attempt=1`, 2)).toBe(`${ENTRY}?mc-attempt=2`);
  });

  it("follows each remote's own attempt: Retry of one changes its URLs only", () => {
    const chunk = 'http://localhost:3001/0.1.0/static/js/1.js';
    expect(forAttempt(ENTRY)).toBe(ENTRY);
    expect(forAttempt(ROUTES)).toBe(ROUTES);

    remoteAttempts.getState().retry('games');
    expect(forAttempt(ENTRY)).toBe(`${ENTRY}?mc-attempt=1`);
    expect(forAttempt(ROUTES)).toBe(`${ROUTES}?mc-attempt=1`);
    expect(forAttempt(chunk)).toBe(chunk);
    expect(forAttempt('/static/js/federation.js')).toBe('/static/js/federation.js');

    remoteAttempts.getState().retry('games');
    expect(forAttempt(ENTRY)).toBe(`${ENTRY}?mc-attempt=2`);
  });

  it("fetches a manifest itself only on a later attempt (the first is the runtime's own fetch, the page's preload)", async () => {
    const fetchImpl = jest.fn(async () => new Response('{}', { status: 200 }));
    expect(fetchForAttempt(GAMES, fetchImpl)).toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();

    remoteAttempts.getState().retry('games');
    await expect(fetchForAttempt(GAMES, fetchImpl)).resolves.toBeInstanceOf(Response);
    expect(fetchImpl).toHaveBeenCalledWith(`${GAMES}?mc-attempt=1`);
    expect(fetchForAttempt(MEMBER, fetchImpl)).toBeUndefined();
  });
});

import { attemptUrl, learnRemoteFolders } from './attempt-urls';
import { remoteAttempts } from './remote-attempts';

describe('URLs of a remote\'s next attempt', () => {
  beforeEach(() => {
    remoteAttempts.setState({ attempts: {} });
    learnRemoteFolders([
      { name: 'games', manifest: 'http://localhost:3002/0.1.0/mf-manifest.json' },
      { name: 'member', manifest: '/remotes/member/1.2.0/legacy/mf-manifest.json' },
    ]);
  });

  it('keeps the plain URLs on the first attempt, so the page\'s own preloads are used', () => {
    expect(attemptUrl('http://localhost:3002/0.1.0/remoteEntry.js')).toBe('http://localhost:3002/0.1.0/remoteEntry.js');
  });

  it('gives every file under the retried remote\'s folder a fresh URL, and nothing else', () => {
    remoteAttempts.getState().retry('games');
    remoteAttempts.getState().retry('games');
    expect(attemptUrl('http://localhost:3002/0.1.0/remoteEntry.js')).toBe('http://localhost:3002/0.1.0/remoteEntry.js?mc-attempt=2');
    expect(attemptUrl('http://localhost:3002/0.1.0/mf-manifest.json')).toBe('http://localhost:3002/0.1.0/mf-manifest.json?mc-attempt=2');
    expect(attemptUrl('http://localhost:3002/0.1.0/static/js/async/12.js?v=1')).toBe('http://localhost:3002/0.1.0/static/js/async/12.js?v=1&mc-attempt=2');
    // Another release folder of the same origin, another remote, the host's own files: untouched.
    expect(attemptUrl('http://localhost:3002/0.2.0/remoteEntry.js')).toBe('http://localhost:3002/0.2.0/remoteEntry.js');
    expect(attemptUrl(`${window.location.origin}/remotes/member/1.2.0/legacy/remoteEntry.js`)).toBe(`${window.location.origin}/remotes/member/1.2.0/legacy/remoteEntry.js`);
    expect(attemptUrl('/static/js/main.js')).toBe('/static/js/main.js');
  });

  it('follows the remote of a relative manifest', () => {
    remoteAttempts.getState().retry('member');
    expect(attemptUrl('/remotes/member/1.2.0/legacy/static/js/7.js')).toBe(`${window.location.origin}/remotes/member/1.2.0/legacy/static/js/7.js?mc-attempt=1`);
  });
});

import { allowScriptOrigins, isAllowedScript, scriptUrl } from './script-url-policy';
import { registerRemoteFolders } from './attempt-urls';
import { remoteAttempts } from './remote-attempts';

describe('the script URL policy', () => {
  it("lets scripts come from the site and the registry's origins only", () => {
    allowScriptOrigins(['http://localhost:3002/0.1.0/mf-manifest.json', '/remotes/agent/mf-manifest.json']);
    expect(isAllowedScript('/static/js/main.js')).toBe(true);
    expect(isAllowedScript(`${window.location.origin}/static/js/1.js`)).toBe(true);
    expect(isAllowedScript('http://localhost:3002/0.1.0/remoteEntry.js')).toBe(true);
    expect(isAllowedScript('http://localhost:3009/remoteEntry.js')).toBe(false);
    expect(isAllowedScript('https://evil.example/x.js')).toBe(false);
    expect(isAllowedScript('//evil.example/x.js')).toBe(false);
    // A new registry replaces the old origins.
    allowScriptOrigins(['https://games.cdn.example/1.4.0/mf-manifest.json']);
    expect(isAllowedScript('http://localhost:3002/0.1.0/remoteEntry.js')).toBe(false);
    expect(isAllowedScript('https://games.cdn.example/1.4.0/remoteEntry.js')).toBe(true);
  });

  it("hands a remote's later attempt its scripts under that attempt's URLs, and still refuses other origins", () => {
    const manifest = 'http://localhost:3002/0.1.0/mf-manifest.json';
    const entry = 'http://localhost:3002/0.1.0/remoteEntry.js';
    allowScriptOrigins([manifest]);
    registerRemoteFolders([{ name: 'games', manifest }], (remote) => remoteAttempts.getState().attemptOf(remote));
    remoteAttempts.setState({ attempts: {} });

    expect(scriptUrl(entry)).toBe(entry);
    expect(scriptUrl('/static/js/main.js')).toBe('/static/js/main.js');
    remoteAttempts.getState().retry('games');
    expect(scriptUrl(entry)).toBe(`${entry}?mc-attempt=1`);
    // A URL with a query is judged by its origin like any other.
    expect(isAllowedScript(`${entry}?mc-attempt=1`)).toBe(true);
    expect(scriptUrl(`${entry}?mc-attempt=1`)).toBe(`${entry}?mc-attempt=1`);
    expect(scriptUrl('/static/js/main.js')).toBe('/static/js/main.js');
    expect(() => scriptUrl('https://evil.example/remoteEntry.js?mc-attempt=1')).toThrow(TypeError);
  });
});

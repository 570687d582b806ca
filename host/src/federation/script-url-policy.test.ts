import { allowScriptOrigins, isAllowedScript } from './script-url-policy';

describe('the script URL policy', () => {
  it('lets scripts come from the site and the registry\'s origins only', () => {
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
});

import { documentHeaders, originOf, permissionsPolicy, sitePolicy, withNonce, WORKER_POLICY } from './security-headers';

const registry = {
  remotes: [
    { name: 'member', manifest: 'http://localhost:3001/0.1.0/mf-manifest.json' },
    { name: 'games', manifest: 'https://games.cdn.example/1.4.0/mf-manifest.json' },
    { name: 'agent', manifest: '/remotes/agent/0.1.0/mf-manifest.json' },
  ],
};
const SITE = 'http://localhost:3000';

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name!, values];
    }),
  );
}

describe('the site policy', () => {
  const policy = directives(
    sitePolicy({ registry, config: { apiBase: '' }, nonce: 'abc123', siteOrigin: SITE, reportUri: '/csp-report' }),
  );

  it("lets scripts come only from the site and the registry's remotes: no inline script, no eval", () => {
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:3001', 'https://games.cdn.example']);
    expect(policy['script-src']!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|nonce|\*/);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('connects only to the site, the API and the remotes', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:3001', 'https://games.cdn.example']);
    const withApi = directives(
      sitePolicy({ registry, config: { apiBase: 'https://api.example.com/v1' }, nonce: 'n', siteOrigin: SITE }),
    );
    expect(withApi['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'http://localhost:3001',
      'https://games.cdn.example',
    ]);
    expect(withApi['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.example.com',
      'http://localhost:3001',
      'https://games.cdn.example',
    ]);
    expect(withApi['frame-src']).toEqual(["'self'", 'https://api.example.com']);
  });

  it('can be framed by nobody, has no plugins, no base URL and requires Trusted Types for its sinks', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(policy['trusted-types']).toEqual(['dompurify', 'mc-inert-text', 'default']);
    expect(policy['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy['report-uri']).toEqual(['/csp-report']);
  });

  it("follows the registry at serve time: a remote released on a new origin is in the next page's policy", () => {
    const moved = {
      remotes: [...registry.remotes, { name: 'cashier', manifest: 'https://pay.example.net/2.0.0/mf-manifest.json' }],
    };
    const next = directives(sitePolicy({ registry: moved, config: null, nonce: 'n', siteOrigin: SITE }));
    expect(next['script-src']).toContain('https://pay.example.net');
    // No registry at all (unreadable): the site's own scripts still run.
    expect(
      directives(sitePolicy({ registry: null, config: null, nonce: 'n', siteOrigin: SITE }))['script-src'],
    ).toEqual(["'self'"]);
  });

  it("takes a deployment's extra origins by purpose and drops anything that is not an origin", () => {
    const config = {
      origins: {
        images: ['https://img.cdn.example', "https://x.example; script-src 'unsafe-inline'", 'javascript:alert(1)'],
        frames: ['https://chat.example.com', '*'],
        forms: ['https://pay.gateway.example'],
        connect: ['https://*.api.example'],
      },
    };
    const extended = directives(sitePolicy({ registry, config, nonce: 'n', siteOrigin: SITE }));
    expect(extended['img-src']).toContain('https://img.cdn.example');
    expect(extended['frame-src']).toEqual(["'self'", 'https://chat.example.com']);
    expect(extended['form-action']).toEqual(["'self'", 'https://pay.gateway.example']);
    expect(extended['connect-src']).toContain('https://*.api.example');
    expect(Object.keys(extended).filter((d) => d === 'script-src')).toHaveLength(1);
    expect(extended['script-src']).not.toContain("'unsafe-inline'");
    expect(JSON.stringify(extended)).not.toMatch(/javascript:|x\.example|"\*"/);
  });
});

describe('headers and page', () => {
  it('adds HSTS only over HTTPS, and the other headers always', () => {
    const plain = documentHeaders({ registry, config: null, nonce: 'n', siteOrigin: SITE, https: false });
    expect(plain).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['Permissions-Policy']).toContain('camera=()');
    const secure = documentHeaders({
      registry,
      config: null,
      nonce: 'n',
      siteOrigin: 'https://m.example.com',
      https: true,
    });
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets the game frame go fullscreen only for the origins that may be framed', () => {
    expect(permissionsPolicy(['https://games.vendor.example'])).toContain(
      'fullscreen=(self "https://games.vendor.example")',
    );
  });

  it("puts the nonce on the page's own style and where the apps' runtimes read it", () => {
    const html = withNonce(
      '<html><head><style>body{}</style></head><body><script defer src="/static/js/main.js"></script></body></html>',
      'N0nce',
    );
    expect(html).toContain('<meta property="csp-nonce" nonce="N0nce" />');
    expect(html).toContain('<style nonce="N0nce">');
    expect(html).toContain('<script defer src="/static/js/main.js">');
  });

  it('resolves relative manifests to the site itself', () => {
    expect(originOf('/remotes/agent/mf-manifest.json', SITE)).toBeNull();
    expect(originOf('http://localhost:3001/x/mf-manifest.json', SITE)).toBe('http://localhost:3001');
    expect(originOf('ftp://files.example/x', SITE)).toBeNull();
  });
});

describe('the service worker policy', () => {
  it('lets the worker fetch the site itself and nothing else, and run nothing', () => {
    expect(WORKER_POLICY).toContain("connect-src 'self'");
    expect(WORKER_POLICY).toContain("default-src 'none'");
    expect(WORKER_POLICY).not.toMatch(/script-src|unsafe/);
  });
});

import { ruleFor, shellOf, staticUrls } from './cache-rules';

const SITE = 'https://m.example.com';

describe('the service worker rules', () => {
  it('serves the page network first, and the host files from the cache', () => {
    expect(ruleFor({ method: 'GET', mode: 'navigate', url: `${SITE}/m/home?lang=EN` }, SITE)).toBe('page');
    expect(ruleFor({ method: 'GET', mode: 'no-cors', url: `${SITE}/static/js/main.1f7dee30.js` }, SITE)).toBe('static');
  });

  it('never touches the platform calls, a post, another origin, or a file asked for with a query', () => {
    expect(ruleFor({ method: 'GET', mode: 'cors', url: `${SITE}/wps/system/settings` }, SITE)).toBe('network');
    expect(ruleFor({ method: 'GET', mode: 'cors', url: `${SITE}/wps/member/balance` }, SITE)).toBe('network');
    expect(ruleFor({ method: 'POST', mode: 'navigate', url: `${SITE}/m/home` }, SITE)).toBe('network');
    expect(ruleFor({ method: 'GET', mode: 'cors', url: 'https://games.cdn.example/1.4.0/static/js/1.js' }, SITE)).toBe(
      'network',
    );
    expect(ruleFor({ method: 'GET', mode: 'cors', url: `${SITE}/static/js/main.js?v=2` }, SITE)).toBe('network');
    expect(ruleFor({ method: 'GET', mode: 'cors', url: `${SITE}/remotes.json` }, SITE)).toBe('network');
  });

  it("keeps the host's own files of what a page loaded, once each", () => {
    const entries = [
      { name: `${SITE}/static/js/main.1.js` },
      { name: `${SITE}/static/js/main.1.js` },
      { name: `${SITE}/wps/system/settings` },
      { name: 'http://localhost:3002/0.1.0/static/js/9.js' },
      { name: `${SITE}/static/media/banner.8.webp` },
    ];
    expect(staticUrls(entries, SITE)).toEqual([`${SITE}/static/js/main.1.js`, `${SITE}/static/media/banner.8.webp`]);
  });
});

describe('the page kept for starting offline', () => {
  it("drops the visit's site settings and keeps the rest of the page", () => {
    const page =
      '<head><script type="application/json" id="mc-boot">{"config":{}}</script></head><body><div id="root"></div>' +
      '<script type="application/json" id="mc-settings">{"merchantCode":"MC01","maintenance":false}</script></body>';
    expect(shellOf(page)).toBe(
      '<head><script type="application/json" id="mc-boot">{"config":{}}</script></head><body><div id="root"></div></body>',
    );
    expect(shellOf('<body><div id="root"></div></body>')).toBe('<body><div id="root"></div></body>');
  });
});

import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('follows paths of this site through the router', () => {
    expect(bannerTarget('/m/gameList?gameType=RNG')).toEqual({ kind: 'route', to: '/m/gameList?gameType=RNG' });
    expect(bannerTarget(' /m/activity ')).toEqual({ kind: 'route', to: '/m/activity' });
  });

  it('opens http(s) addresses as other sites', () => {
    expect(bannerTarget('https://example.com/app')).toEqual({ kind: 'external', href: 'https://example.com/app' });
    expect(bannerTarget('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com/' });
  });

  it.each([
    ['javascript:window.__xss=1'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['not a link'],
    [''],
    [null],
    [undefined],
  ])('leaves %p as a plain picture', (link) => {
    expect(bannerTarget(link)).toBeNull();
  });
});

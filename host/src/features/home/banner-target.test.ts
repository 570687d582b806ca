import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('follows paths of this site through the router', () => {
    expect(bannerTarget('/m/gameList?gameType=RNG')).toEqual({ kind: 'route', to: '/m/gameList?gameType=RNG' });
    expect(bannerTarget(' /m/activity ')).toEqual({ kind: 'route', to: '/m/activity' });
    expect(bannerTarget(`${window.location.origin}/m/activity?x=1`)).toEqual({ kind: 'route', to: '/m/activity?x=1' });
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
    ['/\t/evil.example/m/home'],
    ['/\n/evil.example/m/home'],
    ['/m/..//evil.example'],
    ['https://user:pw@example.com/app'],
    ['https://example.com/\tapp'],
    ['HTTPS://user@example.com'],
    ['not a link'],
    [''],
    [null],
    [undefined],
  ])('leaves %p as a plain picture', (link) => {
    expect(bannerTarget(link)).toBeNull();
  });
});

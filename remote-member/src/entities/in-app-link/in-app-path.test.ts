import { inAppPath } from './in-app-path';

const ORIGIN = 'https://m.example.com';

describe('inAppPath', () => {
  it.each([
    ['/m/voucherCenter', null, '/m/voucherCenter'],
    ['/m/gameList?gameType=RNG#top', null, '/m/gameList?gameType=RNG#top'],
    [`${ORIGIN}/m/activity`, '_self', '/m/activity'],
  ])('keeps %s in the app', (href, target, path) => {
    expect(inAppPath(href, target, ORIGIN)).toBe(path);
  });

  it.each([
    ['https://example.com/responsible-gaming', null],
    ['/m/activity', '_blank'],
    ['/wps/assets/banner/1.svg', null],
    ['mailto:help@example.com', null],
    ['/\\evil.example/m/home', null],
    ['/\t/evil.example/m/home', null],
    ['/m/..//evil.example/m/home', null],
    [`https://user:pw@${new URL(ORIGIN).host}/m/home`, null],
    [null, null],
  ])('leaves %s to the browser', (href, target) => {
    expect(inAppPath(href, target, ORIGIN)).toBeNull();
  });
});

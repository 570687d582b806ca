import { variantFor, VARIANT_COOKIE } from './build-variant';

const UA = {
  iphone12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  iphone15_3:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.3 Mobile/15E148 Safari/604.1',
  iphone17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeOnOldIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  webview70:
    'Mozilla/5.0 (Linux; Android 8.1.0; SM-J260F Build/M1AJB; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/70.0.3538.110 Mobile Safari/537.36',
  samsung10:
    'Mozilla/5.0 (Linux; Android 9; SAMSUNG SM-A105F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/10.1 Chrome/71.0.3578.99 Mobile Safari/537.36',
  chrome120:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  firefoxEsr: 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0',
  firefox78: 'Mozilla/5.0 (Android 10; Mobile; rv:78.0) Gecko/78.0 Firefox/78.0',
  webkitGtk:
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  safari14:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  oldAndroidBrowser:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30',
};

describe('variantFor', () => {
  it('gives the modern build to browsers at or above .browserslistrc [modern], the legacy build below it', () => {
    expect(variantFor(UA.iphone12, undefined)).toBe('legacy');
    expect(variantFor(UA.iphone15_3, undefined)).toBe('legacy');
    expect(variantFor(UA.iphone17, undefined)).toBe('modern');
    expect(variantFor(UA.webview70, undefined)).toBe('legacy');
    expect(variantFor(UA.samsung10, undefined)).toBe('legacy');
    expect(variantFor(UA.chrome120, undefined)).toBe('modern');
    expect(variantFor(UA.headless, undefined)).toBe('modern');
    expect(variantFor(UA.firefoxEsr, undefined)).toBe('modern');
    expect(variantFor(UA.firefox78, undefined)).toBe('legacy');
    expect(variantFor(UA.webkitGtk, undefined)).toBe('modern');
    expect(variantFor(UA.safari14, undefined)).toBe('legacy');
    expect(variantFor(UA.oldAndroidBrowser, undefined)).toBe('legacy');
  });

  it('reads every browser on an iPhone by its system version: Chrome there is Safari’s engine', () => {
    expect(variantFor(UA.chromeOnOldIphone, undefined)).toBe('legacy');
  });

  it('gives a browser it cannot place the modern build, and the legacy one once the page asked for it', () => {
    expect(variantFor('curl/8.5.0', undefined)).toBe('modern');
    expect(variantFor(undefined, undefined)).toBe('modern');
    expect(variantFor(UA.chrome120, `theme=dark; ${VARIANT_COOKIE}=legacy`)).toBe('legacy');
    expect(variantFor(UA.chrome120, `${VARIANT_COOKIE}=legacyish`)).toBe('modern');
  });
});

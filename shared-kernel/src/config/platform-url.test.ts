import { setRuntimeConfig } from './runtime-config';
import { inAppPath, inAppPathOr, isAllowedImage, platformImageUrl, platformLink, platformUrl } from './platform-url';

describe('platform URLs', () => {
  afterEach(() => setRuntimeConfig({}));

  it('puts platform paths where the API lives', () => {
    expect(platformImageUrl('/wps/assets/banner/1.svg')).toBe('/wps/assets/banner/1.svg');
    setRuntimeConfig({ apiBase: 'https://api.example.com/' });
    expect(platformImageUrl('/wps/assets/banner/1.svg')).toBe('https://api.example.com/wps/assets/banner/1.svg');
    expect(platformLink('/wps/download/app.apk')).toBe('https://api.example.com/wps/download/app.apk');
    expect(platformLink('https://example.com/app')).toBe('https://example.com/app');
    setRuntimeConfig({ apiBase: 'https://api.example.com/gw' });
    expect(platformLink('/wps/play/t1')).toBe('https://api.example.com/gw/wps/play/t1');
    expect(platformUrl('/wps/download/app.apk')).toBe('https://api.example.com/gw/wps/download/app.apk');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/svg+xml;base64,PHN2Zy8+'],
    ['//evil.example/banner.png'],
    ['/\\evil.example/banner.png'],
    ['/\t/evil.example/banner.png'],
    ['/\n/evil.example/banner.png'],
    ['https://user:pw@api.example.com/banner.png'],
    ['https://tracker.example/pixel.gif'],
    [''],
    [null],
  ])('never asks for the picture %p', (url) => {
    setRuntimeConfig({ apiBase: 'https://api.example.com' });
    expect(platformImageUrl(url)).toBeNull();
    setRuntimeConfig({});
    expect(platformImageUrl(url)).toBeNull();
  });

  it('allows the site, the API and the configured CDNs, and inline bitmaps', () => {
    setRuntimeConfig({
      apiBase: 'https://api.example.com',
      imageOrigins: ['https://cdn.example.com', 'https://*.img.example'],
    });
    expect(isAllowedImage(`${window.location.origin}/a.png`)).toBe(true);
    expect(isAllowedImage('/wps/a.png')).toBe(true);
    expect(isAllowedImage('https://api.example.com/a.png')).toBe(true);
    expect(isAllowedImage('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImage('https://eu.img.example/a.png')).toBe(true);
    expect(platformImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(isAllowedImage('https://cdn.example.com.evil.example/a.png')).toBe(false);
    expect(isAllowedImage('/\\evil.example/a.png')).toBe(false);
    expect(isAllowedImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(platformImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it.each([
    ['/\\evil.example/app.apk'],
    ['/\t/evil.example/app.apk'],
    ['https://user:pw@evil.example/app.apk'],
    ['//evil.example/app.apk'],
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    [' '],
  ])('follows no link %p', (url) => {
    expect(platformLink(url)).toBeNull();
  });

  it('gives a path of the site, else the way home', () => {
    expect(inAppPath('/m/gameList?gameType=RNG')).toBe('/m/gameList?gameType=RNG');
    expect(inAppPath(`${window.location.origin}/m/activity`)).toBe('/m/activity');
    expect(inAppPath('https://evil.example/m/home')).toBeNull();
    expect(inAppPath('/wps/x', '/m/')).toBeNull();
    expect(inAppPathOr('/\t/evil.example')).toBe('/m/home');
    expect(inAppPathOr('/\\evil.example', '/m/trail')).toBe('/m/trail');
  });
});

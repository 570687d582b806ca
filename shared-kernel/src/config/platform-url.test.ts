import { setRuntimeConfig } from './runtime-config';
import { isAllowedImage, platformImageUrl, platformUrl } from './platform-url';

describe('platform URLs', () => {
  afterEach(() => setRuntimeConfig({}));

  it('puts platform paths where the API lives', () => {
    expect(platformImageUrl('/wps/assets/banner/1.svg')).toBe('/wps/assets/banner/1.svg');
    setRuntimeConfig({ apiBase: 'https://api.example.com/' });
    expect(platformImageUrl('/wps/assets/banner/1.svg')).toBe('https://api.example.com/wps/assets/banner/1.svg');
    expect(platformUrl('/wps/download/app.apk')).toBe('https://api.example.com/wps/download/app.apk');
    expect(platformUrl('https://example.com/app')).toBe('https://example.com/app');
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/svg+xml;base64,PHN2Zy8+'],
    ['//evil.example/banner.png'],
    ['https://tracker.example/pixel.gif'],
    [''],
    [null],
  ])('never asks for the picture %p', (url) => {
    expect(platformImageUrl(url)).toBeNull();
  });

  it('allows the site, the API and the configured CDNs, and inline bitmaps', () => {
    setRuntimeConfig({ apiBase: 'https://api.example.com', imageOrigins: ['https://cdn.example.com'] });
    expect(isAllowedImage(`${window.location.origin}/a.png`)).toBe(true);
    expect(isAllowedImage('https://api.example.com/a.png')).toBe(true);
    expect(isAllowedImage('https://cdn.example.com/a.png')).toBe(true);
    expect(platformImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(isAllowedImage('https://cdn.example.com.evil.example/a.png')).toBe(false);
    expect(isAllowedImage('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
  });
});

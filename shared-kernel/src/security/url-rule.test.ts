import { checkUrl, hasOrigin, sitePath } from './url-rule';

const SITE = 'https://m.site.example';
const API = 'https://api.site.example';
const ALLOWED = [SITE, API, 'https://*.cdn.example'];

/** Through the rule against the site, limited to the allowed origins; the parsed URL's href or null. */
const own = (value: unknown) => checkUrl(value, { base: `${SITE}/`, origins: ALLOWED })?.href ?? null;

describe('the URL rule', () => {
  it.each([
    // backslashes: the parser reads them as slashes
    ['/\\evil.example/a.png'],
    ['\\\\evil.example/a.png'],
    ['/wps/..\\..\\x'],
    ['https://api.site.example\\@evil.example/'],
    // control characters: the parser drops tabs and newlines, so '/<TAB>/host' is '//host'
    ['/\t/evil.example/a.png'],
    ['/\n/evil.example/a.png'],
    ['/\r\n/evil.example'],
    ['\t/wps/a.png'],
    ['/wps/a.png\n'],
    ['java\tscript:alert(1)'],
    ['/wps/\u0000a.png'],
    ['/wps/\u007fa.png'],
    ['/wps/\u001fa.png'],
    // credentials
    ['https://user:pw@api.site.example/a.png'],
    ['https://user@api.site.example/a.png'],
    ['https://:pw@api.site.example/a.png'],
    // protocol-relative and other hosts
    ['//evil.example/a.png'],
    ['///evil.example/a.png'],
    ['https://evil.example/a.png'],
    ['http:evil.example/a.png'],
    ['https://api.site.example.evil.example/a.png'],
    ['https://cdn.example/a.png'],
    ['http://api.site.example/a.png'],
    ['https://api.site.example:8443/a.png'],
    // look-alike hosts (IDN) are other origins
    ['https://api.sіte.example/a.png'],
    ['https://аpi.site.example/a.png'],
    // schemes other than http(s), whatever their case
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['data:image/svg+xml;base64,PHN2Zy8+'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['blob:https://m.site.example/1234'],
    ['file:///etc/passwd'],
    ['ftp://api.site.example/a.png'],
    // nothing usable
    [''],
    ['   '],
    [null],
    [undefined],
    [42],
    ['http://'],
    ['https://[not-an-ip/'],
  ])('refuses %p', (value) => {
    expect(own(value)).toBeNull();
  });

  it.each([
    ['/wps/assets/a.png', `${SITE}/wps/assets/a.png`],
    [' /wps/assets/a.png ', `${SITE}/wps/assets/a.png`],
    ['https://api.site.example/a.png', `${API}/a.png`],
    ['HTTPS://API.SITE.EXAMPLE/a.png', `${API}/a.png`],
    ['https://api.site.example:443/a.png', `${API}/a.png`],
    ['https://img.cdn.example/a.png', 'https://img.cdn.example/a.png'],
    ['https://a.b.cdn.example/a.png', 'https://a.b.cdn.example/a.png'],
    // encoded slashes stay in the path: still the site's origin
    ['/%2F%2Fevil.example/a.png', `${SITE}/%2F%2Fevil.example/a.png`],
    ['/%5Cevil.example/a.png', `${SITE}/%5Cevil.example/a.png`],
    ['/%09/evil.example', `${SITE}/%09/evil.example`],
    // a relative reference cannot leave the origin
    ['wps/a.png', `${SITE}/wps/a.png`],
    ['https:wps/a.png', `${SITE}/wps/a.png`],
    ['https:evil.example/a.png', `${SITE}/evil.example/a.png`],
  ])('accepts %p on an allowed origin, as %p', (value, href) => {
    expect(own(value)).toBe(href);
  });

  it('compares IDN hosts by their ASCII origin', () => {
    const idn = checkUrl('https://bücher.example/x', { base: `${SITE}/`, origins: ['https://xn--bcher-kva.example'] });
    expect(idn?.origin).toBe('https://xn--bcher-kva.example');
    expect(
      checkUrl('https://bucher.example/x', { base: `${SITE}/`, origins: ['https://xn--bcher-kva.example'] }),
    ).toBeNull();
  });

  it('takes any http(s) origin when none is named, still without credentials or other schemes', () => {
    const any = (value: string) => checkUrl(value, { base: `${SITE}/` })?.href ?? null;
    expect(any('https://other.example/app')).toBe('https://other.example/app');
    expect(any('http://other.example')).toBe('http://other.example/');
    expect(any('https://user:pw@other.example/app')).toBeNull();
    expect(any('javascript:alert(1)')).toBeNull();
    expect(any('/\\other.example')).toBeNull();
    expect(any('//other.example/app')).toBeNull();
  });

  it('lets inline bitmaps through only where pictures are asked for', () => {
    const picture = (value: string) =>
      checkUrl(value, { base: `${SITE}/`, origins: ALLOWED, dataImages: true })?.href ?? null;
    expect(picture('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(picture('DATA:IMAGE/JPEG;BASE64,/9j/4AAQ')).not.toBeNull();
    expect(picture('data:image/webp;base64,UklGRg==')).not.toBeNull();
    expect(picture('data:image/svg+xml;base64,PHN2Zy8+')).toBeNull();
    expect(picture('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(picture('data:image/png;base64,iVBOR\nw0KGgo=')).toBeNull();
    expect(picture('data:image/png,<svg onload=alert(1)>')).toBeNull();
  });

  it('refuses relative references when only absolute addresses will do', () => {
    expect(checkUrl('/wps/a', { base: `${SITE}/`, absoluteOnly: true })).toBeNull();
    expect(checkUrl('https://t.me/x', { base: `${SITE}/`, absoluteOnly: true })?.href).toBe('https://t.me/x');
  });

  it('continues a platform path under a base with a path of its own, and only a platform path', () => {
    const options = { base: `${SITE}/`, pathPrefix: 'https://api.site.example/gw/', origins: ALLOWED };
    expect(checkUrl('/wps/a.png', options)?.href).toBe('https://api.site.example/gw/wps/a.png');
    expect(checkUrl('//evil.example/a.png', options)).toBeNull();
    expect(checkUrl('/\\evil.example/a.png', options)).toBeNull();
    expect(checkUrl('https://evil.example/a.png', options)).toBeNull();
    // '..' cannot leave the API's origin, only its path
    expect(checkUrl('/../../x', options)?.origin).toBe(API);
  });

  it('matches a wildcard origin on scheme, port and a real subdomain', () => {
    const url = (value: string) => new URL(value);
    expect(hasOrigin(url('https://img.cdn.example/a'), ['https://*.cdn.example'])).toBe(true);
    expect(hasOrigin(url('https://cdn.example/a'), ['https://*.cdn.example'])).toBe(false);
    expect(hasOrigin(url('https://evilcdn.example/a'), ['https://*.cdn.example'])).toBe(false);
    expect(hasOrigin(url('http://img.cdn.example/a'), ['https://*.cdn.example'])).toBe(false);
    expect(hasOrigin(url('https://img.cdn.example:8443/a'), ['https://*.cdn.example'])).toBe(false);
    expect(hasOrigin(url('https://img.cdn.example:8443/a'), ['https://*.cdn.example:8443'])).toBe(true);
  });
});

describe('a path of the site', () => {
  it.each([
    ['/m/gameList?gameType=RNG', '/m/gameList?gameType=RNG'],
    [' /m/activity ', '/m/activity'],
    ['/m/notice#top', '/m/notice#top'],
    [`${SITE}/m/activity?x=1`, '/m/activity?x=1'],
    ['/m/../m/home', '/m/home'],
    ['/m/%2F%2Fevil.example', '/m/%2F%2Fevil.example'],
  ])('%p is %p', (value, path) => {
    expect(sitePath(value, SITE)).toBe(path);
  });

  it.each([
    ['/\\evil.example/m/home'],
    ['/\t/evil.example/m/home'],
    ['/\n/evil.example'],
    ['//evil.example/m/home'],
    ['/m/..//evil.example/x'],
    ['/.//evil.example'],
    ['https://evil.example/m/home'],
    ['https://user:pw@m.site.example/m/home'],
    ['http://m.site.example/m/home'],
    ['javascript:alert(1)//'],
    ['m/home'],
    ['not a link'],
    [''],
    [null],
  ])('%p is none', (value) => {
    expect(sitePath(value, SITE)).toBeNull();
  });

  it('keeps to a part of the site when asked', () => {
    expect(sitePath('/m/forget', SITE, '/m/')).toBe('/m/forget');
    expect(sitePath('/wps/play/x', SITE, '/m/')).toBeNull();
    expect(sitePath('/m/../wps/play/x', SITE, '/m/')).toBeNull();
  });
});

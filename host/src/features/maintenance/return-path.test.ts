import { maintenanceHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a page of the site with its query', () => {
    expect(safeReturnPath('/m/withdrawReport?start=2024-05-01&end=2024-05-07')).toBe(
      '/m/withdrawReport?start=2024-05-01&end=2024-05-07',
    );
    expect(safeReturnPath('/m/gameList?gameType=RNG&lang=EN')).toBe('/m/gameList?gameType=RNG&lang=EN');
  });

  it('drops the fragment', () => {
    expect(safeReturnPath('/m/help#top')).toBe('/m/help');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['another site', 'https://evil.example/m/home'],
    ['a scheme', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example/m/home'],
    ['a double slash after /m/', '/m//evil.example'],
    ['a double slash in the query', '/m/home?next=https://evil.example'],
    ['a backslash', '/m/\\evil.example'],
    ['outside /m/', '/wps/system/settings'],
    ['the bare /m', '/m'],
    ['dot segments leaving /m/', '/m/../wps/system/settings'],
    ['encoded dot segments', '/m/%2e%2e/wps'],
    ['a control character', '/m/home\n'],
    ['a space', '/m/home x'],
    ['the maintenance page itself', '/m/maintenance?from=%2Fm%2Fhome'],
    ['the maintenance page, spelt otherwise', '/m/Maintenance/'],
    ['a very long value', `/m/home?q=${'a'.repeat(3000)}`],
  ])('refuses %s', (_what, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('maintenanceHref', () => {
  it('remembers the page and its query', () => {
    const href = maintenanceHref({ pathname: '/m/withdrawReport', search: '?start=2024-05-01&end=2024-05-07' });
    expect(href).toBe('/m/maintenance?from=%2Fm%2FwithdrawReport%3Fstart%3D2024-05-01%26end%3D2024-05-07');
    expect(safeReturnPath(new URL(href, 'http://x').searchParams.get('from'))).toBe(
      '/m/withdrawReport?start=2024-05-01&end=2024-05-07',
    );
  });

  it('remembers nothing for a place outside /m/', () => {
    expect(maintenanceHref({ pathname: '/', search: '' })).toBe('/m/maintenance');
    expect(maintenanceHref({ pathname: '/m/maintenance', search: '' })).toBe('/m/maintenance');
  });
});

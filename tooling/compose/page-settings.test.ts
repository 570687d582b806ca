import { createServer } from 'node:http';
import { request } from 'node:http';
import { openSettings, readOpenSettings, settingsElement, SETTINGS_ID, splitAtBodyEnd } from './page-settings';
import { listen } from './static-server';

const OPEN = { merchantCode: 'MC01', maintenance: false, regionRestriction: false, location: { ip: '10.0.0.7' } };

describe('the settings a page carries', () => {
  it.each([
    ['an open site', { success: true, value: OPEN }, OPEN],
    ['maintenance', { success: true, value: { ...OPEN, maintenance: true } }, null],
    ['a restricted region', { success: true, value: { ...OPEN, regionRestriction: true } }, null],
    ['a failure envelope', { success: false, code: 'system.maintenance', value: null }, null],
    ['no mode at all', { success: true, value: { merchantCode: 'MC01' } }, null],
    ['a list', { success: true, value: [OPEN] }, null],
    ['not an envelope', 'settings', null],
  ])('%s', (_name, body, expected) => {
    expect(openSettings(body)).toEqual(expected);
  });

  it('writes data that cannot end its element, and nothing without settings', () => {
    const element = settingsElement({ ...OPEN, maintenanceMessage: '</script><script>alert(1)</script>' });
    expect(element.startsWith(`<script type="application/json" id="${SETTINGS_ID}">`)).toBe(true);
    expect(element.match(/<\/script>/g)).toEqual(['</script>']);
    expect(JSON.parse(element.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')).maintenanceMessage).toBe(
      '</script><script>alert(1)</script>',
    );
    expect(settingsElement(null)).toBe('');
  });

  it('splits a page before its body ends', () => {
    expect(splitAtBodyEnd('<html><body><p>x</p></body></html>')).toEqual(['<html><body><p>x</p>', '</body></html>']);
    expect(splitAtBodyEnd('<p>x</p>')).toEqual(['<p>x</p>', '']);
  });

  it("asks the platform with the visitor's address; a slow, failing or unreachable platform gives null in time", async () => {
    const seen: Array<string | undefined> = [];
    let answer: (res: import('node:http').ServerResponse) => void = () => undefined;
    const platform = await listen(
      createServer((req, res) => {
        seen.push(`${req.url} ${req.headers['x-forwarded-for']}`);
        answer(res);
      }),
      0,
    );
    const target = new URL(platform.url);
    try {
      answer = (res) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, value: OPEN }));
      expect(await readOpenSettings(request, target, '10.0.0.7')).toEqual(OPEN);
      expect(seen).toEqual(['/wps/system/settings 10.0.0.7']);

      answer = (res) => res.writeHead(503).end('{"success":false}');
      expect(await readOpenSettings(request, target, '10.0.0.7')).toBeNull();
      answer = (res) => res.writeHead(200).end('<html>');
      expect(await readOpenSettings(request, target, '10.0.0.7')).toBeNull();

      answer = (res) => setTimeout(() => res.writeHead(200).end(JSON.stringify({ success: true, value: OPEN })), 1000);
      const started = Date.now();
      expect(await readOpenSettings(request, target, '10.0.0.7', 100)).toBeNull();
      expect(Date.now() - started).toBeLessThan(600);
    } finally {
      await platform.close();
    }
    expect(await readOpenSettings(request, new URL('http://127.0.0.1:9'), '10.0.0.7')).toBeNull();
  });
});

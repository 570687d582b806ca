// The requests of one cold load, in order, with their timing: what the page waits for before its first render.
// `tsx tooling/bench/waterfall.ts /m/home [plain]`.
import { PLAIN_SITE, runAgainstSite } from './measure-js';

const [path = '/m/home', build] = process.argv.slice(2);

runAgainstSite(build === 'plain' ? PLAIN_SITE : {}, async (composition, browser) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${composition.url}${path}${path.includes('?') ? '&' : '?'}lang=EN`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const rows = (await page.evaluate(`(() => {
    const fcp = performance.getEntriesByName('mc:first-render')[0]?.startTime ?? -1;
    const nav = performance.getEntriesByType('navigation')[0];
    const list = performance.getEntriesByType('resource').map((e) => ({
      name: e.name.replace(location.origin, ''), start: Math.round(e.startTime), end: Math.round(e.responseEnd),
      bytes: e.encodedBodySize, type: e.initiatorType,
    }));
    return { fcp: Math.round(fcp), html: Math.round(nav.responseEnd), list };
  })()`)) as {
    fcp: number;
    html: number;
    list: Array<{ name: string; start: number; end: number; bytes: number; type: string }>;
  };
  console.log(`html ${rows.html} ms, first render ${rows.fcp} ms`);
  for (const r of rows.list) {
    console.log(
      `${String(r.start).padStart(6)} ${String(r.end).padStart(6)} ${String(r.bytes).padStart(8)} ${r.end <= rows.fcp ? '*' : ' '} ${r.type.padEnd(8)} ${r.name}`,
    );
  }
  await context.close();
});

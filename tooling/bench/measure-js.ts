import { chromium, type Browser } from '@playwright/test';

export interface JsFigures {
  /** gzip bytes (encoded body) of the scripts that finished loading before first contentful paint. */
  bytesBeforeFirstRender: number;
  requestsBeforeFirstRender: number;
  /** The same for all scripts loaded once the page has settled. */
  bytesTotal: number;
  requestsTotal: number;
  fcpMs: number;
}

export const CHROME_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROME_ARGS });
}

/** One cold load at 375×812; Resource Timing tells which scripts arrived before the first paint. */
export async function measureJs(browser: Browser, url: string, prepare?: (page: import('@playwright/test').Page) => Promise<void>): Promise<JsFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name),
    );
    const before = scripts.filter((e) => e.responseEnd <= fcp);
    const sum = (list: PerformanceResourceTiming[]) => list.reduce((n, e) => n + e.encodedBodySize, 0);
    return {
      bytesBeforeFirstRender: sum(before),
      requestsBeforeFirstRender: before.length,
      bytesTotal: sum(scripts),
      requestsTotal: scripts.length,
      fcpMs: Math.round(fcp),
    };
  });
  await context.close();
  return figures;
}

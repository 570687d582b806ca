import { chromium, type Browser } from '@playwright/test';
import { startComposition, type ComposeOptions, type Composition } from '../compose/compose';

/** The plain build's site, beside the federated one on the default ports. */
export const PLAIN_SITE: ComposeOptions = { plain: true, hostPort: 3010, simPort: 3110 };

export interface JsFigures {
  /** Bytes as sent (brotli, else gzip: the encoded body) of the scripts that finished loading before the app first rendered. */
  bytesBeforeFirstRender: number;
  requestsBeforeFirstRender: number;
  /** The same for all scripts loaded once the page has settled. */
  bytesTotal: number;
  requestsTotal: number;
  firstRenderMs: number;
}

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROME_ARGS });
}

/**
 * A bench script's body against the composed site in one browser (CHROMIUM_PATH); both are stopped when it
 * ends, and a failure ends the process with 1.
 */
export function runAgainstSite(
  options: ComposeOptions,
  run: (site: Composition, browser: Browser) => Promise<void>,
): void {
  const main = async () => {
    const site = await startComposition(options);
    const browser = await launch(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');
    try {
      await run(site, browser);
    } finally {
      await browser.close();
      await site.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** One cold load at 375×812; Resource Timing tells which scripts arrived before the app's first render. */
export async function measureJs(
  browser: Browser,
  url: string,
  prepare?: (page: import('@playwright/test').Page) => Promise<void>,
  userAgent?: string,
): Promise<JsFigures> {
  // A cold load: no service worker (it would answer from its cache, with the bodies' plain sizes).
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ...(userAgent ? { userAgent } : {}),
  });
  const page = await context.newPage();
  if (prepare) await prepare(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const figures = (await page.evaluate(`(() => {
    // The host marks its first render ('mc:first-render'); the HTML's boot placeholder paints earlier.
    const fcp = performance.getEntriesByName('mc:first-render')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || /\\.js(\\?|$)/.test(e.name));
    const before = scripts.filter((e) => e.responseEnd <= fcp);
    const bytes = (list) => list.reduce((n, e) => n + e.encodedBodySize, 0);
    return {
      bytesBeforeFirstRender: bytes(before),
      requestsBeforeFirstRender: before.length,
      bytesTotal: bytes(scripts),
      requestsTotal: scripts.length,
      firstRenderMs: Math.round(fcp),
    };
  })()`)) as JsFigures;
  await context.close();
  return figures;
}

/**
 * `measureJs` over `loads` cold loads, the load with the median bytes before first render: whether a chunk
 * lands just before or just after the first render varies from load to load, and one load can miss a 16 KiB
 * page chunk that every other load counts.
 */
export async function medianJs(
  browser: Browser,
  url: string,
  prepare?: (page: import('@playwright/test').Page) => Promise<void>,
  loads = 3,
  userAgent?: string,
): Promise<JsFigures> {
  const runs: JsFigures[] = [];
  for (let i = 0; i < loads; i++) runs.push(await measureJs(browser, url, prepare, userAgent));
  return medianLoad(runs);
}

/** The load with the median bytes before first render (the upper middle of an even count). */
export function medianLoad(runs: JsFigures[]): JsFigures {
  const sorted = [...runs].sort((a, b) => a.bytesBeforeFirstRender - b.bytesBeforeFirstRender);
  return sorted[Math.floor(sorted.length / 2)]!;
}

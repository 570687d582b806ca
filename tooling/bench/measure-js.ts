import { chromium, type Browser } from '@playwright/test';
import { startComposition, type ComposeOptions, type Composition } from '../compose/compose';

/** The plain build's site, beside the federated one on the default ports. */
export const PLAIN_SITE: ComposeOptions = { plain: true, hostPort: 3010, simPort: 3110 };

export interface JsFigures {
  /** Bytes as sent (brotli, else gzip: the encoded body) of the scripts that finished loading before the app first rendered. */
  bytesBeforeFirstRender: number;
  requestsBeforeFirstRender: number;
  /**
   * The manifests (JSON the federation runtime reads) of the remotes whose scripts arrived before the first
   * render, as sent, that arrived before it too.
   */
  manifestBytesBeforeFirstRender: number;
  /** The same for all scripts loaded once the page has settled. */
  bytesTotal: number;
  requestsTotal: number;
  firstRenderMs: number;
  /** Everything the cold load downloaded until the network was idle, images included (bytes on the wire). */
  bytesFirstVisit: number;
  requestsFirstVisit: number;
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
  // Counted by the browser's network layer, not Resource Timing: that hides the sizes of cross-origin
  // responses without Timing-Allow-Origin (images, the platform's calls). Headers count too: they are sent.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const wire = { bytes: 0, requests: 0 };
  cdp.on('Network.loadingFinished', (event) => {
    wire.bytes += event.encodedDataLength;
    wire.requests += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const visit = { bytesFirstVisit: wire.bytes, requestsFirstVisit: wire.requests };
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const figures = (await page.evaluate(`(() => {
    // The host marks its first render ('mc:first-render'); the HTML's boot placeholder paints earlier.
    const fcp = performance.getEntriesByName('mc:first-render')[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const scripts = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'script' || /\\.js(\\?|$)/.test(e.name));
    const before = scripts.filter((e) => e.responseEnd <= fcp);
    const bytes = (list) => list.reduce((n, e) => n + e.encodedBodySize, 0);
    // Only the manifests of remotes whose scripts the first render waited for: home prefetches the other
    // remotes' manifests when idle, and whether one lands before the first render is the load's luck.
    const origins = new Set(before.map((e) => new URL(e.name).origin));
    const manifests = performance.getEntriesByType('resource').filter((e) => /mf-manifest\\.json(\\?|$)/.test(e.name) && e.responseEnd <= fcp && origins.has(new URL(e.name).origin));
    return {
      bytesBeforeFirstRender: bytes(before),
      requestsBeforeFirstRender: before.length,
      manifestBytesBeforeFirstRender: bytes(manifests),
      bytesTotal: bytes(scripts),
      requestsTotal: scripts.length,
      firstRenderMs: Math.round(fcp),
    };
  })()`)) as Omit<JsFigures, keyof typeof visit>;
  await context.close();
  return { ...figures, ...visit };
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
  // The first visit's bytes have their own median: images and late calls land in a load independently of
  // whether a chunk beat the first render.
  const visits = runs.map((r) => r.bytesFirstVisit).sort((a, b) => a - b);
  return { ...medianLoad(runs), bytesFirstVisit: visits[Math.floor(visits.length / 2)]! };
}

/** The load with the median bytes before first render (the upper middle of an even count). */
export function medianLoad(runs: JsFigures[]): JsFigures {
  const sorted = [...runs].sort((a, b) => a.bytesBeforeFirstRender - b.bytesBeforeFirstRender);
  return sorted[Math.floor(sorted.length / 2)]!;
}

import type { Browser } from '@playwright/test';
import { PHONE_SCORE, slowCpu, type Calibration } from './cpu-calibration';

/**
 * The phones a scroll run stands for. The bound is the mid-range phone: the slowdown that makes
 * this machine score like DevTools' mid-tier phone (1.13–1.91× in 22 calibrations here). Lighthouse's
 * fixed 4× is kept as a harsher second run: here it scores 292–441, nearer DevTools' low-tier phone (264).
 */
export const SCROLL_PHONES = {
  'mid-tier phone': PHONE_SCORE.midTier,
  'Lighthouse 4×': { fixed: 4 },
} as const;
export type ScrollPhone = keyof typeof SCROLL_PHONES;

export interface ScrollFigures {
  phone: ScrollPhone;
  /** How the CPU was slowed for the run (the machine's benchmark index, the slowdown, the index at it). */
  cpu: Calibration;
  /** Games in the list when the run ended (the target is 2,000). */
  gamesLoaded: number;
  seconds: number;
  longTasks: number;
  longestTaskMs: number;
  /** Frame intervals measured with requestAnimationFrame while scrolling. */
  frameP50Ms: number;
  frameP95Ms: number;
  /** Most game tiles that were in the DOM at once (windowing keeps this small). */
  maxTilesInDom: number;
}

/**
 * Scrolls the game list down like a thumb would (about 2,000 px per second) until `target` games are
 * loaded through infinite scroll, recording long tasks, frame times and how many tiles are in the DOM.
 * The list must have enough games: the benchmark adds them with platform-sim's `POST /__sim/catalogue`.
 */
export async function measureScroll(
  browser: Browser,
  url: string,
  phone: ScrollPhone,
  target = 2000,
  timeoutMs = 240_000,
): Promise<ScrollFigures> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const cpu = await slowCpu(page, cdp, SCROLL_PHONES[phone]);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Games' }).getByRole('listitem').first().waitFor();
  // A string, not a function: tsx's transform would add helpers the page does not have.
  const figures = (await page.evaluate(`new Promise((resolve) => {
    const target = ${target};
    const started = performance.now();
    const tasks = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e.duration); }).observe({ type: 'longtask' });
    const frames = [];
    let last = performance.now();
    let maxTiles = 0;
    // Counted four times a second, not every frame: the measuring must not add work to the frames it measures.
    let loadedMax = 0;
    const count = setInterval(() => {
      const items = document.querySelectorAll('[data-testid="game-grid"] [aria-posinset]');
      maxTiles = Math.max(maxTiles, items.length);
      for (const el of items) loadedMax = Math.max(loadedMax, Number(el.getAttribute('aria-posinset')));
    }, 250);
    const step = (now) => {
      frames.push(now - last);
      const dt = now - last;
      last = now;
      window.scrollBy(0, Math.min(200, dt * 2));
      if (loadedMax >= target || now - started > ${timeoutMs}) {
        clearInterval(count);
        const sorted = frames.slice(1).sort((a, b) => a - b);
        const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] || 0;
        resolve({
          gamesLoaded: loadedMax,
          seconds: Math.round((now - started) / 100) / 10,
          longTasks: tasks.filter((d) => d > 50).length,
          longestTaskMs: Math.round(Math.max(0, ...tasks)),
          frameP50Ms: Math.round(pct(0.5) * 10) / 10,
          frameP95Ms: Math.round(pct(0.95) * 10) / 10,
          maxTilesInDom: maxTiles,
        });
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  })`)) as Omit<ScrollFigures, 'phone' | 'cpu'>;
  await context.close();
  return { phone, cpu, ...figures };
}

import type { Browser, Page } from '@playwright/test';
import { logInThroughForm } from './login';

/**
 * What a long session costs: an agent (every remote's screens are open to one) visits every route of the
 * registry twice, in the app (no reloads), and the JavaScript heap is weighed after a garbage collection
 * once the first round loaded every remote and again after the second. A screen or remote that leaks
 * (listeners, timers, caches that only grow) makes the second round heavier; a healthy one levels off.
 */
export interface LongSessionFigures {
  routes: number;
  afterLoadMiB: number;
  afterFirstRoundMiB: number;
  afterSecondRoundMiB: number;
  /** Second round − first round. */
  growthMiB: number;
}

const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

/** A navigation inside the app, as a link would make it (the router follows history). */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
}

export async function measureLongSession(
  browser: Browser,
  origin: string,
  login: { username: string; password: string },
  routes: string[],
): Promise<LongSessionFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await logInThroughForm(page, origin, login, 'agent');
    await visit(page, '/m/home');
    const afterLoad = await heapAfterGc(page);
    for (const route of routes) await visit(page, route);
    await visit(page, '/m/home');
    const first = await heapAfterGc(page);
    for (const route of routes) await visit(page, route);
    await visit(page, '/m/home');
    const second = await heapAfterGc(page);
    return {
      routes: routes.length,
      afterLoadMiB: mib(afterLoad),
      afterFirstRoundMiB: mib(first),
      afterSecondRoundMiB: mib(second),
      growthMiB: mib(second - first),
    };
  } finally {
    await context.close();
  }
}

/** A second visit with a warm cache (HTTP cache and the service worker): time to the app's first render. */
export async function measureWarmVisit(browser: Browser, url: string): Promise<{ coldMs: number; warmMs: number }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const firstRender = async () => {
    for (let i = 0; i < 100; i++) {
      const at = (await page.evaluate(`performance.getEntriesByName('mc:first-render')[0]?.startTime ?? null`)) as
        number | null;
      if (at !== null) return Math.round(at);
      await page.waitForTimeout(100);
    }
    throw new Error('no first render');
  };
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const coldMs = await firstRender();
    // Give the service worker its idle moment to install and take the page's files.
    await page.waitForTimeout(3000);
    await page.goto(url, { waitUntil: 'networkidle' });
    const warmMs = await firstRender();
    return { coldMs, warmMs };
  } finally {
    await context.close();
  }
}

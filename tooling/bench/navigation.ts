import type { Browser } from '@playwright/test';

/** A tap from home to a screen, as a person would make it, on a slow mobile network. */
export interface Navigation {
  name: string;
  /** The link's accessible name on home (the bottom menu). */
  link: string;
  /** Path the screen lives at. */
  to: string;
}

export const NAVIGATIONS: Navigation[] = [
  // The member centre: a member-remote screen, reached from the bottom menu of a fresh home page.
  { name: 'home → member centre', link: 'Members', to: '/m/mine' },
];

/** Lighthouse's mobile preset network (slow 4G): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const NETWORK = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Time from the tap to the screen's first content (its heading inside `main`), measured in the page
 * (performance.now at the click, a frame loop until the heading is there), median of `runs` fresh visits.
 */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  nav: Navigation,
  runs = 3,
): Promise<{ ms: number; runs: number[] }> {
  const results: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    await page.goto(`${origin}/m/home?lang=EN`, { waitUntil: 'networkidle' });
    const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: nav.link, exact: true });
    await link.waitFor();
    await link.evaluate((element) => {
      const w = window as unknown as { __navStart: number };
      w.__navStart = performance.now();
      (element as HTMLElement).click();
    });
    // A string, not a function: tsx's transform would add helpers the page does not have.
    const ms = (await page.evaluate(`new Promise((resolve) => {
      const check = () => {
        if (location.pathname === ${JSON.stringify(nav.to)} && document.querySelector('main h1')) resolve(performance.now() - window.__navStart);
        else requestAnimationFrame(check);
      };
      check();
    })`)) as number;
    results.push(Math.round(ms));
    await context.close();
  }
  return { ms: median(results), runs: results };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { logInThroughForm } from './login';
import type { Interaction } from './interactions';

/** Lighthouse's mobile preset slows the CPU four times; the interactions are measured at the same rate. */
export const INP_CPU_SLOWDOWN = 4;

export interface InpRun {
  /** The page's INP after the interaction (ms): its slowest event, from input to the next paint. */
  ms: number;
  /** Where that time went, from web-vitals' attribution (ms). */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** The event and element it was on, e.g. "pointerup button.gm-chip". */
  target: string;
}

export interface InpFigures {
  name: string;
  /** The worst of the runs: a person meets the slow one too. */
  ms: number;
  worst: InpRun;
  runs: InpRun[];
}

/**
 * web-vitals' attribution build as a script the browser runs before the page's own (so its observers see
 * every interaction). Scripts added this way are the browser's, not the page's: the site's CSP does not
 * apply to them. Every report is kept; the last one is the page's INP so far.
 */
function reporter(root: string): string {
  const library = readFileSync(path.join(root, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');
  return `${library}
;(() => {
  window.__mcInp = [];
  webVitals.onINP((metric) => {
    const a = metric.attribution;
    window.__mcInp.push({
      ms: metric.value,
      inputDelayMs: Math.round(a.inputDelay),
      processingMs: Math.round(a.processingDuration),
      presentationMs: Math.round(a.presentationDelay),
      target: a.interactionType + ' ' + (a.interactionTarget || '?'),
    });
  }, { reportAllChanges: true, durationThreshold: 16 });
})();`;
}

const reports = (page: Page) => page.evaluate('window.__mcInp.length') as Promise<number>;

/**
 * Until the last interaction's entries have reached web-vitals: the browser reports an event after the paint
 * that follows it, and web-vitals handles entries when the page is idle. Two frames, then no new report for
 * half a second.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  let count = await reports(page);
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(500);
    const now = await reports(page);
    if (now === count) return;
    count = now;
  }
}

/** One run: a fresh phone-sized context, the page loaded and idle, then the interaction at 4× CPU slowdown. */
async function measureOnce(browser: Browser, root: string, origin: string, interaction: Interaction): Promise<InpRun> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    if (interaction.login) await logInThroughForm(page, origin, interaction.login);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: reporter(root) });
    // Home's latest-news popup shows once per browser session, modal: a person met it on their first visit and
    // closed it, and it would hide the page from the interaction (and its closing would be an interaction).
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: "sessionStorage.setItem('NOTICE_POP', '1');" });
    const separator = interaction.path.includes('?') ? '&' : '?';
    await page.goto(`${origin}${interaction.path}${separator}lang=EN`, { waitUntil: 'networkidle' });
    await interaction.ready(page);
    await settle(page);
    // The load is not what is measured: slowed only now, so each run starts from the same settled page.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
    const before = await reports(page);
    await interaction.run(page);
    await settle(page);
    const all = (await page.evaluate('window.__mcInp')) as InpRun[];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const latest = all[all.length - 1];
    if (!latest || all.length === before) throw new Error(`${interaction.name}: no INP reported`);
    return latest;
  } finally {
    await context.close();
  }
}

/** `runs` runs of each interaction; its figure is the worst run. */
export async function measureInp(
  browser: Browser,
  root: string,
  origin: string,
  interaction: Interaction,
  runs = 5,
): Promise<InpFigures> {
  const results: InpRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, root, origin, interaction));
  const worst = results.reduce((a, b) => (b.ms > a.ms ? b : a));
  return { name: interaction.name, ms: worst.ms, worst, runs: results };
}

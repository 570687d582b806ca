/*
 * One Lighthouse run (mobile preset: simulated slow 4G, mid-range phone) in a page we drive ourselves,
 * so a page that needs a session can be measured: we log in through the real login form first, the
 * session lives in that tab's sessionStorage, and Lighthouse then loads the URL in the same tab with a
 * cleared HTTP cache (its storage reset does not touch sessionStorage).
 *
 * node lighthouse-run.mjs <url> <output.json>   env: CHROME_PATH, CHROME_FLAGS, BENCH_LOGIN=user:password
 * Runs in its own process because the servers under test live in the benchmark's process.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, output] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH,
  args: (process.env.CHROME_FLAGS || '').split(' ').filter(Boolean),
  headless: true,
});
try {
  const page = await browser.newPage();
  const login = process.env.BENCH_LOGIN;
  if (login) {
    const [username, password] = login.split(':');
    const origin = new URL(url).origin;
    await page.goto(`${origin}/m/login?lang=EN`, { waitUntil: 'networkidle0' });
    await page.type('input[name=username]', username);
    await page.type('input[name=password]', password);
    await page.click('button[type=submit]');
    // Polled from outside: a string predicate run inside the page is an eval, which the site's CSP refuses.
    for (let i = 0; !(await page.evaluate('sessionStorage.getItem("MC_SESSION_INFO") !== null')); i++) {
      if (i > 200) throw new Error('login did not complete');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.goto('about:blank');
  }
  const result = await lighthouse(
    url,
    { output: 'json', onlyCategories: ['performance'], logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error('lighthouse returned nothing');
  const { lhr } = result;
  if (login && !lhr.finalDisplayedUrl.includes('/m/home') && url.includes('/m/home'))
    throw new Error(`not on home: ${lhr.finalDisplayedUrl}`);
  writeFileSync(
    output,
    JSON.stringify({
      // Lighthouse's own failure to record the load (NO_NAVSTART and the like: "run Lighthouse again").
      runtimeError: lhr.runtimeError?.code ?? null,
      score: lhr.categories.performance.score,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    }),
  );
} finally {
  await browser.close();
}

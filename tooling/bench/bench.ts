/* npm run bench — JS before first render and Lighthouse mobile figures, federated vs plain build. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startComposition, root, type Composition } from '../compose/compose';
import { ADMIN_KEY_HEADER } from '../../platform-sim/src/http/server';
import { launch, medianJs, PLAIN_SITE, type JsFigures } from './measure-js';
import { measureScroll, SCROLL_PHONES, type ScrollFigures, type ScrollPhone } from './scroll';
import { lighthouse, type LighthouseFigures } from './lighthouse';
import { AGENT, PAGES } from './bench-pages';
import { loginStep } from './login';
import { checkLongSession, checkNavigation, checkPage, type Miss } from './budget';
import { measureLongSession, measureWarmVisit, type LongSessionFigures } from './long-session';
import { readFileSync } from 'node:fs';
import { measureNavigation, NAVIGATIONS, NETWORK } from './navigation';

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS || 3);

interface Row {
  page: string;
  build: 'federated' | 'plain';
  js: JsFigures;
  lighthouse: LighthouseFigures & { runs: LighthouseFigures[] };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a');

/** Logs in through the form in the measuring page, so the session is in that tab's storage. */
/** Scrolling the RNG list through 2,000 games; platform-sim adds the games, then forgets them again. */
async function scrollLongList(
  browser: import('@playwright/test').Browser,
  composition: Composition,
  phone: ScrollPhone,
): Promise<ScrollFigures> {
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${composition.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_KEY_HEADER]: composition.simAdminKey ?? '' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`platform-sim refused ${path}: HTTP ${response.status}`);
  };
  await post('/__sim/catalogue', { extraRng: 2000 });
  try {
    return await measureScroll(browser, `${composition.url}/m/gameList?gameType=RNG&lang=EN`, phone);
  } finally {
    await post('/__sim/reset');
  }
}

async function main() {
  const federated = await startComposition({ registryFile: undefined });
  const plain = await startComposition(PLAIN_SITE);
  const rows: Row[] = [];
  const scroll: (ScrollFigures & { build: string })[] = [];
  const navigation: Array<{
    name: string;
    federated: { ms: number; runs: number[] };
    plain: { ms: number; runs: number[] };
  }> = [];
  let session: LongSessionFigures | null = null;
  const warm: Array<{ build: string; coldMs: number; warmMs: number }> = [];
  // BENCH_ONLY=member measures only the pages whose name contains it; BENCH_SCROLL=0 skips the scroll runs,
  // BENCH_PHONE=mid scrolls only as the phones whose name contains it.
  const pages = PAGES.filter((page) => !process.env.BENCH_ONLY || page.name.includes(process.env.BENCH_ONLY));
  const targets = pages.flatMap((page) =>
    (['federated', 'plain'] as const).map((build) => ({
      page,
      build,
      url: `${build === 'federated' ? federated.url : plain.url}${page.path}${page.path.includes('?') ? '&' : '?'}lang=EN`,
    })),
  );
  try {
    // Script figures first, in one browser; Lighthouse then runs alone (it starts its own Chromium).
    const browser = await launch(chromePath);
    const js = new Map<string, JsFigures>();
    try {
      for (const target of targets)
        js.set(`${target.page.name}|${target.url}`, await medianJs(browser, target.url, loginStep(target)));
      for (const nav of NAVIGATIONS) {
        navigation.push({
          name: nav.name,
          federated: await measureNavigation(browser, federated.url, nav),
          plain: await measureNavigation(browser, plain.url, nav),
        });
        console.log(`measured ${nav.name}`);
      }
      if (process.env.BENCH_SESSION !== '0') {
        const registry = JSON.parse(readFileSync(path.join(root, 'deploy/remotes.json'), 'utf8')) as {
          remotes: Array<{ routes: string[] }>;
        };
        session = await measureLongSession(
          browser,
          federated.url,
          AGENT,
          registry.remotes.flatMap((r) => r.routes),
        );
        console.log('measured a long session');
        for (const [build, composition] of [
          ['federated', federated],
          ['plain', plain],
        ] as const) {
          warm.push({ build, ...(await measureWarmVisit(browser, `${composition.url}/m/home?lang=EN`)) });
        }
        console.log('measured second visits');
      }
      const phones = (Object.keys(SCROLL_PHONES) as ScrollPhone[]).filter(
        (phone) => !process.env.BENCH_PHONE || phone.includes(process.env.BENCH_PHONE),
      );
      for (const phone of process.env.BENCH_SCROLL === '0' ? [] : phones) {
        for (const [build, composition] of [
          ['federated', federated],
          ['plain', plain],
        ] as const) {
          scroll.push({ build, ...(await scrollLongList(browser, composition, phone)) });
          console.log(`measured scrolling 2,000 games / ${phone} / ${build}`);
        }
      }
    } finally {
      await browser.close();
    }
    for (const target of targets) {
      rows.push({
        page: target.page.name,
        build: target.build,
        js: js.get(`${target.page.name}|${target.url}`)!,
        lighthouse: await lighthouse(root, chromePath, target.url, runs, target.page.login),
      });
      console.log(`measured ${target.page.name} / ${target.build}`);
    }
  } finally {
    await federated.close();
    await plain.close();
  }

  // One table: each page's figures in both builds, the ratios, and what the budget says of them.
  const figures = (r: Row) => ({
    jsBytes: r.js.bytesBeforeFirstRender,
    lcpMs: r.lighthouse.lcpMs,
    score: r.lighthouse.score,
    cls: r.lighthouse.cls,
    tbtMs: r.lighthouse.tbtMs,
  });
  const misses: Miss[] = [];
  console.log(
    '\n| page | JS before first render, federated / plain (as sent, brotli) | ratio | requests | LCP federated / plain | ratio | perf | CLS | TBT | budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const f = rows.find((r) => r.page === page.name && r.build === 'federated')!;
    const p = rows.find((r) => r.page === page.name && r.build === 'plain')!;
    const missed = checkPage(page.name, figures(f), figures(p));
    misses.push(...missed);
    console.log(
      `| ${page.name} | ${kib(f.js.bytesBeforeFirstRender)} / ${kib(p.js.bytesBeforeFirstRender)} | ×${ratio(f.js.bytesBeforeFirstRender, p.js.bytesBeforeFirstRender)} | ${f.js.requestsBeforeFirstRender} / ${p.js.requestsBeforeFirstRender} | ${(f.lighthouse.lcpMs / 1000).toFixed(2)} / ${(p.lighthouse.lcpMs / 1000).toFixed(2)} s | ×${ratio(f.lighthouse.lcpMs, p.lighthouse.lcpMs)} | ${f.lighthouse.score.toFixed(2)} / ${p.lighthouse.score.toFixed(2)} | ${f.lighthouse.cls.toFixed(3)} | ${f.lighthouse.tbtMs} ms | ${missed.length === 0 ? 'ok' : `${missed.length} missed`} |`,
    );
  }
  console.log('\nLighthouse runs behind each median (perf / LCP s / CLS / TBT ms):');
  // A run Lighthouse could not score (an audit without a value) prints n/a rather than ending the report.
  const fixed = (n: number | null | undefined, digits: number) => (typeof n === 'number' ? n.toFixed(digits) : 'n/a');
  for (const r of rows)
    console.log(
      `  ${r.page} / ${r.build}: ${r.lighthouse.runs.map((x) => `${fixed(x.score, 2)} / ${fixed(x.lcpMs / 1000, 2)} / ${fixed(x.cls, 3)} / ${x.tbtMs ?? 'n/a'}`).join(' · ')}`,
    );
  console.log(
    `\nFrom home to a screen not loaded yet (tap → its heading; slow 4G, ${NETWORK.latency} ms round trip; median of 3):`,
  );
  console.log('| navigation | federated | plain | federated − plain | runs federated · plain | budget |');
  console.log('|---|---|---|---|---|---|');
  for (const n of navigation) {
    const missed = checkNavigation({
      name: n.name,
      federatedMs: n.federated.ms,
      plainMs: n.plain.ms,
      roundTripMs: NETWORK.latency,
    });
    misses.push(...missed);
    console.log(
      `| ${n.name} | ${n.federated.ms} ms | ${n.plain.ms} ms | ${n.federated.ms - n.plain.ms} ms | ${n.federated.runs.join(', ')} · ${n.plain.runs.join(', ')} | ${missed.length === 0 ? 'ok' : 'missed'} |`,
    );
  }
  if (session) {
    const missed = checkLongSession(session);
    misses.push(...missed);
    console.log(
      `\nA long session (agent, every one of the registry's ${session.routes} routes twice, in the app; heap after GC):`,
    );
    console.log('| after home | after round 1 | after round 2 | growth round 2 | budget |');
    console.log('|---|---|---|---|---|');
    console.log(
      `| ${session.afterLoadMiB} MiB | ${session.afterFirstRoundMiB} MiB | ${session.afterSecondRoundMiB} MiB | ${session.growthMiB} MiB | ${missed.length === 0 ? 'ok' : 'missed'} |`,
    );
  }
  if (warm.length) {
    console.log('\nHome, first visit and second visit with a warm cache (time to first render, unthrottled):');
    for (const w of warm) console.log(`  ${w.build}: cold ${w.coldMs} ms → warm ${w.warmMs} ms`);
  }
  console.log(
    '\nScrolling the RNG game list to 2,000 games (375×812, ~2,000 px/s; CPU slowed so this machine scores like the phone):',
  );
  console.log(
    '| phone | build | benchmark index: machine → slowed (slowdown) | games loaded | time | long tasks > 50 ms | longest task | frame p50 / p95 | most tiles in DOM |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const f of scroll) {
    console.log(
      `| ${f.phone} | ${f.build} | ${f.cpu.benchmarkIndex} → ${f.cpu.slowedIndex} (${f.cpu.slowdown}×) | ${f.gamesLoaded} | ${f.seconds} s | ${f.longTasks} | ${f.longestTaskMs} ms | ${f.frameP50Ms} / ${f.frameP95Ms} ms | ${f.maxTilesInDom} |`,
    );
  }
  console.log('\nLCP element (median run):');
  for (const r of rows) console.log(`  ${r.page} / ${r.build}: ${r.lighthouse.lcpElement ?? 'n/a'}`);
  const out = path.join(root, '.bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'results.json'),
    JSON.stringify({ date: new Date().toISOString(), runs, rows, scroll, navigation, session, warm, misses }, null, 2),
  );
  console.log(`\nraw figures: .bench/results.json`);
  if (misses.length > 0) {
    console.log('\nBudget missed (tooling/bench/budget.ts):');
    for (const m of misses) console.log(`  ${m.page}: ${m.figure} ${m.value}, bound ${m.bound}`);
    process.exitCode = 1;
  } else {
    console.log('\nBudget: every page within its bounds.');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

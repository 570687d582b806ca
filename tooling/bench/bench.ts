/*
 * npm run bench — JS before first render, the federation overhead, the bytes of a first visit and Lighthouse
 * mobile figures, federated vs plain build; navigation, a long session, scrolling; INP of the interactions in
 * interactions.ts (federated build).
 *
 * MC_BENCH_ONLY=inp measures only the interactions' INP (BENCH_INP_RUNS=1 for a quicker look than the 5 runs
 * each); MC_BENCH_ONLY=bytes only the cold loads' bytes (JS before first render, federation overhead, first
 * visit), without Lighthouse; MC_BENCH_ONLY=bytes,inp both. Each checks only what it measured. BENCH_ONLY,
 * BENCH_SCROLL, BENCH_PHONE and BENCH_SESSION narrow the full run (see main). Against the last build, with
 * no build first: `CHROMIUM_PATH=/usr/bin/chromium node_modules/.bin/tsx tooling/bench/bench.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startComposition, root, type Composition } from '../compose/compose';
import { ADMIN_KEY_HEADER } from '../../platform-sim/src/http/server';
import { launch, medianJs, PLAIN_SITE, type JsFigures } from './measure-js';
import { measureScroll, SCROLL_PHONES, type ScrollFigures, type ScrollPhone } from './scroll';
import { lighthouse, type LighthouseFigures } from './lighthouse';
import { AGENT, PAGES } from './bench-pages';
import { loginStep } from './login';
import {
  BUDGETS,
  checkInp,
  checkLongSession,
  checkNavigation,
  checkPage,
  checkPageBytes,
  federationOverhead,
  MAX_INP_MS,
  type Miss,
  type PageFigures,
} from './budget';
import { INTERACTIONS } from './interactions';
import { INP_CPU_SLOWDOWN, measureInp, type InpFigures } from './inp';
import { measureLongSession, measureWarmVisit, type LongSessionFigures } from './long-session';
import { readFileSync } from 'node:fs';
import { measureNavigation, NAVIGATIONS, NETWORK } from './navigation';

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS || 3);
const onlyList = (process.env.MC_BENCH_ONLY || '').split(',').filter(Boolean);
if (onlyList.some((part) => part !== 'inp' && part !== 'bytes'))
  throw new Error(`MC_BENCH_ONLY=${process.env.MC_BENCH_ONLY}: inp, bytes or both`);
const only = onlyList.length > 0;
/** Whether this run measures that part. */
const measures = (part: 'inp' | 'bytes') => !only || onlyList.includes(part);
const inpRuns = Number(process.env.BENCH_INP_RUNS || 5);

interface Row {
  page: string;
  build: 'federated' | 'plain';
  js: JsFigures;
  /** Absent with MC_BENCH_ONLY=bytes. */
  lighthouse: (LighthouseFigures & { runs: LighthouseFigures[] }) | null;
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
  // INP is the federated build's alone: the plain build (and its build) is not needed for it.
  const plain = measures('bytes') ? await startComposition(PLAIN_SITE) : null;
  const rows: Row[] = [];
  const inp: InpFigures[] = [];
  const inpFailed: Array<{ name: string; error: string }> = [];
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
  const pages = measures('bytes')
    ? PAGES.filter((page) => !process.env.BENCH_ONLY || page.name.includes(process.env.BENCH_ONLY))
    : [];
  const targets = pages.flatMap((page) =>
    (['federated', 'plain'] as const).map((build) => ({
      page,
      build,
      url: `${build === 'federated' ? federated.url : plain!.url}${page.path}${page.path.includes('?') ? '&' : '?'}lang=EN`,
    })),
  );
  try {
    // Script figures first, in one browser; Lighthouse then runs alone (it starts its own Chromium).
    const browser = await launch(chromePath);
    const js = new Map<string, JsFigures>();
    try {
      for (const target of targets)
        js.set(`${target.page.name}|${target.url}`, await medianJs(browser, target.url, loginStep(target)));
      for (const interaction of measures('inp') ? INTERACTIONS : []) {
        // An interaction the bench could not drive (a control renamed) is reported, and the rest still run.
        try {
          inp.push(await measureInp(browser, root, federated.url, interaction, inpRuns));
          console.log(`measured INP: ${interaction.name}`);
        } catch (error) {
          inpFailed.push({ name: interaction.name, error: String(error).split('\n')[0]! });
          console.log(`INP not measured: ${interaction.name}`);
        }
      }
      for (const nav of only ? [] : NAVIGATIONS) {
        navigation.push({
          name: nav.name,
          federated: await measureNavigation(browser, federated.url, nav),
          plain: await measureNavigation(browser, plain!.url, nav),
        });
        console.log(`measured ${nav.name}`);
      }
      if (!only && process.env.BENCH_SESSION !== '0') {
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
          ['plain', plain!],
        ] as const) {
          warm.push({ build, ...(await measureWarmVisit(browser, `${composition.url}/m/home?lang=EN`)) });
        }
        console.log('measured second visits');
      }
      const phones = (Object.keys(SCROLL_PHONES) as ScrollPhone[]).filter(
        (phone) => !process.env.BENCH_PHONE || phone.includes(process.env.BENCH_PHONE),
      );
      for (const phone of only || process.env.BENCH_SCROLL === '0' ? [] : phones) {
        for (const [build, composition] of [
          ['federated', federated],
          ['plain', plain!],
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
        lighthouse: only ? null : await lighthouse(root, chromePath, target.url, runs, target.page.login),
      });
      console.log(`measured ${target.page.name} / ${target.build}`);
    }
  } finally {
    await federated.close();
    await plain?.close();
  }

  // One table: each page's figures in both builds, the ratios, and what the budget says of them.
  const figures = (r: Row): PageFigures => ({
    jsBytes: r.js.bytesBeforeFirstRender,
    manifestBytes: r.js.manifestBytesBeforeFirstRender,
    firstVisitBytes: r.js.bytesFirstVisit,
    lcpMs: r.lighthouse?.lcpMs ?? Number.NaN,
    score: r.lighthouse?.score ?? Number.NaN,
    cls: r.lighthouse?.cls ?? Number.NaN,
    tbtMs: r.lighthouse?.tbtMs ?? Number.NaN,
  });
  const misses: Miss[] = [];
  const lh = (r: Row, show: (l: LighthouseFigures) => string) => (r.lighthouse ? show(r.lighthouse) : 'n/a');
  if (pages.length > 0) {
    console.log(
      '\n| page | JS before first render, federated / plain (as sent, brotli) | ratio, or federation overhead (remote page) | requests | first visit, federated / plain (all bytes as sent) | LCP federated / plain | ratio | perf | CLS | TBT | budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  }
  for (const page of pages) {
    const f = rows.find((r) => r.page === page.name && r.build === 'federated')!;
    const p = rows.find((r) => r.page === page.name && r.build === 'plain')!;
    const missed = f.lighthouse
      ? checkPage(page.name, figures(f), figures(p))
      : checkPageBytes(page.name, figures(f), figures(p));
    misses.push(...missed);
    const ceiling = BUDGETS[page.name]?.maxFederationOverheadBytes;
    const jsCost =
      ceiling === undefined
        ? `×${ratio(f.js.bytesBeforeFirstRender, p.js.bytesBeforeFirstRender)}`
        : `+${kib(federationOverhead(figures(f), figures(p)))} (≤ ${kib(ceiling)})`;
    const visitBound = BUDGETS[page.name]?.maxFirstVisitBytes;
    console.log(
      `| ${page.name} | ${kib(f.js.bytesBeforeFirstRender)} / ${kib(p.js.bytesBeforeFirstRender)} | ${jsCost} | ${f.js.requestsBeforeFirstRender} / ${p.js.requestsBeforeFirstRender} | ${kib(f.js.bytesFirstVisit)} / ${kib(p.js.bytesFirstVisit)}${visitBound ? ` (≤ ${kib(visitBound)})` : ''} | ${lh(f, (l) => (l.lcpMs / 1000).toFixed(2))} / ${lh(p, (l) => (l.lcpMs / 1000).toFixed(2))} s | ${f.lighthouse && p.lighthouse ? `×${ratio(f.lighthouse.lcpMs, p.lighthouse.lcpMs)}` : 'n/a'} | ${lh(f, (l) => l.score.toFixed(2))} / ${lh(p, (l) => l.score.toFixed(2))} | ${lh(f, (l) => l.cls.toFixed(3))} | ${lh(f, (l) => `${l.tbtMs} ms`)} | ${missed.length === 0 ? 'ok' : `${missed.length} missed`} |`,
    );
  }
  if (inp.length + inpFailed.length > 0) {
    console.log(
      `\nInteraction to Next Paint (federated build; 375×812 touch, CPU slowed ${INP_CPU_SLOWDOWN}×; the worst of ${inpRuns} runs):`,
    );
    console.log('| interaction | INP | runs (ms) | worst: input delay / processing / presentation | on | budget |');
    console.log('|---|---|---|---|---|---|');
    for (const i of inp) {
      const missed = checkInp(i);
      misses.push(...missed);
      console.log(
        `| ${i.name} | ${Math.round(i.ms)} ms | ${i.runs.map((r) => Math.round(r.ms)).join(', ')} | ${i.worst.inputDelayMs} / ${i.worst.processingMs} / ${i.worst.presentationMs} ms | ${i.worst.target} | ${missed.length === 0 ? `ok (≤ ${MAX_INP_MS} ms)` : 'missed'} |`,
      );
    }
  }
  for (const failed of inpFailed) {
    misses.push({ page: failed.name, figure: 'INP', value: 'not measured', bound: `≤ ${MAX_INP_MS} ms` });
    console.log(`  ${failed.name}: not measured (${failed.error})`);
  }
  const lighthouseRows = rows.filter((r) => r.lighthouse);
  if (lighthouseRows.length > 0) console.log('\nLighthouse runs behind each median (perf / LCP s / CLS / TBT ms):');
  // A run Lighthouse could not score (an audit without a value) prints n/a rather than ending the report.
  const fixed = (n: number | null | undefined, digits: number) => (typeof n === 'number' ? n.toFixed(digits) : 'n/a');
  for (const r of lighthouseRows)
    console.log(
      `  ${r.page} / ${r.build}: ${r.lighthouse!.runs.map((x) => `${fixed(x.score, 2)} / ${fixed(x.lcpMs / 1000, 2)} / ${fixed(x.cls, 3)} / ${x.tbtMs ?? 'n/a'}`).join(' · ')}`,
    );
  if (navigation.length > 0) {
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
  if (scroll.length > 0) {
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
  }
  if (lighthouseRows.length > 0) console.log('\nLCP element (median run):');
  for (const r of lighthouseRows) console.log(`  ${r.page} / ${r.build}: ${r.lighthouse!.lcpElement ?? 'n/a'}`);
  const out = path.join(root, '.bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'results.json'),
    JSON.stringify(
      { date: new Date().toISOString(), runs, rows, inp, inpFailed, scroll, navigation, session, warm, misses },
      null,
      2,
    ),
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

/* npm run bench — JS before first render and Lighthouse mobile figures, federated vs plain build. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startComposition, root } from '../compose/compose';
import { launch, measureJs, type JsFigures } from './measure-js';
import { lighthouse, type LighthouseFigures } from './lighthouse';

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS || 3);

export const PAGES = [
  { name: 'home (guest)', path: '/m/home' },
  { name: 'game list RNG (guest)', path: '/m/gameList?gameType=RNG' },
];

interface Row {
  page: string;
  build: 'federated' | 'plain';
  js: JsFigures;
  lighthouse: LighthouseFigures & { runs: LighthouseFigures[] };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a');

async function main() {
  const federated = await startComposition({ registryFile: undefined });
  const plain = await startComposition({ plain: true, hostPort: 3010, simPort: 3110 });
  const rows: Row[] = [];
  const targets = PAGES.flatMap((page) =>
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
      for (const target of targets) js.set(target.url, await measureJs(browser, target.url));
    } finally {
      await browser.close();
    }
    for (const target of targets) {
      rows.push({ page: target.page.name, build: target.build, js: js.get(target.url)!, lighthouse: await lighthouse(root, chromePath, target.url, runs) });
      console.log(`measured ${target.page.name} / ${target.build}`);
    }
  } finally {
    await federated.close();
    await plain.close();
  }

  console.log('\n| page | build | JS before first render (gzip) | requests | JS total (gzip) | Lighthouse perf | LCP |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.page} | ${r.build} | ${kib(r.js.bytesBeforeFirstRender)} | ${r.js.requestsBeforeFirstRender} | ${kib(r.js.bytesTotal)} in ${r.js.requestsTotal} | ${r.lighthouse.score.toFixed(2)} | ${(r.lighthouse.lcpMs / 1000).toFixed(2)} s |`);
  }
  console.log('\nfederated / plain:');
  for (const page of PAGES) {
    const f = rows.find((r) => r.page === page.name && r.build === 'federated')!;
    const p = rows.find((r) => r.page === page.name && r.build === 'plain')!;
    console.log(
      `  ${page.name}: JS bytes ×${ratio(f.js.bytesBeforeFirstRender, p.js.bytesBeforeFirstRender)}, requests ×${ratio(f.js.requestsBeforeFirstRender, p.js.requestsBeforeFirstRender)}, score ×${ratio(f.lighthouse.score, p.lighthouse.score)}, LCP ×${ratio(f.lighthouse.lcpMs, p.lighthouse.lcpMs)}`,
    );
  }
  const out = path.join(root, '.bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'results.json'), JSON.stringify({ date: new Date().toISOString(), runs, rows }, null, 2));
  console.log(`\nraw figures: .bench/results.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

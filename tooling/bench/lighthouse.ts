import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_ARGS } from './measure-js';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's mobile preset (simulated slow 4G, mid-range phone), median of `runs` runs. */
const run = promisify(execFile);

/** Asynchronous on purpose: the servers under test live in this same process. */
export async function lighthouse(root: string, chromePath: string, url: string, runs = 3): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const results: LighthouseFigures[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mc-lh-'));
  for (let i = 0; i < runs; i++) {
    const output = path.join(dir, `run-${i}.json`);
    const flags = CHROME_ARGS.map((a) => (a === '--headless' ? '--headless=new' : a)).join(' ');
    await run(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [url, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance', '--output=json', `--output-path=${output}`],
      { env: { ...process.env, CHROME_PATH: chromePath } },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    results.push({
      score: report.categories.performance.score,
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    });
  }
  rmSync(dir, { recursive: true, force: true });
  return { score: median(results.map((r) => r.score)), lcpMs: median(results.map((r) => r.lcpMs)), runs: results };
}

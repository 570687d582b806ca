import { execFileSync } from 'node:child_process';
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
export function lighthouse(root: string, chromePath: string, url: string, runs = 3): LighthouseFigures & { runs: LighthouseFigures[] } {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [url, '--quiet', `--chrome-flags=${CHROME_ARGS.join(' ')}`, '--only-categories=performance', '--output=json', '--output-path=stdout'],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    ).toString();
    const report = JSON.parse(out);
    results.push({
      score: report.categories.performance.score,
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    });
  }
  return { score: median(results.map((r) => r.score)), lcpMs: median(results.map((r) => r.lcpMs)), runs: results };
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROME_ARGS } from './measure-js';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  /** Cumulative layout shift and total blocking time (ms) of the load. */
  cls: number;
  tbtMs: number;
  /** The element Lighthouse took as the largest contentful paint (HTML snippet). */
  lcpElement?: string | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const run = promisify(execFile);

/**
 * Lighthouse's mobile preset, median of `runs` runs, each in a fresh browser (lighthouse-run.mjs).
 * `login` measures the page as that member. Asynchronous on purpose: the servers under test live in
 * this same process.
 */
export async function lighthouse(
  root: string,
  chromePath: string,
  url: string,
  runs = 3,
  login?: { username: string; password: string },
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const results: LighthouseFigures[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mc-lh-'));
  for (let i = 0; i < runs; i++) {
    const output = path.join(dir, `run-${i}.json`);
    // A run Lighthouse itself failed to record (its trace, not the page) is made again, twice at most.
    for (let attempt = 1; ; attempt++) {
      await run(process.execPath, [path.join(root, 'tooling/bench/lighthouse-run.mjs'), url, output], {
        env: {
          ...process.env,
          CHROME_PATH: chromePath,
          CHROME_FLAGS: CHROME_ARGS.filter((a) => a !== '--headless').join(' '),
          ...(login ? { BENCH_LOGIN: `${login.username}:${login.password}` } : {}),
        },
      });
      const figures = JSON.parse(readFileSync(output, 'utf8')) as LighthouseFigures & { runtimeError?: string | null };
      if (!figures.runtimeError || attempt === 3) {
        results.push(figures);
        break;
      }
      console.warn(`lighthouse ${url}: ${figures.runtimeError}, run again`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
  const lcpMs = median(results.map((r) => r.lcpMs));
  return {
    score: median(results.map((r) => r.score)),
    lcpMs,
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    lcpElement: results.find((r) => r.lcpMs === lcpMs)?.lcpElement ?? null,
    runs: results,
  };
}

import type { CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's benchmark index of the phones Chrome DevTools calibrates its CPU presets for
 * (front_end/panels/mobile_throttling/CalibrationController.ts): mid-tier like a Pixel 5, low-tier like a
 * Moto G4 Power (2022).
 */
export const PHONE_SCORE = { midTier: 1000, lowTier: 264 } as const;

/** "Within 10 points is close enough", as DevTools says; the slowdown is set in hundredths. */
const CLOSE_ENOUGH = 10;
const MAX_STEPS = 8;
const hundredths = (n: number) => Number(n.toFixed(2));

/**
 * The CPU slowdown at which `score` (the benchmark index measured at a slowdown) comes within 10 of
 * `target`, bisected between 1 and 1.5 × the unthrottled score over the target, as DevTools does; with the
 * score measured there. A machine no faster than the phone (`baseline` ≤ `target`) is not slowed.
 */
export async function findSlowdown(
  score: (rate: number) => Promise<number>,
  target: number,
  baseline: number,
): Promise<{ slowdown: number; score: number }> {
  if (baseline <= target) return { slowdown: 1, score: baseline };
  let lower = 1;
  let upper = hundredths((baseline / target) * 1.5);
  let best = { slowdown: 1, score: baseline };
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const rate = hundredths((lower + upper) / 2);
    const measured = await score(rate);
    if (Math.abs(measured - target) < Math.abs(best.score - target)) best = { slowdown: rate, score: measured };
    if (Math.abs(measured - target) < CLOSE_ENOUGH) break;
    if (measured < target) upper = rate;
    else lower = rate;
  }
  return best;
}

export interface Calibration {
  /** The machine's benchmark index, unthrottled, just before the run. */
  benchmarkIndex: number;
  /** The CPU slowdown set on the page's CDP session. */
  slowdown: number;
  /** The benchmark index measured at that slowdown: the phone the run stands for. */
  slowedIndex: number;
}

/**
 * Slows the page's CPU so that this machine, right now, scores like a phone on an empty page: `target` a
 * benchmark index to reach (bisected), or `{ fixed }` a slowdown to set as it is (Lighthouse's 4×). The
 * machine's speed swings from minute to minute, so each measured run calibrates just before it.
 */
export async function slowCpu(page: Page, cdp: CDPSession, target: number | { fixed: number }): Promise<Calibration> {
  // Lighthouse's benchmark (1 s: half building strings, with garbage collection, half copying arrays),
  // loaded here so that findSlowdown's tests need none of Lighthouse. tsx names functions through an
  // `__name` helper that the page lacks, so the page gets one that does nothing.
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const BENCHMARK = `(() => { const __name = (f) => f; return (${pageFunctions.computeBenchmarkIndex})(); })()`;
  await page.goto('about:blank');
  const score = async (rate: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return Math.round((await page.evaluate(BENCHMARK)) as number);
  };
  await score(1); // warm-up: let V8 optimise the loops
  const benchmarkIndex = await score(1);
  const found =
    typeof target === 'number'
      ? await findSlowdown(score, target, benchmarkIndex)
      : { slowdown: target.fixed, score: await score(target.fixed) };
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: found.slowdown });
  return { benchmarkIndex, slowdown: found.slowdown, slowedIndex: found.score };
}

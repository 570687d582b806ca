import { findSlowdown } from './cpu-calibration';

/** A machine whose benchmark index falls as the CPU is slowed, like Chromium's throttling does. */
const machine = (unthrottled: number) => {
  const rates: number[] = [];
  return { rates, score: async (rate: number) => (rates.push(rate), unthrottled / rate) };
};

describe('findSlowdown', () => {
  it('bisects to the slowdown at which the machine scores like the phone, within 10 points', async () => {
    const m = machine(1500);
    const found = await findSlowdown(m.score, 1000, 1500);
    expect(Math.abs(found.score - 1000)).toBeLessThan(10);
    expect(found.slowdown).toBeCloseTo(1.5, 1);
    // Starts halfway between 1 and 1.5 × 1500/1000 = 2.25, as DevTools does.
    expect(m.rates[0]).toBe(1.63);
    expect(m.rates.length).toBeLessThanOrEqual(8);
  });

  it('sets slowdowns in hundredths, as the throttling backend does', async () => {
    const m = machine(1700);
    await findSlowdown(m.score, 264, 1700);
    for (const rate of m.rates) expect(Number(rate.toFixed(2))).toBe(rate);
  });

  it('keeps the closest slowdown when a noisy machine never lands within 10 points', async () => {
    let call = 0;
    // Scores alternate 40 above and below the target whatever the slowdown.
    const found = await findSlowdown(async () => (call++ % 2 ? 960 : 1040), 1000, 1500);
    expect(call).toBe(8);
    expect(Math.abs(found.score - 1000)).toBe(40);
  });

  it('does not slow a machine that is no faster than the phone', async () => {
    const m = machine(900);
    expect(await findSlowdown(m.score, 1000, 900)).toEqual({ slowdown: 1, score: 900 });
    expect(m.rates).toEqual([]);
  });
});

import { DEFAULT_BOX, layoutChart, MIN_BAR, PLOT_PAD, type ChartBar } from './chart-scale';

const days = (...cents: number[]) =>
  cents.map((c, i) => ({ date: `2024-06-${String(i + 1).padStart(2, '0')}`, cents: c }));
const BOX = { width: 300, height: 104 }; // plot of 100 units between the pads
const inBox = (bar: ChartBar, height = BOX.height) => bar.y >= 0 && bar.y + bar.height <= height;

describe('layoutChart', () => {
  it('puts profits above and losses below a zero line placed by the largest of each', () => {
    const chart = layoutChart(days(300, -100, 0), BOX);
    expect(chart.maxProfit).toBe(300);
    expect(chart.maxLoss).toBe(100);
    expect(chart.baseline).toBe(PLOT_PAD + 75);
    const [profit, loss, even] = chart.bars as [ChartBar, ChartBar, ChartBar];
    expect(profit).toMatchObject({ sign: 'profit', y: PLOT_PAD, height: 75 });
    expect(loss).toMatchObject({ sign: 'loss', y: chart.baseline, height: 25 });
    expect(even).toMatchObject({ sign: 'even', y: chart.baseline, height: 0 });
  });

  it('lays the days out left to right in equal slots', () => {
    const chart = layoutChart(days(1, 2, 3), BOX);
    expect(chart.bars.map((b) => b.x)).toEqual([15, 115, 215]);
    expect(chart.bars.every((b) => b.width === 70)).toBe(true);
  });

  it('with only profits the line is at the bottom, with only losses at the top', () => {
    const up = layoutChart(days(5, 10), BOX);
    expect(up.baseline).toBe(BOX.height - PLOT_PAD);
    expect(up.bars[1]).toMatchObject({ y: PLOT_PAD, height: 100 });
    const down = layoutChart(days(-5, -10), BOX);
    expect(down.baseline).toBe(PLOT_PAD);
    expect(down.bars[1]).toMatchObject({ y: PLOT_PAD, height: 100 });
    expect(down.bars[0]).toMatchObject({ sign: 'loss', height: 50 });
  });

  it('all-zero days: a line in the middle and a dot for each day, nothing divided by zero', () => {
    const chart = layoutChart(days(0, 0, 0), BOX);
    expect(chart.baseline).toBe(BOX.height / 2);
    expect(chart.bars.every((b) => b.sign === 'even' && b.height === 0 && Number.isFinite(b.y))).toBe(true);
    expect(chart.maxProfit).toBe(0);
    expect(chart.maxLoss).toBe(0);
  });

  it('no days: no bars', () => {
    const chart = layoutChart([], BOX);
    expect(chart.bars).toEqual([]);
    expect(chart.baseline).toBe(BOX.height / 2);
  });

  it('a tiny result next to a huge one still shows on its own side, and stays inside the box', () => {
    const chart = layoutChart(days(1, -1_000_000_000_000, -1), BOX);
    const [tinyProfit, huge, tinyLoss] = chart.bars as [ChartBar, ChartBar, ChartBar];
    expect(tinyProfit).toMatchObject({ sign: 'profit', height: MIN_BAR });
    expect(tinyProfit.y + tinyProfit.height).toBeCloseTo(chart.baseline, 3);
    expect(tinyLoss).toMatchObject({ sign: 'loss', height: MIN_BAR, y: chart.baseline });
    expect(huge.height).toBeCloseTo(100, 2);
    expect(chart.bars.every((b) => inBox(b))).toBe(true);
  });

  it('keeps sign and proportion up to the largest amounts a number holds exactly', () => {
    const big = 2 ** 53 - 4; // cents, a multiple of 4; the largest profit plus the largest loss is past 2^53
    const chart = layoutChart(days(big, -(big / 4), big - 1, -(2 ** 42)), BOX);
    expect(chart.bars.map((b) => b.sign)).toEqual(['profit', 'loss', 'profit', 'loss']);
    expect(chart.baseline).toBe(PLOT_PAD + 80);
    expect(chart.bars[0]).toMatchObject({ y: PLOT_PAD, height: 80 });
    expect(chart.bars[1]).toMatchObject({ y: PLOT_PAD + 80, height: 20 });
    expect(chart.bars[3]?.height).toBe(MIN_BAR); // 2^42 / (1.25 × big) of 100 units rounds below one
    expect(chart.bars.every((b) => inBox(b) && Number.isFinite(b.x) && Number.isFinite(b.height))).toBe(true);
  });

  it('sixty days fit the default box with a bar on every day', () => {
    const sixty = Array.from({ length: 60 }, (_, i) => ({ date: `d${i}`, cents: ((i % 7) - 3) * 12_345 }));
    const chart = layoutChart(sixty, DEFAULT_BOX);
    expect(chart.bars).toHaveLength(60);
    const last = chart.bars[59]!;
    expect(last.x + last.width).toBeLessThanOrEqual(DEFAULT_BOX.width);
    expect(chart.bars.every((b) => b.width > 3 && inBox(b, DEFAULT_BOX.height))).toBe(true);
  });

  it('refuses a box too small to draw in', () => {
    expect(() => layoutChart(days(1), { width: 0, height: 100 })).toThrow(RangeError);
    expect(() => layoutChart(days(1), { width: 100, height: 5 })).toThrow(RangeError);
    expect(() => layoutChart(days(1), { width: Number.NaN, height: 100 })).toThrow(RangeError);
  });
});

import { vipPercent } from './vip-progress';

describe('vipPercent: floor(100 × progress)', () => {
  it.each([
    [0, 0],
    [0.46, 46],
    [0.29, 29], // 0.29 × 100 is 28.999… in binary floating point
    [0.999, 99],
    [1, 100],
  ])('%p → %p', (progress, percent) => expect(vipPercent(progress)).toBe(percent));

  it('keeps bad data within 0..100', () => {
    for (const bad of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY]) expect(vipPercent(bad)).toBe(0);
    expect(vipPercent(-0.5)).toBe(0);
    expect(vipPercent(7)).toBe(100);
  });
});

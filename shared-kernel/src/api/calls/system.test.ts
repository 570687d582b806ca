import { siteMode } from './system';

describe('siteMode', () => {
  it.each([
    [false, false, 0],
    [true, false, 1],
    [true, true, 1],
    [false, true, 2],
  ])('maintenance %p, region restriction %p → mode %p', (maintenance, regionRestriction, mode) => {
    expect(siteMode({ maintenance, regionRestriction })).toBe(mode);
  });
});

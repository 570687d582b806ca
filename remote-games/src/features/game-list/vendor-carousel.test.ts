import {
  slideAt,
  slideCount,
  slideOfItem,
  slideOffset,
  stepSlide,
  usesCarousel,
  VENDORS_PER_SLIDE,
  VENDOR_GAP_PX,
} from './vendor-carousel';

describe('vendor carousel paging', () => {
  it('shows 4 per view with a 5 px gap and pages only for more than 5 vendors', () => {
    expect(VENDORS_PER_SLIDE).toBe(4);
    expect(VENDOR_GAP_PX).toBe(5);
    expect(usesCarousel(5)).toBe(false);
    expect(usesCarousel(6)).toBe(true);
    expect(usesCarousel(0)).toBe(false);
  });

  it('counts slides of four tiles, at least one', () => {
    expect(slideCount(0)).toBe(1);
    expect(slideCount(4)).toBe(1);
    expect(slideCount(5)).toBe(2);
    expect(slideCount(8)).toBe(2);
    expect(slideCount(9)).toBe(3);
  });

  it('finds the slide of a tile', () => {
    expect([0, 3, 4, 7, 8].map((i) => slideOfItem(i))).toEqual([0, 0, 1, 1, 2]);
  });

  it('steps with prev and next, stopping at both ends', () => {
    expect(stepSlide(0, 1, 3)).toBe(1);
    expect(stepSlide(2, 1, 3)).toBe(2);
    expect(stepSlide(1, -1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(0);
    expect(stepSlide(0, 1, 1)).toBe(0);
  });

  it('puts slide n one track width plus gap further along', () => {
    expect(slideOffset(0, 300)).toBe(0);
    expect(slideOffset(2, 300)).toBe(610);
  });

  it('reads the slide back from a scroll position, rounding a half-finished swipe', () => {
    expect(slideAt(0, 300, 3)).toBe(0);
    expect(slideAt(305, 300, 3)).toBe(1);
    expect(slideAt(140, 300, 3)).toBe(0);
    expect(slideAt(170, 300, 3)).toBe(1);
    expect(slideAt(5000, 300, 3)).toBe(2);
    expect(slideAt(100, 0, 3)).toBe(0);
  });
});

/** The vendor carousel shows 4 per view with a 5 px gap, used when more than 5 vendors. */
export const VENDORS_PER_SLIDE = 4;
export const VENDOR_GAP_PX = 5;
export const CAROUSEL_FROM_VENDORS = 6;

export const usesCarousel = (vendorCount: number): boolean => vendorCount >= CAROUSEL_FROM_VENDORS;

/** Slides needed for `itemCount` tiles (the strip's "All" counts as a tile). */
export const slideCount = (itemCount: number, perSlide = VENDORS_PER_SLIDE): number =>
  Math.max(1, Math.ceil(itemCount / perSlide));

/** The slide holding the tile at `index`. */
export const slideOfItem = (index: number, perSlide = VENDORS_PER_SLIDE): number =>
  Math.max(0, Math.floor(index / perSlide));

/** The slide a prev (-1) or next (+1) press goes to; it stops at either end rather than wrapping. */
export const stepSlide = (current: number, direction: -1 | 1, slides: number): number =>
  Math.min(Math.max(current + direction, 0), Math.max(slides - 1, 0));

/** Scroll position of a slide: each slide is the track's width plus the gap after its last tile. */
export const slideOffset = (slide: number, trackWidth: number, gap = VENDOR_GAP_PX): number =>
  slide * (trackWidth + gap);

/** The slide a scroll position shows most of (a swipe moves the track without the buttons). */
export function slideAt(scrollLeft: number, trackWidth: number, slides: number, gap = VENDOR_GAP_PX): number {
  if (trackWidth <= 0) return 0;
  return Math.min(Math.max(Math.round(scrollLeft / (trackWidth + gap)), 0), Math.max(slides - 1, 0));
}

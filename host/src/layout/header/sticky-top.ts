import { useLayoutEffect, type RefObject } from 'react';

/** The kernel's token for where content sticks under the layout's header (ui.css gives its default). */
export const STICKY_TOP_PROPERTY = '--mc-sticky-top';

/** How far below the top of the screen the header ends while it stays there; 0 when it scrolls away with the page. */
export function stickyTopOf(header: HTMLElement): number {
  const { position } = getComputedStyle(header);
  if (position !== 'sticky' && position !== '-webkit-sticky' && position !== 'fixed') return 0;
  return Math.ceil(header.getBoundingClientRect().height);
}

/**
 * Tells sticky bars below the header (a page's tabs) its real height: one row at a phone's width, more
 * rows when the text is larger, 0 when the header scrolls away with the page (at 200 % text). Measured
 * again whenever the header changes size or the screen does (which is when its position can change).
 */
export function useStickyTop(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(STICKY_TOP_PROPERTY, `${stickyTopOf(element)}px`);
    measure();
    // Browsers of the floor without ResizeObserver (iOS 12) measure when the screen changes only.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      // No header (a screen without one): the kernel's default holds again.
      root.removeProperty(STICKY_TOP_PROPERTY);
    };
  }, [header]);
}

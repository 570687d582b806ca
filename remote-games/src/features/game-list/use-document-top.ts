import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Distance from the top of the document to the element's top. It changes when something above it in its
 * section changes height (vendors or class tabs arriving), which resizes the section: watched here.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The section resizes every time the list grows: only a real move is news for React (a state update,
    // even to the same value, would draw the grid again while it scrolls).
    let last: number | null = null;
    const read = () => {
      const next = element.getBoundingClientRect().top + window.scrollY;
      if (last !== null && Math.abs(last - next) < 1) return;
      last = next;
      setTop(next);
    };
    read();
    window.addEventListener('resize', read);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', read);
      observer?.disconnect();
    };
  }, [ref]);
  return top;
}

import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's rendered width, following resizes (0 until measured, and where nothing is laid out). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer also fires when only the height changes (rows added): React hears of new widths only.
    let last: number | null = null;
    const read = () => {
      const next = element.getBoundingClientRect().width;
      if (next === last) return;
      last = next;
      setWidth(next);
    };
    read();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

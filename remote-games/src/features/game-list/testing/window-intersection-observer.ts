/**
 * jsdom lays nothing out and has no IntersectionObserver. This stand-in works out whether each observed
 * element meets the window (grown by the observer's rootMargin, px only) from getBoundingClientRect, which
 * tests stub: once when observed, as a browser reports at once, and again on every window scroll or
 * resize, calling back only with the elements whose state changed.
 */
class WindowIntersectionObserver {
  private readonly targets = new Map<Element, boolean | null>();
  private readonly margin: [number, number, number, number];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const parts = (options.rootMargin ?? '0px')
      .trim()
      .split(/\s+/)
      .map((part) => Number.parseFloat(part) || 0);
    const [top = 0, right = top, bottom = top, left = right] = parts;
    this.margin = [top, right, bottom, left];
    observers.add(this);
  }

  observe(target: Element): void {
    this.targets.set(target, null);
    this.check();
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  check(): void {
    const [top, , bottom] = this.margin;
    const changed: IntersectionObserverEntry[] = [];
    for (const [target, was] of this.targets) {
      const rect = target.getBoundingClientRect();
      const isIntersecting = rect.top <= window.innerHeight + bottom && rect.bottom >= -top;
      if (was === isIntersecting) continue;
      this.targets.set(target, isIntersecting);
      changed.push({
        target,
        isIntersecting,
        boundingClientRect: rect,
        intersectionRatio: isIntersecting ? 1 : 0,
      } as IntersectionObserverEntry);
    }
    if (changed.length > 0) this.callback(changed, this as unknown as IntersectionObserver);
  }
}

const observers = new Set<WindowIntersectionObserver>();
const checkAll = () => {
  for (const observer of [...observers]) observer.check();
};

/** Installs the stand-in (and its scroll/resize listeners); the returned function removes both. */
export function installWindowIntersectionObserver(): () => void {
  const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = WindowIntersectionObserver;
  window.addEventListener('scroll', checkAll);
  window.addEventListener('resize', checkAll);
  return () => {
    window.removeEventListener('scroll', checkAll);
    window.removeEventListener('resize', checkAll);
    observers.clear();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  };
}

import { useRef } from 'react';
import { fireEvent, renderHook } from '@testing-library/react';
import { installWindowIntersectionObserver } from './testing/window-intersection-observer';
import {
  LOAD_MORE_THRESHOLD_PX,
  LOAD_MORE_THROTTLE_MS,
  throttle,
  useLoadMoreOnScroll,
} from './use-load-more-on-scroll';

describe('load-more constants', () => {
  it('loads within 500 px of the bottom, at most once per second', () => {
    expect(LOAD_MORE_THRESHOLD_PX).toBe(500);
    expect(LOAD_MORE_THROTTLE_MS).toBe(1000);
  });
});

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then at most once per window, keeping one trailing run', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    jest.advanceTimersByTime(999);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at once again once the window has passed', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    jest.advanceTimersByTime(1000);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending run when cancelled', () => {
    const fn = jest.fn();
    const throttled = throttle(fn, 1000);
    throttled();
    throttled();
    throttled.cancel();
    jest.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('useLoadMoreOnScroll', () => {
  /** Where the end-of-list marker is, measured from the top of the screen. */
  let markerTop: number;
  const marker = document.createElement('div');
  marker.getBoundingClientRect = () => ({ top: markerTop, bottom: markerTop }) as DOMRect;
  let uninstall: () => void;

  beforeAll(() => {
    uninstall = installWindowIntersectionObserver();
  });
  afterAll(() => uninstall());
  beforeEach(() => {
    jest.useFakeTimers();
    markerTop = 5000;
  });
  afterEach(() => jest.useRealTimers());

  function setup(enabled = true) {
    const onLoadMore = jest.fn();
    const view = renderHook(
      ({ on, loaded }) => {
        const ref = useRef<HTMLElement | null>(marker);
        useLoadMoreOnScroll(ref, { enabled: on, onLoadMore, loaded });
      },
      { initialProps: { on: enabled, loaded: 26 } },
    );
    return { onLoadMore, ...view };
  }

  it('does nothing while the end of the list is far below the screen', () => {
    const { onLoadMore } = setup();
    fireEvent.scroll(window);
    jest.advanceTimersByTime(3000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('triggers when a scroll brings the end within 500 px, at most once per second', () => {
    const { onLoadMore, rerender } = setup();
    markerTop = window.innerHeight + 500;
    fireEvent.scroll(window);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The page arrived but still leaves the end near the screen: asked again, one second after the first.
    rerender({ on: true, loaded: 52 });
    jest.advanceTimersByTime(500);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not trigger 501 px away', () => {
    const { onLoadMore } = setup();
    markerTop = window.innerHeight + 501;
    fireEvent.scroll(window);
    jest.advanceTimersByTime(2000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('does not trigger while disabled, and checks again when enabled', () => {
    markerTop = 100;
    const { onLoadMore, rerender } = setup(false);
    fireEvent.scroll(window);
    jest.advanceTimersByTime(2000);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender({ on: true, loaded: 26 });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('checks again when a page arrived, even if loading never showed as disabled', () => {
    markerTop = 100;
    const { onLoadMore, rerender } = setup();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ on: true, loaded: 52 });
    jest.advanceTimersByTime(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    rerender({ on: true, loaded: 52 });
    jest.advanceTimersByTime(2000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('a delayed run checks again and skips when the end moved away', () => {
    markerTop = 100;
    const { onLoadMore, rerender } = setup();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ on: true, loaded: 52 });
    markerTop = 5000;
    fireEvent.scroll(window);
    jest.advanceTimersByTime(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops watching after unmount', () => {
    const { onLoadMore, unmount } = setup();
    unmount();
    markerTop = 100;
    fireEvent.scroll(window);
    jest.advanceTimersByTime(2000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});

import { useRef } from 'react';
import { fireEvent, renderHook } from '@testing-library/react';
import {
  LOAD_MORE_THRESHOLD_PX, LOAD_MORE_THROTTLE_MS, shouldLoadMore, throttle, useLoadMoreOnScroll,
} from './use-load-more-on-scroll';

describe('shouldLoadMore', () => {
  it('follows the spec constants', () => {
    expect(LOAD_MORE_THRESHOLD_PX).toBe(500);
    expect(LOAD_MORE_THROTTLE_MS).toBe(1000);
  });

  it('loads when the list bottom is within the threshold below the viewport bottom', () => {
    expect(shouldLoadMore({ scrollBottom: 812, listBottom: 812 + 500, threshold: 500 })).toBe(true);
    expect(shouldLoadMore({ scrollBottom: 812, listBottom: 900, threshold: 500 })).toBe(true);
    expect(shouldLoadMore({ scrollBottom: 812, listBottom: 400, threshold: 500 })).toBe(true);
  });

  it('does not load while the list bottom is further away', () => {
    expect(shouldLoadMore({ scrollBottom: 812, listBottom: 812 + 501, threshold: 500 })).toBe(false);
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
  let listBottom: number;
  const list = document.createElement('ul');
  list.getBoundingClientRect = () => ({ bottom: listBottom }) as DOMRect;

  beforeEach(() => {
    jest.useFakeTimers();
    listBottom = 5000;
  });
  afterEach(() => jest.useRealTimers());

  function setup(enabled = true) {
    const onLoadMore = jest.fn();
    const view = renderHook(
      ({ on, loaded }) => {
        const ref = useRef<HTMLElement | null>(list);
        useLoadMoreOnScroll(ref, { enabled: on, onLoadMore, loaded });
      },
      { initialProps: { on: enabled, loaded: 26 } },
    );
    return { onLoadMore, ...view };
  }

  it('does nothing while the list bottom is far below the screen', () => {
    const { onLoadMore } = setup();
    fireEvent.scroll(window);
    jest.advanceTimersByTime(3000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('triggers when a scroll brings the bottom within 500 px, at most once per second', () => {
    const { onLoadMore } = setup();
    listBottom = window.innerHeight + 400;
    fireEvent.scroll(window);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    jest.advanceTimersByTime(500);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not trigger while disabled, and checks again when enabled', () => {
    listBottom = 100;
    const { onLoadMore, rerender } = setup(false);
    fireEvent.scroll(window);
    jest.advanceTimersByTime(2000);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender({ on: true, loaded: 26 });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('checks again when a page arrived, even if loading never showed as disabled', () => {
    listBottom = 100;
    const { onLoadMore, rerender } = setup();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ on: true, loaded: 52 });
    jest.advanceTimersByTime(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    rerender({ on: true, loaded: 52 });
    jest.advanceTimersByTime(2000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('a delayed run checks again and skips when the list moved away', () => {
    const { onLoadMore } = setup();
    listBottom = 100;
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    listBottom = 5000;
    jest.advanceTimersByTime(1000);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops listening after unmount', () => {
    const { onLoadMore, unmount } = setup();
    unmount();
    listBottom = 100;
    fireEvent.scroll(window);
    jest.advanceTimersByTime(2000);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});

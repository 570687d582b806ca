import { act, renderHook } from '@testing-library/react';
import { useRevealedCount } from './use-revealed-count';

describe('useRevealedCount', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const frame = () => act(() => jest.advanceTimersByTime(16));

  it('shows the first items at once', () => {
    const { result } = renderHook(({ total }) => useRevealedCount(total, 3), { initialProps: { total: 26 } });
    expect(result.current).toBe(26);
  });

  it('shows a longer list a step per animation frame until all are shown', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 3), { initialProps: { total: 26 } });
    rerender({ total: 52 });
    expect(result.current).toBe(26);
    frame();
    expect(result.current).toBe(29);
    frame();
    expect(result.current).toBe(32);
    for (let i = 0; i < 10; i++) frame();
    expect(result.current).toBe(52);
  });

  it('shows a shorter list at once, and a list that starts again from nothing', () => {
    const { result, rerender } = renderHook(({ total }) => useRevealedCount(total, 3), { initialProps: { total: 52 } });
    rerender({ total: 10 });
    expect(result.current).toBe(10);
    rerender({ total: 0 });
    expect(result.current).toBe(0);
    rerender({ total: 26 });
    expect(result.current).toBe(26);
  });

  it('starts from `initial` items when asked, and shows the rest a step per frame', () => {
    const { result } = renderHook(() => useRevealedCount(3, 1, 1));
    expect(result.current).toBe(1);
    frame();
    expect(result.current).toBe(2);
    frame();
    expect(result.current).toBe(3);
    frame();
    expect(result.current).toBe(3);
  });
});

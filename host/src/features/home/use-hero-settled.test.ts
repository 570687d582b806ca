import { act, renderHook } from '@testing-library/react';
import { HERO_WAIT_MS, useHeroSettled } from './use-hero-settled';

const lists = (banners: number) => ({
  banners: Array.from({ length: banners }, (_, i) => ({
    id: String(i),
    title: `b${i}`,
    content: '',
    imageUrl: `/b/${i}.svg`,
  })),
  player: [],
  popup: [],
  hot: [],
});

describe('useHeroSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits while the call runs and while the first banner is not on screen', () => {
    const { result, rerender } = renderHook((props: Parameters<typeof useHeroSettled>[0]) => useHeroSettled(props), {
      initialProps: { data: undefined, error: null } as Parameters<typeof useHeroSettled>[0],
    });
    expect(result.current.settled).toBe(false);
    rerender({ data: lists(3), error: null });
    expect(result.current.settled).toBe(false);
    act(() => result.current.onBannerShown());
    expect(result.current.settled).toBe(true);
  });

  it('does not wait when there is no banner or the call failed', () => {
    expect(renderHook(() => useHeroSettled({ data: lists(0), error: null })).result.current.settled).toBe(true);
    expect(renderHook(() => useHeroSettled({ data: undefined, error: new Error('down') })).result.current.settled).toBe(
      true,
    );
  });

  it(`waits ${HERO_WAIT_MS} ms at most`, () => {
    const { result } = renderHook(() => useHeroSettled({ data: undefined, error: null }));
    act(() => jest.advanceTimersByTime(HERO_WAIT_MS - 1));
    expect(result.current.settled).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.settled).toBe(true);
  });
});

import { act, renderHook } from '@testing-library/react';
import { LANGUAGE_RELOAD_DEBOUNCE_MS } from './game-list-page';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the 200 ms language debounce', () => {
    expect(LANGUAGE_RELOAD_DEBOUNCE_MS).toBe(200);
  });

  it('passes a value on only once it has held for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'MY' },
    });
    expect(result.current).toBe('MY');
    rerender({ value: 'EN' });
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe('MY');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('EN');
  });

  it('drops values that changed again within the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 'MY' },
    });
    rerender({ value: 'EN' });
    act(() => jest.advanceTimersByTime(150));
    rerender({ value: 'MY' });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe('MY');
  });
});

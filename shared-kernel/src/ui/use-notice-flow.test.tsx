import { act, renderHook } from '@testing-library/react';
import { toastStore } from './toast';
import { useNoticeFlow } from './use-notice-flow';

const shown = () => toastStore.getState().toasts.map(({ kind, text }) => `${kind}:${text}`);

describe('useNoticeFlow', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastStore.setState({ toasts: [] });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the loading notice, then the success notice, then moves on after it', () => {
    const then = jest.fn();
    const { result } = renderHook(() => useNoticeFlow());
    act(() => result.current.loading('Please wait…', 10_000));
    expect(shown()).toEqual(['loading:Please wait…']);
    act(() => result.current.succeed('Saved', 1000, then));
    expect(shown()).toEqual(['success:Saved']);
    act(() => jest.advanceTimersByTime(999));
    expect(then).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('hides the loading notice when the call fails', () => {
    const { result } = renderHook(() => useNoticeFlow());
    act(() => result.current.loading('Please wait…', 10_000));
    act(() => result.current.done());
    expect(shown()).toEqual([]);
  });

  it('hides its loading notice and cancels the next step when the page goes away', () => {
    const then = jest.fn();
    const { result, unmount } = renderHook(() => useNoticeFlow());
    act(() => result.current.succeed('Saved', 1000, then));
    act(() => result.current.loading('Please wait…', 10_000));
    unmount();
    expect(shown()).toEqual([]);
    jest.advanceTimersByTime(5000);
    expect(then).not.toHaveBeenCalled();
  });
});

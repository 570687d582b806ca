import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@mc/shared-kernel';
import { passwordRefusal, readPasswordRefusal } from './password-refusals';
import { formatUnlockTime, useLockActive } from './payment-lock';

describe('what the platform said about a payment password', () => {
  it('reads the attempts left of a wrong one', () => {
    expect(
      passwordRefusal(new ApiError('business', { code: 'payment.password.wrong', value: { attemptsLeft: 3 } })),
    ).toEqual({ kind: 'wrong', attemptsLeft: 3 });
    expect(
      passwordRefusal(new ApiError('business', { code: 'payment.password.wrong', value: { attemptsLeft: 'x' } })),
    ).toEqual({ kind: 'wrong', attemptsLeft: 0 });
  });

  it('reads when a lock ends, and still locks when the time is missing', () => {
    expect(
      passwordRefusal(
        new ApiError('business', { code: 'payment.password.locked', value: { lockedUntil: 1_800_000_000_000 } }),
      ),
    ).toEqual({ kind: 'locked', until: 1_800_000_000_000 });
    const loose = passwordRefusal(new ApiError('business', { code: 'payment.password.locked', value: null }));
    expect(loose?.kind).toBe('locked');
    expect(loose && 'until' in loose && loose.until > Date.now()).toBe(true);
  });

  it('reads the refusal as sent for a screen that words a missing count or time apart', () => {
    const wrong = (value: unknown) => new ApiError('business', { code: 'payment.password.wrong', value });
    const locked = (value: unknown) => new ApiError('business', { code: 'payment.password.locked', value });
    expect(readPasswordRefusal(wrong({ attemptsLeft: 2 }))).toEqual({ kind: 'wrong', attemptsLeft: 2 });
    expect(readPasswordRefusal(wrong(null))).toEqual({ kind: 'wrong', attemptsLeft: null });
    expect(readPasswordRefusal(locked({ lockedUntil: 1_800_000_000_000 }))).toEqual({
      kind: 'locked',
      lockedUntil: 1_800_000_000_000,
    });
    expect(readPasswordRefusal(locked({ lockedUntil: 'soon' }))).toEqual({ kind: 'locked', lockedUntil: null });
    expect(readPasswordRefusal(new ApiError('timeout'))).toBeNull();
  });

  it('ignores every other failure', () => {
    expect(passwordRefusal(new ApiError('business', { code: 'withdraw.amount', value: { reason: 'min' } }))).toBeNull();
    expect(passwordRefusal(new ApiError('timeout'))).toBeNull();
    expect(passwordRefusal(new Error('boom'))).toBeNull();
  });

  it('says when a lock ends in the member’s language', () => {
    const until = Date.UTC(2026, 10, 23, 10, 9);
    const english = formatUnlockTime(until, 'EN');
    const burmese = formatUnlockTime(until, 'MY');
    expect(english).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(until));
    expect(english).toMatch(/2026/);
    expect(burmese).toMatch(/[\u1040-\u1049]/);
    expect(burmese).not.toBe(english);
  });
});

describe('useLockActive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ends by itself when the lock ends, and says so once', () => {
    const onEnd = jest.fn();
    const until = Date.now() + 60_000;
    const { result } = renderHook(() => useLockActive(until, onEnd));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(59_000));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(2_000));
    expect(result.current).toBe(false);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('is off without a lock or with one already over', () => {
    expect(renderHook(() => useLockActive(null)).result.current).toBe(false);
    expect(renderHook(() => useLockActive(Date.now() - 1)).result.current).toBe(false);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { ApiError, SessionKeys } from '@mc/shared-kernel';
import { getRequestOutcome, PLATFORM_START_DEADLINE_MS } from './idempotency';
import { LOOK_AGAIN_MS, useMoneySubmission } from './use-money-submission';

jest.mock('./idempotency', () => ({ ...jest.requireActual('./idempotency'), getRequestOutcome: jest.fn() }));
const outcome = getRequestOutcome as jest.MockedFunction<typeof getRequestOutcome>;

const Result = v.object({ orderNo: v.string() });
type Payload = { amount: string; paymentPassword?: string };

function setup(send: jest.Mock, onDone: jest.Mock = jest.fn()) {
  return renderHook(() => useMoneySubmission<Payload, { orderNo: string }>({ kind: 'withdraw', send, schema: Result, onDone }));
}
const pending = () => sessionStorage.getItem(SessionKeys.pendingMoney);
/** From the send time, when "not found" becomes final: the client's timeout (15 s by default) and the platform's deadline. */
const FINAL_MS = 15_000 + PLATFORM_START_DEADLINE_MS;
const leftByReload = (sentAgoMs: number) =>
  sessionStorage.setItem(SessionKeys.pendingMoney, JSON.stringify({ withdraw: { key: 'k-left-by-a-reload-0001', at: Date.now() - sentAgoMs } }));

describe('useMoneySubmission', () => {
  beforeEach(() => {
    sessionStorage.clear();
    outcome.mockReset();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends once for a double tap, with one key, and forgets the key when done', async () => {
    let answer: (value: { orderNo: string }) => void = () => undefined;
    const send = jest.fn((_payload: Payload, _key: string) => new Promise((resolve) => (answer = resolve)));
    const onDone = jest.fn();
    const { result } = setup(send, onDone);
    let first: Promise<void>;
    act(() => {
      first = result.current.submit({ amount: '100' });
      void result.current.submit({ amount: '100' });
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.state.phase).toBe('sending');
    const key = send.mock.calls[0]![1] as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await act(async () => {
      answer({ orderNo: 'W1' });
      await first;
    });
    expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W1' } });
    expect(onDone).toHaveBeenCalledWith({ orderNo: 'W1' });
    expect(pending()).toBeNull();
  });

  it('treats a refusal as definite: a later submission is a new one with a new key', async () => {
    const send = jest.fn().mockRejectedValueOnce(new ApiError('business', { code: 'withdraw.amount' })).mockResolvedValue({ orderNo: 'W2' });
    const { result } = setup(send);
    await act(() => result.current.submit({ amount: '1' }));
    expect(result.current.state).toMatchObject({ phase: 'failed', error: { code: 'withdraw.amount' } });
    expect(pending()).toBeNull();
    await act(() => result.current.submit({ amount: '100' }));
    expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
  });

  it('calls a timeout unknown, looks the key up and shows what the platform did', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError('timeout'));
    outcome.mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W3', extra: 1 } });
    const { result } = setup(send);
    await act(() => result.current.submit({ amount: '100', paymentPassword: '246810' }));
    const key = send.mock.calls[0]![1] as string;
    expect(outcome).toHaveBeenCalledWith(key);
    expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W3' } });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the key while the platform has no record of it, and retries with it once "not found" is final', async () => {
    jest.useFakeTimers();
    const send = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue({ orderNo: 'W4' });
    outcome.mockResolvedValue({ found: false });
    const { result } = setup(send);
    await act(() => result.current.submit({ amount: '100', paymentPassword: '246810' }));
    // The request may still be on its way: not confirmed, never "did not go through" yet.
    expect(result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: true, error: { kind: 'network' } });
    // Only the key and its send time are kept across a reload: never the amount or the password.
    expect(JSON.parse(pending()!)).toEqual({ withdraw: { key: send.mock.calls[0]![1], at: expect.any(Number) } });
    expect(pending()).not.toContain('246810');
    await act(() => jest.advanceTimersByTimeAsync(FINAL_MS));
    expect(result.current.state.phase).toBe('notCarriedOut');
    await act(() => result.current.submit({ amount: '100', paymentPassword: '246810' }));
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W4' } });
  });

  it('stays unknown while the lookup itself fails, and can check again', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError('server', { status: 502 }));
    outcome.mockRejectedValueOnce(new ApiError('network')).mockResolvedValue({ found: true, status: 200, code: 'withdraw.daily', value: { reason: 'count' } });
    const { result } = setup(send);
    await act(() => result.current.submit({ amount: '100' }));
    expect(result.current.state).toMatchObject({ phase: 'unknown', error: { kind: 'network' } });
    await act(() => result.current.check());
    expect(result.current.state).toMatchObject({ phase: 'failed', error: { code: 'withdraw.daily' } });
  });

  it('looks up a key that another body met (an earlier request with it went through)', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError('business', { code: 'idempotency.mismatch', status: 409 }));
    outcome.mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W5' } });
    const { result } = setup(send);
    await act(() => result.current.submit({ amount: '100' }));
    expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W5' } });
  });

  it('after a reload, checks the submission left pending instead of starting another', async () => {
    sessionStorage.setItem(SessionKeys.pendingMoney, JSON.stringify({ withdraw: { key: 'k-left-by-a-reload-0001', at: 1 } }));
    outcome.mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W6' } });
    const send = jest.fn();
    const { result } = setup(send);
    await waitFor(() => expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W6' } }));
    expect(outcome).toHaveBeenCalledWith('k-left-by-a-reload-0001');
    expect(send).not.toHaveBeenCalled();
  });

  it('after a reload before the platform acted: "not confirmed", asked again 1 s, 2 s later, then what the platform did', async () => {
    jest.useFakeTimers();
    leftByReload(800);
    outcome.mockResolvedValueOnce({ found: false }).mockResolvedValueOnce({ found: false }).mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W7' } });
    const send = jest.fn();
    const onDone = jest.fn();
    const { result } = setup(send, onDone);
    expect(result.current.state.phase).toBe('checking');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(result.current.state).toEqual({ phase: 'unknown', error: null, lookingAgain: true });
    await act(() => jest.advanceTimersByTimeAsync(LOOK_AGAIN_MS[0]!));
    expect(outcome).toHaveBeenCalledTimes(2);
    expect(result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: true });
    await act(() => jest.advanceTimersByTimeAsync(LOOK_AGAIN_MS[1]!));
    expect(outcome).toHaveBeenCalledTimes(3);
    expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W7' } });
    expect(onDone).toHaveBeenCalledWith({ orderNo: 'W7' });
    expect(pending()).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('calls "not found" final only once the send time plus the timeout and the platform deadline has passed, asking a bounded number of times', async () => {
    jest.useFakeTimers();
    leftByReload(800);
    outcome.mockResolvedValue({ found: false });
    const { result } = setup(jest.fn());
    await act(() => jest.advanceTimersByTimeAsync(FINAL_MS - 800 - 1));
    expect(result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: true });
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(result.current.state.phase).toBe('notCarriedOut');
    // 1, 2, 4, then every 8 s: a handful of lookups in ~45 s, the last one at the final time.
    expect(outcome.mock.calls.length).toBeLessThanOrEqual(10);
    const calls = outcome.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(outcome).toHaveBeenCalledTimes(calls);
    // The key stays: a retry cannot move money twice.
    expect(JSON.parse(pending()!)).toMatchObject({ withdraw: { key: 'k-left-by-a-reload-0001' } });
  });

  it('takes "not found" as final at once when the submission was sent long enough ago', async () => {
    leftByReload(FINAL_MS + 1);
    outcome.mockResolvedValue({ found: false });
    const { result } = setup(jest.fn());
    await waitFor(() => expect(result.current.state.phase).toBe('notCarriedOut'));
    expect(outcome).toHaveBeenCalledTimes(1);
  });

  it('reads a send time ahead of the clock (or none) as now: never final early', async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(SessionKeys.pendingMoney, JSON.stringify({ withdraw: { key: 'k-left-by-a-reload-0001', at: Date.now() + 3_600_000 } }));
    outcome.mockResolvedValue({ found: false });
    const { result } = setup(jest.fn());
    await act(() => jest.advanceTimersByTimeAsync(FINAL_MS - 1));
    expect(result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: true });
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(result.current.state.phase).toBe('notCarriedOut');
  });

  it('stops asking by itself when the lookup keeps failing past the final time: unknown, with Check again', async () => {
    jest.useFakeTimers();
    leftByReload(800);
    outcome.mockRejectedValue(new ApiError('network'));
    const { result } = setup(jest.fn());
    await act(() => jest.advanceTimersByTimeAsync(FINAL_MS));
    expect(result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: false, error: { kind: 'network' } });
    const calls = outcome.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(outcome).toHaveBeenCalledTimes(calls);
    outcome.mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W8' } });
    await act(() => result.current.check());
    expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W8' } });
  });

  it('does not ask again without a session: the lookup is refused, not lost', async () => {
    jest.useFakeTimers();
    leftByReload(800);
    outcome.mockRejectedValue(new ApiError('session', { code: 'session.expired', status: 401 }));
    const { result } = setup(jest.fn());
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: false, error: { kind: 'session' } });
    expect(outcome).toHaveBeenCalledTimes(1);
  });

  it('stops asking when the screen goes, and the next visit resumes the same key', async () => {
    jest.useFakeTimers();
    leftByReload(800);
    outcome.mockResolvedValue({ found: false });
    const first = setup(jest.fn());
    await act(() => jest.advanceTimersByTimeAsync(0));
    first.unmount();
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(outcome).toHaveBeenCalledTimes(1);
    outcome.mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W9' } });
    const second = setup(jest.fn());
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(second.result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W9' } });
    expect(outcome).toHaveBeenLastCalledWith('k-left-by-a-reload-0001');
  });
});

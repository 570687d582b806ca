import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { ApiError, SessionKeys, sessionStore } from '@mc/shared-kernel';
import { getRequestOutcome, PLATFORM_START_DEADLINE_MS } from './idempotency';
import { LOOK_AGAIN_MS, useMoneySubmission } from './use-money-submission';

jest.mock('./idempotency', () => ({ ...jest.requireActual('./idempotency'), getRequestOutcome: jest.fn() }));
const outcome = getRequestOutcome as jest.MockedFunction<typeof getRequestOutcome>;

const Result = v.object({ orderNo: v.string() });
type Payload = { amount: string; paymentPassword?: string };

function setup(send: jest.Mock, onDone: jest.Mock = jest.fn()) {
  return renderHook(() =>
    useMoneySubmission<Payload, { orderNo: string }>({ kind: 'withdraw', send, schema: Result, onDone }),
  );
}
const pending = () => sessionStorage.getItem(SessionKeys.pendingMoney);
/** From the send time, when "not found" becomes final: the client's timeout (15 s by default) and the platform's deadline. */
const FINAL_MS = 15_000 + PLATFORM_START_DEADLINE_MS;
const leftByReload = (sentAgoMs: number, user = 'demo01') =>
  sessionStorage.setItem(
    SessionKeys.pendingMoney,
    JSON.stringify({ withdraw: { key: 'k-left-by-a-reload-0001', at: Date.now() - sentAgoMs, user } }),
  );
const TOKEN = 'token-of-demo01-secret';
const loginAs = (userName: string) =>
  act(() => sessionStore.getState().login({ token: `${TOKEN}-${userName}`, merchantCode: 'MC01', userName, type: 0 }));
/** The platform expired the session: the kernel ends it and keeps what it keeps through a lost session. */
const loseSession = () => act(() => sessionStore.getState().clear({ keepDrafts: true }));

describe('useMoneySubmission', () => {
  beforeEach(() => {
    sessionStore.getState().clear();
    sessionStorage.clear();
    outcome.mockReset();
    loginAs('demo01');
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
    const send = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('business', { code: 'withdraw.amount' }))
      .mockResolvedValue({ orderNo: 'W2' });
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
    expect(JSON.parse(pending()!)).toEqual({
      withdraw: { key: send.mock.calls[0]![1], at: expect.any(Number), user: 'demo01' },
    });
    expect(pending()).not.toContain('246810');
    await act(() => jest.advanceTimersByTimeAsync(FINAL_MS));
    expect(result.current.state.phase).toBe('notCarriedOut');
    await act(() => result.current.submit({ amount: '100', paymentPassword: '246810' }));
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W4' } });
  });

  it('stays unknown while the lookup itself fails, and can check again', async () => {
    const send = jest.fn().mockRejectedValue(new ApiError('server', { status: 502 }));
    outcome
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValue({ found: true, status: 200, code: 'withdraw.daily', value: { reason: 'count' } });
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
    sessionStorage.setItem(
      SessionKeys.pendingMoney,
      JSON.stringify({ withdraw: { key: 'k-left-by-a-reload-0001', at: 1, user: 'demo01' } }),
    );
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
    outcome
      .mockResolvedValueOnce({ found: false })
      .mockResolvedValueOnce({ found: false })
      .mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W7' } });
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
    sessionStorage.setItem(
      SessionKeys.pendingMoney,
      JSON.stringify({ withdraw: { key: 'k-left-by-a-reload-0001', at: Date.now() + 3_600_000, user: 'demo01' } }),
    );
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

  describe('through a lost session (docs/product.md, Cashier: money rules)', () => {
    /** Sends a withdrawal whose answer is lost, so it is "not confirmed yet"; gives its key. */
    async function leaveUnconfirmed(
      result: { current: ReturnType<typeof useMoneySubmission<Payload, { orderNo: string }>> },
      send: jest.Mock,
    ) {
      await act(() => result.current.submit({ amount: '100', paymentPassword: '246810' }));
      expect(result.current.state.phase).toBe('unknown');
      return send.mock.calls[0]![1] as string;
    }

    it('keeps the pending submission when the session is lost; the same member logging in again is shown "not confirmed yet" and the lookup, then the result', async () => {
      jest.useFakeTimers();
      const send = jest.fn().mockRejectedValue(new ApiError('timeout'));
      outcome.mockResolvedValue({ found: false });
      const first = setup(send);
      const key = await leaveUnconfirmed(first.result, send);
      loseSession();
      first.unmount();
      expect(JSON.parse(pending()!)).toEqual({ withdraw: { key, at: expect.any(Number), user: 'demo01' } });

      loginAs('demo01');
      outcome.mockClear();
      const second = setup(jest.fn());
      expect(second.result.current.state.phase).toBe('checking');
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(second.result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: true });
      expect(outcome).toHaveBeenCalledWith(key);
      outcome.mockResolvedValue({ found: true, status: 200, code: null, value: { orderNo: 'W10' } });
      await act(() => jest.advanceTimersByTimeAsync(LOOK_AGAIN_MS[0]!));
      expect(second.result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W10' } });
      // The result is known: the record is gone.
      expect(pending()).toBeNull();
    });

    it('a screen still showing resumes the lookups when the same member logs in again', async () => {
      jest.useFakeTimers();
      const send = jest.fn().mockRejectedValue(new ApiError('network'));
      outcome.mockRejectedValue(new ApiError('session', { code: 'session.expired', status: 401 }));
      const { result } = setup(send);
      const key = await leaveUnconfirmed(result, send);
      expect(result.current.state).toMatchObject({ phase: 'unknown', lookingAgain: false, error: { kind: 'session' } });
      loseSession();
      expect(pending()).toContain(key);

      outcome.mockReset();
      outcome.mockResolvedValue({ found: true, status: 200, code: 'withdraw.daily', value: { reason: 'count' } });
      loginAs('demo01');
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(outcome).toHaveBeenCalledWith(key);
      expect(result.current.state).toMatchObject({ phase: 'failed', error: { code: 'withdraw.daily' } });
      expect(pending()).toBeNull();
    });

    it('never shows it to another member logging in on the tab, and keeps it for its own', async () => {
      jest.useFakeTimers();
      const send = jest.fn().mockRejectedValue(new ApiError('timeout'));
      outcome.mockResolvedValue({ found: false });
      const first = setup(send);
      const key = await leaveUnconfirmed(first.result, send);
      loseSession();
      first.unmount();

      loginAs('demo02');
      outcome.mockClear();
      const other = setup(jest.fn());
      expect(other.result.current.state).toEqual({ phase: 'idle' });
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(outcome).not.toHaveBeenCalled();
      expect(other.result.current.state).toEqual({ phase: 'idle' });
      other.unmount();
      // Not theirs to see, nor theirs to drop.
      expect(JSON.parse(pending()!)).toMatchObject({ withdraw: { key, user: 'demo01' } });

      act(() => sessionStore.getState().clear({ keepDrafts: true }));
      loginAs('demo01');
      const own = setup(jest.fn());
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(outcome).toHaveBeenCalledWith(key);
      expect(own.result.current.state).toMatchObject({ phase: 'unknown' });
    });

    it('a screen still showing forgets what the last member sent when another one logs in', async () => {
      const send = jest.fn().mockRejectedValue(new ApiError('timeout'));
      outcome.mockResolvedValue({ found: false });
      const { result } = setup(send);
      await leaveUnconfirmed(result, send);
      loseSession();
      outcome.mockClear();
      loginAs('demo02');
      await waitFor(() => expect(result.current.state).toEqual({ phase: 'idle' }));
      expect(outcome).not.toHaveBeenCalled();
      // A new submission of the other member is a new one, with a new key, stored as theirs.
      send.mockResolvedValue({ orderNo: 'W11' });
      await act(() => result.current.submit({ amount: '5' }));
      expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
      expect(result.current.state).toEqual({ phase: 'done', result: { orderNo: 'W11' } });
    });

    it('ignores a stored record that names no member', async () => {
      sessionStorage.setItem(
        SessionKeys.pendingMoney,
        JSON.stringify({ withdraw: { key: 'k-left-by-a-reload-0001', at: 1 } }),
      );
      const { result } = setup(jest.fn());
      expect(result.current.state).toEqual({ phase: 'idle' });
      await act(() => Promise.resolve());
      expect(outcome).not.toHaveBeenCalled();
    });

    it('signing out removes it with the rest of session storage', async () => {
      const send = jest.fn().mockRejectedValue(new ApiError('timeout'));
      outcome.mockResolvedValue({ found: false });
      const { result, unmount } = setup(send);
      await leaveUnconfirmed(result, send);
      unmount();
      act(() => sessionStore.getState().clear());
      expect(pending()).toBeNull();
    });

    it('keeps nothing secret: no token, no password, no amount', async () => {
      const send = jest.fn().mockRejectedValue(new ApiError('timeout'));
      outcome.mockResolvedValue({ found: false });
      const { result } = setup(send);
      await act(() => result.current.submit({ amount: '98765', paymentPassword: '246810' }));
      loseSession();
      const kept = Object.keys(sessionStorage)
        .map((k) => `${k}=${sessionStorage.getItem(k) ?? ''}`)
        .join('\n');
      expect(kept).toContain(SessionKeys.pendingMoney);
      expect(kept).not.toContain(TOKEN);
      expect(kept).not.toContain('246810');
      expect(kept).not.toContain('98765');
      expect(Object.keys(JSON.parse(pending()!).withdraw as object).sort()).toEqual(['at', 'key', 'user']);
    });
  });
});

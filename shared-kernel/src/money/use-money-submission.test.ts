import { act, renderHook, waitFor } from '@testing-library/react';
import * as v from 'valibot';
import { ApiError, SessionKeys } from '@mc/shared-kernel';
import { getRequestOutcome } from './idempotency';
import { useMoneySubmission } from './use-money-submission';

jest.mock('./idempotency', () => ({ ...jest.requireActual('./idempotency'), getRequestOutcome: jest.fn() }));
const outcome = getRequestOutcome as jest.MockedFunction<typeof getRequestOutcome>;

const Result = v.object({ orderNo: v.string() });
type Payload = { amount: string; paymentPassword?: string };

function setup(send: jest.Mock, onDone: jest.Mock = jest.fn()) {
  return renderHook(() => useMoneySubmission<Payload, { orderNo: string }>({ kind: 'withdraw', send, schema: Result, onDone }));
}
const pending = () => sessionStorage.getItem(SessionKeys.pendingMoney);

describe('useMoneySubmission', () => {
  beforeEach(() => {
    sessionStorage.clear();
    outcome.mockReset();
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

  it('keeps the key when the platform never saw it, so trying again cannot move money twice', async () => {
    const send = jest.fn().mockRejectedValueOnce(new ApiError('network')).mockResolvedValue({ orderNo: 'W4' });
    outcome.mockResolvedValue({ found: false });
    const { result } = setup(send);
    await act(() => result.current.submit({ amount: '100', paymentPassword: '246810' }));
    expect(result.current.state.phase).toBe('notCarriedOut');
    // Only the key is kept across a reload: never the amount or the password.
    expect(JSON.parse(pending()!)).toEqual({ withdraw: { key: send.mock.calls[0]![1], at: expect.any(Number) } });
    expect(pending()).not.toContain('246810');
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
});

import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError, memberKeys, useSession } from '@mc/shared-kernel';
import { newIdempotencyKey } from '@mc/shared-kernel/money';
import { getRainCurrent } from './api/get-rain-current';
import { postRainCatch } from './api/post-rain-catch';
import { getRainResult } from './api/get-rain-result';
import {
  catchesToSend,
  initialRainState,
  rainReducer,
  readyForResult,
  type RainAction,
  type RainState,
} from './rain-machine';

const REDUCE = '(prefers-reduced-motion: reduce)';
/** How often the phase is checked against the platform's clock. */
const TICK_MS = 250;
/** While waiting, the platform is asked again this often (a rain it adds or moves shows up). */
export const REFRESH_MS = 30_000;
/** A retried catch waits a moment: the connection that lost the answer may need it. */
const RETRY_DELAY_MS = 600;
/** A refusal or a catch's result stays on screen this long. */
export const NOTICE_MS = 1_600;

/** Lost answers: the platform may have credited the catch; the same id goes again. */
const LOST = new Set(['timeout', 'network', 'server', 'malformed']);

const prefersReducedMotion = (): boolean => globalThis.matchMedia?.(REDUCE).matches ?? false;

export interface RainController {
  state: RainState;
  /** Ms between the client's and the platform's clock (add to Date.now()). */
  offsetMs: number;
  tap(): void;
  retryCatch(catchId: string): void;
  retryResult(): void;
  reload(): void;
}

/** The page's effects around the pure machine: loading, the clock, catches and their retries, the result. */
export function useRainController(): RainController {
  const [state, dispatch] = useReducer(rainReducer, undefined, () =>
    initialRainState(prefersReducedMotion(), typeof document !== 'undefined' && document.hidden),
  );
  const client = useQueryClient();
  const token = useSession((s) => s.info?.token ?? null);
  const inFlight = useRef(new Set<string>());
  const { view } = state;

  // Load (and reload after a rain) the running or next rain and the platform's time.
  useEffect(() => {
    if (view.phase !== 'loading') return undefined;
    const controller = new AbortController();
    const sentAt = Date.now();
    getRainCurrent(controller.signal).then(
      // The answer was made somewhere between sending and receiving: take the middle.
      (current) => dispatch({ type: 'loaded', current, receivedAt: Math.round((sentAt + Date.now()) / 2) }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'loadFailed' });
      },
    );
    return () => controller.abort();
  }, [view.phase]);

  // A waiting page looks again now and then; a failed look keeps what it shows.
  const idle = view.phase === 'waiting' || view.phase === 'none';
  useEffect(() => {
    if (!idle) return undefined;
    const controller = new AbortController();
    const id = setInterval(() => {
      const sentAt = Date.now();
      getRainCurrent(controller.signal).then(
        (current) => dispatch({ type: 'refreshed', current, receivedAt: Math.round((sentAt + Date.now()) / 2) }),
        () => undefined,
      );
    }, REFRESH_MS);
    return () => {
      clearInterval(id);
      controller.abort();
    };
  }, [idle]);

  // The phase follows the platform's clock.
  const ticking = view.phase === 'waiting' || view.phase === 'running';
  useEffect(() => {
    if (!ticking) return undefined;
    const tick = () => dispatch({ type: 'tick', now: Date.now() });
    tick();
    const id = setInterval(tick, TICK_MS);
    return () => clearInterval(id);
  }, [ticking]);

  // Every catch without a request out gets one; a lost answer sends the same catch id again.
  const eventId = view.phase === 'running' || view.phase === 'ended' ? view.event.eventId : null;
  const toSend = catchesToSend(state);
  useEffect(() => {
    if (!eventId) return;
    for (const pending of toSend) {
      if (inFlight.current.has(pending.catchId)) continue;
      inFlight.current.add(pending.catchId);
      const send = () =>
        postRainCatch(eventId, pending.catchId).then(
          (caught) => {
            inFlight.current.delete(pending.catchId);
            client.setQueryData(memberKeys.balance(token), { sumBalance: caught.sumBalance });
            dispatch({
              type: 'catchSucceeded',
              result: { catchId: caught.catchId, amount: caught.amount, empty: caught.empty },
            });
          },
          (error: unknown) => {
            inFlight.current.delete(pending.catchId);
            if (isApiError(error) && error.kind === 'business')
              dispatch({ type: 'catchRefused', catchId: pending.catchId, code: error.code });
            else if (isApiError(error) && !LOST.has(error.kind))
              dispatch({ type: 'catchRefused', catchId: pending.catchId, code: error.code });
            else dispatch({ type: 'catchLost', catchId: pending.catchId });
          },
        );
      if (pending.status === 'retrying') setTimeout(() => void send(), RETRY_DELAY_MS);
      else void send();
    }
  }, [eventId, toSend, client, token]);

  // Once every catch has settled, the platform's own list of what it credited.
  const wantsResult = readyForResult(state);
  useEffect(() => {
    if (!wantsResult || !eventId) return undefined;
    const controller = new AbortController();
    getRainResult(eventId, controller.signal).then(
      (result) => {
        dispatch({
          type: 'resultLoaded',
          total: result.total,
          catches: result.catches.map(({ catchId, amount, empty }) => ({ catchId, amount, empty })),
        });
        void client.invalidateQueries({ queryKey: memberKeys.balance(token), exact: true });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'resultFailed' });
      },
    );
    return () => controller.abort();
  }, [wantsResult, eventId, client, token]);

  // A hidden tab pauses the rain; the system's motion setting switches the calm variant live.
  useEffect(() => {
    const onVisibility = () => dispatch({ type: 'visibility', hidden: document.hidden });
    document.addEventListener('visibilitychange', onVisibility);
    const media = globalThis.matchMedia?.(REDUCE);
    const onMotion = () => dispatch({ type: 'reducedMotion', reduced: media?.matches ?? false });
    media?.addEventListener('change', onMotion);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      media?.removeEventListener('change', onMotion);
    };
  }, []);

  // A result or a refusal shows briefly.
  const notice = view.phase === 'running' ? (view.notice ?? view.last) : null;
  useEffect(() => {
    if (!notice) return undefined;
    const id = setTimeout(() => dispatch({ type: 'dismissNotice' }), NOTICE_MS);
    return () => clearTimeout(id);
  }, [notice]);

  const act = useCallback((action: RainAction) => dispatch(action), []);
  return {
    state,
    offsetMs: state.offsetMs,
    tap: useCallback(() => act({ type: 'tap', catchId: newIdempotencyKey() }), [act]),
    retryCatch: useCallback((catchId: string) => act({ type: 'retryCatch', catchId }), [act]),
    retryResult: useCallback(() => act({ type: 'retryResult' }), [act]),
    reload: useCallback(() => act({ type: 'load' }), [act]),
  };
}

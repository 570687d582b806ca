/**
 * The red-envelope rain screen as a pure state machine: what is shown (waiting → running → ended, or an
 * error), the catches on their way and their outcomes. Effects (calls, timers, the animation) live in the
 * page; they read this state and report back with actions.
 *
 * Times: the platform's clock decides when a rain starts and ends, so every tick converts the client's
 * clock with `offsetMs` (server time − client time, measured when the rain was loaded).
 */

export interface RainEventInfo {
  eventId: string;
  startsAt: number;
  endsAt: number;
  /** Server HTML (shown through SafeHtml). */
  rules: string;
  prizePool: string;
  maxCatches: number;
  /** Catches this account already made in this rain (a reload mid-rain keeps counting). */
  caught: number;
}

export interface CurrentRain {
  serverTime: number;
  running: RainEventInfo | null;
  next: RainEventInfo | null;
}

export interface CatchResult {
  catchId: string;
  /** Decimal string, two places ("0.00" for an empty envelope). */
  amount: string;
  empty: boolean;
}

/**
 * A tap on its way. `sending`: a request is out; `retrying`: the answer was lost and the same catch id
 * goes again (the platform credits it once); `unknown`: retries used up — the person may try again.
 */
export interface PendingCatch {
  catchId: string;
  status: 'sending' | 'retrying' | 'unknown';
  attempts: number;
}

/** Why the platform refused a catch (shown briefly; the rain goes on unless it says it ended). */
export type CatchNotice = 'limit' | 'notRunning' | 'refused';

export type RainResult =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; total: string; catches: CatchResult[] };

export type RainView =
  | { phase: 'loading' }
  | { phase: 'loadError' }
  /** No rain running and none scheduled. */
  | { phase: 'none' }
  | { phase: 'waiting'; event: RainEventInfo }
  | {
      phase: 'running';
      event: RainEventInfo;
      catches: CatchResult[];
      pending: PendingCatch[];
      last: CatchResult | null;
      notice: CatchNotice | null;
    }
  | { phase: 'ended'; event: RainEventInfo; catches: CatchResult[]; pending: PendingCatch[]; result: RainResult };

export interface RainState {
  view: RainView;
  /** Server time − client time, in ms. */
  offsetMs: number;
  /** The tab is hidden: the rain is paused on screen (and no taps can happen). */
  hidden: boolean;
  /** prefers-reduced-motion: the calm grid instead of falling envelopes. */
  reducedMotion: boolean;
}

export type RainAction =
  | { type: 'load' }
  | { type: 'loaded'; current: CurrentRain; receivedAt: number }
  | { type: 'loadFailed' }
  /** A fresh look while waiting: a rain the platform added or moved replaces the one counted down to. */
  | { type: 'refreshed'; current: CurrentRain; receivedAt: number }
  | { type: 'tick'; now: number }
  | { type: 'tap'; catchId: string }
  | { type: 'catchSucceeded'; result: CatchResult }
  | { type: 'catchLost'; catchId: string }
  | { type: 'catchRefused'; catchId: string; code: string }
  | { type: 'retryCatch'; catchId: string }
  | { type: 'dismissNotice' }
  | { type: 'resultLoaded'; total: string; catches: CatchResult[] }
  | { type: 'resultFailed' }
  | { type: 'retryResult' }
  | { type: 'visibility'; hidden: boolean }
  | { type: 'reducedMotion'; reduced: boolean };

/** Lost answers are sent again automatically this many times before the person is asked. */
export const AUTO_RETRIES = 2;

export function initialRainState(reducedMotion = false, hidden = false): RainState {
  return { view: { phase: 'loading' }, offsetMs: 0, hidden, reducedMotion };
}

export const serverNow = (state: RainState, clientNow: number): number => clientNow + state.offsetMs;

/** Catches made or on their way: the platform allows at most `maxCatches`. */
export function catchesUsed(view: Extract<RainView, { phase: 'running' | 'ended' }>): number {
  return view.event.caught + view.catches.length + view.pending.length;
}

/** Whether a tap would count now: running, visible, under the cap. */
export function canTap(state: RainState): boolean {
  const { view } = state;
  return view.phase === 'running' && !state.hidden && catchesUsed(view) < view.event.maxCatches;
}

function fromCurrent(current: CurrentRain): RainView {
  if (current.running)
    return { phase: 'running', event: current.running, catches: [], pending: [], last: null, notice: null };
  if (current.next) return { phase: 'waiting', event: current.next };
  return { phase: 'none' };
}

const NOTICES: Record<string, CatchNotice> = { 'redrain.limit': 'limit', 'redrain.not.running': 'notRunning' };

function withoutPending(pending: readonly PendingCatch[], catchId: string): PendingCatch[] {
  return pending.filter((p) => p.catchId !== catchId);
}

export function rainReducer(state: RainState, action: RainAction): RainState {
  const { view } = state;
  switch (action.type) {
    case 'load':
      return { ...state, view: { phase: 'loading' } };
    case 'loaded':
      return { ...state, offsetMs: action.current.serverTime - action.receivedAt, view: fromCurrent(action.current) };
    case 'loadFailed':
      return { ...state, view: { phase: 'loadError' } };
    case 'refreshed':
      return view.phase === 'waiting' || view.phase === 'none'
        ? { ...state, offsetMs: action.current.serverTime - action.receivedAt, view: fromCurrent(action.current) }
        : state;
    case 'tick': {
      const now = serverNow(state, action.now);
      if (view.phase === 'waiting' && now >= view.event.startsAt) {
        return {
          ...state,
          view: { phase: 'running', event: view.event, catches: [], pending: [], last: null, notice: null },
        };
      }
      if (view.phase === 'running' && now >= view.event.endsAt) {
        return {
          ...state,
          view: {
            phase: 'ended',
            event: view.event,
            catches: view.catches,
            pending: view.pending,
            result: { status: 'loading' },
          },
        };
      }
      return state;
    }
    case 'tap':
      if (view.phase !== 'running' || !canTap(state) || view.pending.some((p) => p.catchId === action.catchId))
        return state;
      return {
        ...state,
        view: {
          ...view,
          pending: [...view.pending, { catchId: action.catchId, status: 'sending', attempts: 1 }],
          notice: null,
        },
      };
    case 'catchSucceeded': {
      if (view.phase !== 'running' && view.phase !== 'ended') return state;
      const known = view.catches.some((c) => c.catchId === action.result.catchId);
      const catches = known ? view.catches : [...view.catches, action.result];
      const pending = withoutPending(view.pending, action.result.catchId);
      return view.phase === 'running'
        ? { ...state, view: { ...view, catches, pending, last: action.result } }
        : { ...state, view: { ...view, catches, pending } };
    }
    case 'catchLost': {
      if (view.phase !== 'running' && view.phase !== 'ended') return state;
      const pending = view.pending.map((p): PendingCatch =>
        p.catchId !== action.catchId
          ? p
          : p.attempts <= AUTO_RETRIES
            ? { ...p, status: 'retrying', attempts: p.attempts + 1 }
            : { ...p, status: 'unknown' },
      );
      return { ...state, view: { ...view, pending } };
    }
    case 'retryCatch': {
      if (view.phase !== 'running' && view.phase !== 'ended') return state;
      const pending = view.pending.map((p): PendingCatch =>
        p.catchId === action.catchId && p.status === 'unknown'
          ? { ...p, status: 'retrying', attempts: p.attempts + 1 }
          : p,
      );
      return { ...state, view: { ...view, pending } };
    }
    case 'catchRefused': {
      if (view.phase !== 'running' && view.phase !== 'ended') return state;
      const pending = withoutPending(view.pending, action.catchId);
      return view.phase === 'running'
        ? { ...state, view: { ...view, pending, notice: NOTICES[action.code] ?? 'refused' } }
        : { ...state, view: { ...view, pending } };
    }
    case 'dismissNotice':
      return view.phase === 'running' ? { ...state, view: { ...view, notice: null, last: null } } : state;
    case 'resultLoaded':
      // The platform's list is the truth: it holds every catch that landed, lost answers included.
      return view.phase === 'ended'
        ? {
            ...state,
            view: {
              ...view,
              pending: [],
              catches: action.catches,
              result: { status: 'ready', total: action.total, catches: action.catches },
            },
          }
        : state;
    case 'resultFailed':
      return view.phase === 'ended' ? { ...state, view: { ...view, result: { status: 'error' } } } : state;
    case 'retryResult':
      return view.phase === 'ended' ? { ...state, view: { ...view, result: { status: 'loading' } } } : state;
    case 'visibility':
      return { ...state, hidden: action.hidden };
    case 'reducedMotion':
      return { ...state, reducedMotion: action.reduced };
  }
}

/** The result may be asked for once no catch is still on its way (a catch given up on is settled by the result). */
export function readyForResult(state: RainState): boolean {
  const { view } = state;
  return (
    view.phase === 'ended' && view.result.status === 'loading' && view.pending.every((p) => p.status === 'unknown')
  );
}

/** Catches that should have a request out now. */
export function catchesToSend(state: RainState): PendingCatch[] {
  const { view } = state;
  if (view.phase !== 'running' && view.phase !== 'ended') return [];
  return view.pending.filter((p) => p.status !== 'unknown');
}

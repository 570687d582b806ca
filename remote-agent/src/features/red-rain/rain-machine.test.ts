import {
  AUTO_RETRIES,
  canTap,
  catchesToSend,
  initialRainState,
  rainReducer,
  readyForResult,
  type CurrentRain,
  type RainAction,
  type RainEventInfo,
  type RainState,
} from './rain-machine';

const T0 = Date.UTC(2024, 5, 15, 13, 59);
const event: RainEventInfo = {
  eventId: 'RR20240615-1400',
  startsAt: T0 + 60_000,
  endsAt: T0 + 90_000,
  rules: '<p>Rules</p>',
  prizePool: '888.00',
  maxCatches: 3,
  caught: 0,
};
const waitingAnswer: CurrentRain = { serverTime: T0, running: null, next: event };

const run = (state: RainState, ...actions: RainAction[]): RainState => actions.reduce(rainReducer, state);
/** The client clock runs 5 minutes slow: the offset must fix it. */
const SLOW = 5 * 60_000;
const client = (serverTime: number) => serverTime - SLOW;
const loaded = (answer: CurrentRain = waitingAnswer) =>
  run(initialRainState(), { type: 'loaded', current: answer, receivedAt: client(answer.serverTime) });
const running = () => run(loaded(), { type: 'tick', now: client(event.startsAt) });
const phase = (state: RainState) => state.view.phase;

describe('rain machine: phases', () => {
  it('starts loading; a failed load is an error state a reload leaves', () => {
    const failed = run(initialRainState(), { type: 'loadFailed' });
    expect(phase(failed)).toBe('loadError');
    expect(phase(run(failed, { type: 'load' }))).toBe('loading');
  });

  it('waits for the next rain, keeps the server offset, and starts it on the platform clock, not the client clock', () => {
    const state = loaded();
    expect(state.view).toEqual({ phase: 'waiting', event });
    expect(state.offsetMs).toBe(SLOW);
    // By the client clock the start has passed long ago, by the server clock not yet.
    expect(phase(run(state, { type: 'tick', now: event.startsAt - 1 - SLOW }))).toBe('waiting');
    expect(phase(run(state, { type: 'tick', now: event.startsAt }))).toBe('running');
  });

  it('goes waiting → running → ended and loads the result once no catch is on its way', () => {
    const start = running();
    expect(start.view).toMatchObject({ phase: 'running', catches: [], pending: [] });
    const ended = run(start, { type: 'tick', now: client(event.endsAt) });
    expect(ended.view).toMatchObject({ phase: 'ended', result: { status: 'loading' } });
    expect(readyForResult(ended)).toBe(true);
    const done = run(ended, {
      type: 'resultLoaded',
      total: '1.28',
      catches: [{ catchId: 'a', amount: '1.28', empty: false }],
    });
    expect(done.view).toMatchObject({ phase: 'ended', result: { status: 'ready', total: '1.28' } });
    expect(readyForResult(done)).toBe(false);
  });

  it('opens straight on a running rain, counting catches made before a reload', () => {
    const state = loaded({ serverTime: event.startsAt + 5_000, running: { ...event, caught: 2 }, next: null });
    expect(phase(state)).toBe('running');
    expect(canTap(state)).toBe(true);
    const full = run(state, { type: 'tap', catchId: 'c1' });
    expect(canTap(full)).toBe(false);
    expect(run(full, { type: 'tap', catchId: 'c2' })).toBe(full);
  });

  it('says so when no rain is running or scheduled', () => {
    expect(phase(loaded({ serverTime: T0, running: null, next: null }))).toBe('none');
  });

  it('result failure shows an error with retry', () => {
    const ended = run(running(), { type: 'tick', now: client(event.endsAt) }, { type: 'resultFailed' });
    expect(ended.view).toMatchObject({ result: { status: 'error' } });
    expect(readyForResult(ended)).toBe(false);
    expect(readyForResult(run(ended, { type: 'retryResult' }))).toBe(true);
  });
});

describe('rain machine: hidden tab and reduced motion', () => {
  it('pauses while hidden (no taps count) and resumes when visible', () => {
    const hidden = run(running(), { type: 'visibility', hidden: true });
    expect(hidden.hidden).toBe(true);
    expect(canTap(hidden)).toBe(false);
    expect(run(hidden, { type: 'tap', catchId: 'x' })).toBe(hidden);
    const shown = run(hidden, { type: 'visibility', hidden: false });
    expect(canTap(shown)).toBe(true);
    expect(phase(shown)).toBe('running');
  });

  it('the rain still ends while hidden (the platform clock goes on)', () => {
    const hidden = run(running(), { type: 'visibility', hidden: true }, { type: 'tick', now: client(event.endsAt) });
    expect(phase(hidden)).toBe('ended');
  });

  it('follows the reduced-motion setting without leaving the phase', () => {
    const calm = run(running(), { type: 'reducedMotion', reduced: true });
    expect(calm.reducedMotion).toBe(true);
    expect(phase(calm)).toBe('running');
    expect(initialRainState(true).reducedMotion).toBe(true);
  });
});

describe('rain machine: catches', () => {
  it('a tap becomes a pending catch; its answer moves it to the catches and shows it', () => {
    const tapped = run(running(), { type: 'tap', catchId: 'c1' });
    expect(catchesToSend(tapped)).toEqual([{ catchId: 'c1', status: 'sending', attempts: 1 }]);
    const done = run(tapped, { type: 'catchSucceeded', result: { catchId: 'c1', amount: '0.58', empty: false } });
    expect(done.view).toMatchObject({
      pending: [],
      catches: [{ catchId: 'c1', amount: '0.58' }],
      last: { amount: '0.58' },
    });
    expect(phase(run(done, { type: 'dismissNotice' }))).toBe('running');
    expect(run(done, { type: 'dismissNotice' }).view).toMatchObject({ last: null });
  });

  it('a replayed answer for the same catch id is not counted twice', () => {
    const result = { catchId: 'c1', amount: '0.58', empty: false };
    const twice = run(
      running(),
      { type: 'tap', catchId: 'c1' },
      { type: 'catchSucceeded', result },
      { type: 'catchSucceeded', result },
    );
    expect(twice.view).toMatchObject({ catches: [result] });
  });

  it('a lost answer retries the same catch id, then asks; a retry by hand sends it again', () => {
    let state = run(running(), { type: 'tap', catchId: 'c1' });
    for (let i = 0; i < AUTO_RETRIES; i += 1) {
      state = run(state, { type: 'catchLost', catchId: 'c1' });
      expect(catchesToSend(state)).toEqual([{ catchId: 'c1', status: 'retrying', attempts: i + 2 }]);
    }
    state = run(state, { type: 'catchLost', catchId: 'c1' });
    expect(catchesToSend(state)).toEqual([]);
    expect(state.view).toMatchObject({ pending: [{ catchId: 'c1', status: 'unknown' }] });
    // Not confirmed still counts towards the cap: the platform may have credited it.
    expect(canTap(run(state, { type: 'tap', catchId: 'c2' }, { type: 'tap', catchId: 'c3' }))).toBe(false);
    state = run(state, { type: 'retryCatch', catchId: 'c1' });
    expect(catchesToSend(state)).toEqual([{ catchId: 'c1', status: 'retrying', attempts: AUTO_RETRIES + 2 }]);
    state = run(state, { type: 'catchSucceeded', result: { catchId: 'c1', amount: '0.00', empty: true } });
    expect(state.view).toMatchObject({ pending: [], catches: [{ catchId: 'c1', empty: true }] });
  });

  it('a refusal drops the catch and shows why: the cap, not running, anything else', () => {
    const tapped = run(running(), { type: 'tap', catchId: 'c1' });
    expect(run(tapped, { type: 'catchRefused', catchId: 'c1', code: 'redrain.limit' }).view).toMatchObject({
      pending: [],
      notice: 'limit',
    });
    expect(run(tapped, { type: 'catchRefused', catchId: 'c1', code: 'redrain.not.running' }).view).toMatchObject({
      notice: 'notRunning',
    });
    expect(run(tapped, { type: 'catchRefused', catchId: 'c1', code: 'system.maintenance' }).view).toMatchObject({
      notice: 'refused',
    });
  });

  it('a catch still on its way at the end holds the result back until it settles', () => {
    const ended = run(running(), { type: 'tap', catchId: 'c1' }, { type: 'tick', now: client(event.endsAt) });
    expect(readyForResult(ended)).toBe(false);
    expect(catchesToSend(ended)).toHaveLength(1);
    const settled = run(ended, { type: 'catchSucceeded', result: { catchId: 'c1', amount: '1.88', empty: false } });
    expect(readyForResult(settled)).toBe(true);
    expect(settled.view).toMatchObject({ catches: [{ catchId: 'c1' }] });
  });

  it('ignores taps and answers outside a rain', () => {
    const waiting = loaded();
    expect(run(waiting, { type: 'tap', catchId: 'c1' })).toBe(waiting);
    expect(run(waiting, { type: 'catchSucceeded', result: { catchId: 'c1', amount: '1.00', empty: false } })).toBe(
      waiting,
    );
    expect(run(waiting, { type: 'catchLost', catchId: 'c1' })).toBe(waiting);
  });
});

describe('rain machine: a fresh look while waiting', () => {
  it('takes a rain the platform added, only while waiting or with nothing scheduled', () => {
    const sooner = { ...event, eventId: 'RRA1', startsAt: T0 + 10_000, endsAt: T0 + 40_000 };
    const answer: CurrentRain = { serverTime: T0 + 1_000, running: null, next: sooner };
    expect(run(loaded(), { type: 'refreshed', current: answer, receivedAt: client(T0 + 1_000) }).view).toEqual({
      phase: 'waiting',
      event: sooner,
    });
    const none = loaded({ serverTime: T0, running: null, next: null });
    expect(run(none, { type: 'refreshed', current: answer, receivedAt: 0 }).view).toEqual({
      phase: 'waiting',
      event: sooner,
    });
    const raining = running();
    expect(run(raining, { type: 'refreshed', current: answer, receivedAt: 0 })).toBe(raining);
  });
});

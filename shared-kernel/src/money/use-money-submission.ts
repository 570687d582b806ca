import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError, readJson, safeStorage, SessionKeys, toApiError, useSession } from '@mc/shared-kernel';
import { getRequestOutcome, newIdempotencyKey, notFoundFinalAt } from './idempotency';

/**
 * Where a money-moving submission stands. `unknown` is "not confirmed yet": the answer was lost (timeout,
 * network, a 5xx, a reload; `error` when there was one) or the platform has no record of the key while the
 * request may still be on its way, so the money may or may not move. Meanwhile the hook keeps asking by
 * itself (`lookingAgain`) until the outcome is known or "not found" has become final; `notCarriedOut` is
 * that final answer, so trying again (with the same key) is safe.
 */
export type MoneyState<R> =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'checking' }
  | { phase: 'unknown'; error: ApiError | null; lookingAgain: boolean }
  | { phase: 'notCarriedOut' }
  | { phase: 'failed'; error: ApiError }
  | { phase: 'done'; result: R };

export interface MoneySubmission<P, R> {
  state: MoneyState<R>;
  /** Sends once: a second call while one is on its way does nothing; the key stays until the outcome is known. */
  submit(payload: P): Promise<void>;
  /** Asks the platform what became of the pending key. */
  check(): Promise<void>;
  /** Back to the form after a definite outcome. */
  reset(): void;
}

interface Options<P, R> {
  /** Names the form (`deposit`, `withdraw`, `transfer`…): one pending submission of each survives a reload. */
  kind: string;
  /** The call itself, sent with the submission's key. */
  send(payload: P, idempotencyKey: string): Promise<R>;
  /** Reads the value of the first answer when a lost one is looked up. */
  schema: v.GenericSchema<unknown, R>;
  /** After money moved (balances, reports to refresh). */
  onDone?(result: R): void;
}

/** A lost answer: the platform may have acted. A refusal (business, session, maintenance) is definite. */
const LOST: ReadonlySet<ApiError['kind']> = new Set(['timeout', 'network', 'server', 'malformed']);

/** A lookup that failed like this is asked again; without a session, or refused outright, it would only fail again. */
const ASK_AGAIN_AFTER: ReadonlySet<ApiError['kind']> = new Set([
  'timeout',
  'network',
  'server',
  'malformed',
  'maintenance',
]);

/** Waits between lookups while the outcome is not known: 1, 2, 4, then every 8 s (never past the final time). */
export const LOOK_AGAIN_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

/** A submission whose outcome is not known: its key, and when it was sent (the client's clock). */
interface Pending {
  key: string;
  at: number;
}
/** As stored: with the user name of the member who sent it. */
type PendingMap = Record<string, (Partial<Pending> & { user?: unknown }) | undefined>;

/**
 * The pending key of each kind lives in session storage with its send time and its owner's user name
 * (never amounts, passwords or the token), so a reload right after submitting checks that submission
 * instead of starting a second one. A lost session keeps it (the kernel's session store), so the same
 * member logging in again is shown "not confirmed yet" and the lookup; another member never sees it.
 */
const pendingStore = {
  read(kind: string, user: string): Pending | null {
    if (!user) return null;
    const entry = readJson<PendingMap>(safeStorage('session'), SessionKeys.pendingMoney)?.[kind];
    if (typeof entry?.key !== 'string' || entry.key === '' || entry.user !== user) return null;
    // A send time that is missing or ahead of the clock counts as now: "not found" is final only later.
    const now = Date.now();
    const at = typeof entry.at === 'number' && Number.isFinite(entry.at) ? Math.min(entry.at, now) : now;
    return { key: entry.key, at };
  },
  /** Writes (or, with null, forgets) the member's pending submission of this kind. */
  write(kind: string, user: string, pending: Pending | null): void {
    const storage = safeStorage('session');
    const all = readJson<PendingMap>(storage, SessionKeys.pendingMoney) ?? {};
    // Only the three named fields, whatever else the caller's object holds. Without a member nothing is
    // kept: no one could be shown it again.
    if (pending && user) all[kind] = { key: pending.key, at: pending.at, user };
    else if (!pending && all[kind]?.user === user) delete all[kind];
    else if (!pending) return;
    try {
      if (Object.keys(all).length > 0) storage?.setItem(SessionKeys.pendingMoney, JSON.stringify(all));
      else storage?.removeItem(SessionKeys.pendingMoney);
    } catch {
      // Without storage a reload cannot resume the check; the platform still acts once per key.
    }
  },
};

export function useMoneySubmission<P, R>({ kind, send, schema, onDone }: Options<P, R>): MoneySubmission<P, R> {
  const user = useSession((s) => s.info?.userName ?? '');
  const userRef = useRef(user);
  const pendingRef = useRef<Pending | null>(null);
  /** Whose `pendingRef` is. */
  const pendingOwner = useRef(user);
  const busy = useRef(false);
  /** Why the answer of this page's own send was lost (a reload forgets it). */
  const lostError = useRef<ApiError | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lookups = useRef(0);
  // Bumped when the screen goes: a lookup answered after that changes nothing (the key stays for the next visit).
  const generation = useRef(0);
  const [state, setState] = useState<MoneyState<R>>(() =>
    pendingStore.read(kind, user) ? { phase: 'checking' } : { phase: 'idle' },
  );
  const latest = useRef({ send, schema, onDone });
  useLayoutEffect(() => {
    latest.current = { send, schema, onDone };
  });

  const stopLooking = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const settle = useCallback(
    (next: MoneyState<R>) => {
      if (next.phase === 'done' || next.phase === 'failed') {
        pendingRef.current = null;
        lostError.current = null;
        pendingStore.write(kind, pendingOwner.current, null);
      }
      if (next.phase === 'done') latest.current.onDone?.(next.result);
      setState(next);
    },
    [kind],
  );

  /** One lookup; while the outcome is not known it schedules the next (`shown`: with the checking state). */
  const lookUp = useCallback(
    (shown: boolean): Promise<void> => {
      async function ask(showChecking: boolean): Promise<void> {
        const pending = pendingRef.current;
        if (!pending || busy.current) return;
        stopLooking();
        busy.current = true;
        const run = generation.current;
        if (showChecking) setState({ phase: 'checking' });
        const finalAt = notFoundFinalAt(pending.at);
        let next: MoneyState<R> | null = null;
        try {
          const outcome = await getRequestOutcome(pending.key);
          if (run !== generation.current) return;
          if (outcome.found && outcome.code)
            settle({
              phase: 'failed',
              error: new ApiError('business', { code: outcome.code, value: outcome.value, status: outcome.status }),
            });
          else if (outcome.found) settle({ phase: 'done', result: v.parse(latest.current.schema, outcome.value) });
          // Nothing under the key yet: final only once the request can no longer arrive and begin.
          else if (Date.now() >= finalAt) next = { phase: 'notCarriedOut' };
          else next = { phase: 'unknown', error: lostError.current, lookingAgain: true };
        } catch (caught) {
          if (run !== generation.current) return;
          const error = toApiError(caught);
          next = { phase: 'unknown', error, lookingAgain: ASK_AGAIN_AFTER.has(error.kind) && Date.now() < finalAt };
        } finally {
          if (run === generation.current) busy.current = false;
        }
        if (!next) return;
        setState(next);
        if (next.phase === 'unknown' && next.lookingAgain) {
          const wait = LOOK_AGAIN_MS[Math.min(lookups.current, LOOK_AGAIN_MS.length - 1)]!;
          lookups.current += 1;
          // The last lookup falls at the final time, so the answer is shown as soon as it is known.
          timer.current = setTimeout(() => void ask(false), Math.max(0, Math.min(wait, finalAt - Date.now())));
        }
      }
      return ask(shown);
    },
    [settle, stopLooking],
  );

  const check = useCallback(() => {
    lookups.current = 0;
    return lookUp(true);
  }, [lookUp]);

  const submit = useCallback(
    async (payload: P) => {
      if (busy.current) return;
      busy.current = true;
      stopLooking();
      // A submission not confirmed yet keeps its key: the platform carries out one request per key.
      const pending: Pending = { key: pendingRef.current?.key ?? newIdempotencyKey(), at: Date.now() };
      pendingRef.current = pending;
      pendingOwner.current = userRef.current;
      lostError.current = null;
      pendingStore.write(kind, userRef.current, pending);
      setState({ phase: 'sending' });
      let lost = false;
      try {
        settle({ phase: 'done', result: await latest.current.send(payload, pending.key) });
      } catch (caught) {
        const error = toApiError(caught);
        // A different body under this key means an earlier request with it did go through: look it up.
        lost = LOST.has(error.kind) || error.code === 'idempotency.mismatch';
        if (lost) lostError.current = error;
        else settle({ phase: 'failed', error });
      } finally {
        busy.current = false;
      }
      if (lost) await check();
    },
    [kind, settle, check, stopLooking],
  );

  // A submission left pending by a reload (or by a lost session, for the member who logs in again) is
  // looked up first; leaving the screen, or the member changing, stops the lookups.
  useEffect(() => {
    userRef.current = user;
    const mine = pendingStore.read(kind, user);
    if (!user) {
      // The session ended while the screen shows: the record stays stored for its member.
    } else if (mine) {
      pendingRef.current = mine;
      pendingOwner.current = user;
      void check();
    } else if (pendingOwner.current !== user) {
      // Another member on this screen: what the last one sent is not theirs to see.
      pendingRef.current = null;
      pendingOwner.current = user;
      lostError.current = null;
      setState({ phase: 'idle' });
    }
    return () => {
      generation.current += 1;
      busy.current = false;
      stopLooking();
    };
  }, [kind, user, check, stopLooking]);

  const reset = useCallback(() => {
    if (pendingRef.current) return;
    setState({ phase: 'idle' });
  }, []);

  return { state, submit, check, reset };
}

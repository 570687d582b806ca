import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError, readJson, safeStorage, SessionKeys, toApiError } from '@mc/shared-kernel';
import { getRequestOutcome, newIdempotencyKey } from './idempotency';

/**
 * Where a money-moving submission stands. `unknown` is a lost answer (timeout, network, a 5xx): the money
 * may or may not have moved, so the screen checks before it offers to try again; `notCarriedOut` is the
 * platform saying it never saw the request, so trying again (with the same key) is safe.
 */
export type MoneyState<R> =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'checking' }
  | { phase: 'unknown'; error: ApiError }
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

type PendingMap = Record<string, { key: string; at: number }>;

/**
 * The pending key of each kind lives in session storage (the key only: never amounts or passwords), so a
 * reload right after submitting checks that submission instead of starting a second one.
 */
const pendingStore = {
  read(kind: string): string | null {
    return readJson<PendingMap>(safeStorage('session'), SessionKeys.pendingMoney)?.[kind]?.key ?? null;
  },
  write(kind: string, key: string | null): void {
    const storage = safeStorage('session');
    const all = readJson<PendingMap>(storage, SessionKeys.pendingMoney) ?? {};
    if (key) all[kind] = { key, at: Date.now() };
    else delete all[kind];
    try {
      if (Object.keys(all).length > 0) storage?.setItem(SessionKeys.pendingMoney, JSON.stringify(all));
      else storage?.removeItem(SessionKeys.pendingMoney);
    } catch {
      // Without storage a reload cannot resume the check; the platform still refuses a second key's twin only by key.
    }
  },
};

export function useMoneySubmission<P, R>({ kind, send, schema, onDone }: Options<P, R>): MoneySubmission<P, R> {
  const keyRef = useRef<string | null>(null);
  const busy = useRef(false);
  const [state, setState] = useState<MoneyState<R>>(() => (pendingStore.read(kind) ? { phase: 'checking' } : { phase: 'idle' }));
  const latest = useRef({ send, schema, onDone });
  useLayoutEffect(() => {
    latest.current = { send, schema, onDone };
  });

  const settle = useCallback(
    (next: MoneyState<R>) => {
      if (next.phase === 'done' || next.phase === 'failed') {
        keyRef.current = null;
        pendingStore.write(kind, null);
      }
      if (next.phase === 'done') latest.current.onDone?.(next.result);
      setState(next);
    },
    [kind],
  );

  const check = useCallback(async () => {
    const key = keyRef.current;
    if (!key || busy.current) return;
    busy.current = true;
    setState({ phase: 'checking' });
    try {
      const outcome = await getRequestOutcome(key);
      if (!outcome.found) setState({ phase: 'notCarriedOut' });
      else if (outcome.code) settle({ phase: 'failed', error: new ApiError('business', { code: outcome.code, value: outcome.value, status: outcome.status }) });
      else settle({ phase: 'done', result: v.parse(latest.current.schema, outcome.value) });
    } catch (error) {
      setState({ phase: 'unknown', error: toApiError(error) });
    } finally {
      busy.current = false;
    }
  }, [settle]);

  const submit = useCallback(
    async (payload: P) => {
      if (busy.current) return;
      busy.current = true;
      const key = keyRef.current ?? newIdempotencyKey();
      keyRef.current = key;
      pendingStore.write(kind, key);
      setState({ phase: 'sending' });
      let lost = false;
      try {
        settle({ phase: 'done', result: await latest.current.send(payload, key) });
      } catch (caught) {
        const error = toApiError(caught);
        // A different body under this key means an earlier request with it did go through: look it up.
        lost = LOST.has(error.kind) || error.code === 'idempotency.mismatch';
        if (lost) setState({ phase: 'unknown', error });
        else settle({ phase: 'failed', error });
      } finally {
        busy.current = false;
      }
      if (lost) await check();
    },
    [kind, settle, check],
  );

  // A submission left pending by a reload is looked up first.
  useEffect(() => {
    keyRef.current = pendingStore.read(kind);
    if (keyRef.current) void check();
  }, [kind, check]);

  const reset = useCallback(() => {
    if (keyRef.current) return;
    setState({ phase: 'idle' });
  }, []);

  return { state, submit, check, reset };
}

import { createHash } from 'node:crypto';
import type { Ctx } from './context';
import { fail, jsonResponse } from './envelope';
import { invalid, SimError } from './errors';
import { accountKey, type Account, type IdempotencyRecord, type IdempotentAnswer, type CoreState } from './state';

/**
 * Exactly once for money-moving calls (docs/api-contract.md "Exactly once"): per account and
 * `Idempotency-Key`, the first answer is kept with a hash of the request; the same request again gets
 * that answer back (`Idempotent-Replay: true`) without running again, another request under the same key
 * gets 409. A request arriving while the first is still running waits for it instead of acting twice.
 * One that waited too long before it could begin (START_DEADLINE_MS) is refused without being recorded.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAY_HEADER = 'Idempotent-Replay';
const KEY = /^[A-Za-z0-9_-]{16,64}$/;
/** How long a key is remembered; after that it counts as never seen. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A money-moving request not begun within this time of its arrival is never carried out (HTTP 504
 * `request.timeout`, nothing recorded), so a client knows when "not found" for its key is final.
 */
export const START_DEADLINE_MS = 30_000;

export const isIdempotencyKey = (key: string): boolean => KEY.test(key);

/** The request's key; missing or malformed → request.invalid. */
export function idempotencyKey(ctx: Ctx): string {
  const key = ctx.request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null || !isIdempotencyKey(key))
    throw invalid(`${IDEMPOTENCY_HEADER} must be 16-64 characters of A-Z a-z 0-9 _ -`);
  return key;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const recordId = (account: Account, key: string): string => `${accountKey(account.username)}:${key}`;

function dropExpired(state: CoreState, now: number): void {
  for (const [id, record] of state.idempotency)
    if (record.answer && now - record.createdAt > IDEMPOTENCY_TTL_MS) state.idempotency.delete(id);
}

function replay(answer: IdempotentAnswer): Response {
  return jsonResponse(answer.status, answer.body, { [REPLAY_HEADER.toLowerCase()]: 'true' });
}

async function runToResponse(run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SimError)
      return fail(error.code, { status: error.status, value: error.value, message: error.message });
    throw error;
  }
}

/**
 * Runs `run` once per (account, key): `body` is the request's canonical body (see canonicalJson); the method
 * and path are part of what must match. Business failures are remembered like successes; a 5xx or an
 * unexpected error is not (the key may be sent again).
 */
export async function exactlyOnce(
  ctx: Ctx,
  account: Account,
  body: string,
  run: () => Response | Promise<Response>,
): Promise<Response> {
  const key = idempotencyKey(ctx);
  if (performance.now() - ctx.receivedAt > START_DEADLINE_MS) throw new SimError('request.timeout', { status: 504 });
  const { state } = ctx;
  const now = ctx.sim.now();
  dropExpired(state, now);
  const id = recordId(account, key);
  const fingerprint = createHash('sha256').update(`${ctx.method} ${ctx.path}\n${body}`).digest('base64');

  const existing = state.idempotency.get(id);
  if (existing) {
    if (existing.fingerprint !== fingerprint) throw new SimError('idempotency.mismatch', { status: 409 });
    const answer = existing.answer ?? (await existing.pending);
    // The first one failed unexpectedly and was forgotten: this one goes ahead in its place.
    return answer ? replay(answer) : exactlyOnce(ctx, account, body, run);
  }

  let settle: (answer: IdempotentAnswer | null) => void = () => undefined;
  const record: IdempotencyRecord = {
    fingerprint,
    createdAt: now,
    answer: null,
    pending: new Promise((resolve) => (settle = resolve)),
  };
  state.idempotency.set(id, record);
  try {
    const response = await runToResponse(run);
    if (response.status >= 500) {
      state.idempotency.delete(id);
      settle(null);
      return response;
    }
    const answer: IdempotentAnswer = {
      status: response.status,
      body: (await response.json()) as IdempotentAnswer['body'],
    };
    record.answer = answer;
    settle(answer);
    return jsonResponse(answer.status, answer.body);
  } catch (error) {
    state.idempotency.delete(id);
    settle(null);
    throw error;
  }
}

/** What became of a key: `{ found: false }`, or the first answer's status, value and error code. */
export async function lookUp(ctx: Ctx, account: Account, key: string): Promise<Record<string, unknown>> {
  if (!isIdempotencyKey(key)) throw invalid('not an idempotency key');
  dropExpired(ctx.state, ctx.sim.now());
  const record = ctx.state.idempotency.get(recordId(account, key));
  const answer = record ? (record.answer ?? (await record.pending)) : null;
  if (!answer) return { found: false };
  return {
    found: true,
    status: answer.status,
    value: answer.body.value,
    code: answer.body.success ? null : answer.body.code,
  };
}

import { failure, jsonResponse } from './envelope';
import { invalid } from './errors';
import type { Fault, CoreState } from './state';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
const MAX_DELAY_MS = 120_000;
/** How long a lost answer keeps the caller waiting when it does not give up first. */
export const LOSE_MS = 120_000;

/** Validates the body of POST /__sim/faults. */
export function parseFault(body: Record<string, unknown>, id: number): Fault {
  const { path, method, status, code, delayMs, malformed, lose, times } = body;
  if (typeof path !== 'string' || !path.startsWith('/')) throw invalid('path must start with /');
  if (method !== undefined && (typeof method !== 'string' || !METHODS.has(method.toUpperCase())))
    throw invalid('method is not an HTTP method');
  if (status !== undefined && (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599))
    throw invalid('status must be an integer 200..599');
  if (code !== undefined && (typeof code !== 'string' || code === '')) throw invalid('code must be a non-empty string');
  if (code !== undefined && status === undefined) throw invalid('code needs a status');
  if (
    delayMs !== undefined &&
    (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0 || delayMs > MAX_DELAY_MS)
  )
    throw invalid(`delayMs must be an integer 0..${MAX_DELAY_MS}`);
  if (malformed !== undefined && typeof malformed !== 'boolean') throw invalid('malformed must be a boolean');
  if (lose !== undefined && typeof lose !== 'boolean') throw invalid('lose must be a boolean');
  if (lose && (status !== undefined || malformed))
    throw invalid('lose runs the real handler: no status or malformed with it');
  if (times !== undefined && (typeof times !== 'number' || !Number.isInteger(times) || times < 1))
    throw invalid('times must be a positive integer');
  if (status === undefined && !delayMs && !malformed && !lose)
    throw invalid('a fault needs status, delayMs, malformed or lose');
  if (status !== undefined && malformed) throw invalid('status and malformed exclude each other');
  return {
    id,
    path,
    method: typeof method === 'string' ? method.toUpperCase() : null,
    status: status ?? null,
    code: code ?? null,
    delayMs: delayMs ?? 0,
    malformed: malformed ?? false,
    lose: lose ?? false,
    remaining: times ?? null,
  };
}

/** The fault for this request (the most recently added match), counted against its `times`. */
export function takeFault(state: CoreState, method: string, path: string): Fault | null {
  for (let i = state.faults.length - 1; i >= 0; i -= 1) {
    const fault = state.faults[i] as Fault;
    if (!path.startsWith(fault.path)) continue;
    if (fault.method !== null && fault.method !== method) continue;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) state.faults.splice(i, 1);
    }
    return fault;
  }
  return null;
}

/** Waits `ms`, or rejects with the signal's reason when the caller aborts (ky's timeout). */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The real answer was made (the handler ran) and is lost on the way: nothing comes until the caller gives
 * up (the wait rejects with the abort reason, like fetch), or a gateway timeout after LOSE_MS.
 */
export async function loseAnswer(signal?: AbortSignal | null): Promise<Response> {
  await sleep(LOSE_MS, signal);
  return new Response('Injected fault: the answer was lost', {
    status: 504,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** After the delay: the injected answer, or null to carry on with the real one. */
export function faultResponse(fault: Fault): Response | null {
  if (fault.malformed) {
    return new Response('{"success":true,"code":"0","value":{', {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  if (fault.status === null) return null;
  if (fault.code !== null) return jsonResponse(fault.status, failure(fault.code));
  return new Response(`Injected fault: HTTP ${fault.status}`, {
    status: fault.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

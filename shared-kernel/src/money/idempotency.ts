import * as v from 'valibot';
import { api, getRuntimeConfig } from '@mc/shared-kernel';

/** One key per submission of a money-moving form (a UUID; 16–64 of [A-Za-z0-9_-] for the platform). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const Outcome = v.union([
  v.object({ found: v.literal(false) }),
  v.object({ found: v.literal(true), status: v.number(), code: v.nullable(v.string()), value: v.unknown() }),
]);
export type RequestOutcome = v.InferOutput<typeof Outcome>;

/**
 * What became of a money call whose answer was lost. `found: false` means the platform has not carried it
 * out so far; it is final only from `notFoundFinalAt` on (before that the request may still be on its way).
 */
export function getRequestOutcome(key: string): Promise<RequestOutcome> {
  return api.get(`/wps/requests/${encodeURIComponent(key)}`, { schema: Outcome });
}

/** The platform begins a money-moving request within this time of its arrival, or never (docs/api-contract.md). */
export const PLATFORM_START_DEADLINE_MS = 30_000;

/**
 * From when a "not found" for a request sent at `sentAt` is final: the request reached the platform before
 * the client gave up on it (its timeout; a reload gives up sooner), and began within the platform's deadline.
 */
export function notFoundFinalAt(sentAt: number): number {
  return sentAt + getRuntimeConfig().timeoutMs + PLATFORM_START_DEADLINE_MS;
}

import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { Amount } from './rain-schemas';

export const Caught = v.object({
  eventId: v.string(),
  catchId: v.string(),
  amount: Amount,
  empty: v.boolean(),
  caught: v.pipe(v.number(), v.integer(), v.minValue(1)),
  maxCatches: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: Amount,
  sumBalance: Amount,
});
export type Caught = v.InferOutput<typeof Caught>;

/** A lost answer is cut short: the catch is sent again (same id) while the rain still falls. */
export const CATCH_TIMEOUT_MS = 5_000;

/**
 * Opens one envelope. The catch id is also the call's idempotency key, so sending the same tap again after
 * a lost answer replays the first answer and credits nothing twice.
 */
export function postRainCatch(eventId: string, catchId: string): Promise<Caught> {
  return api.post('/wps/redrain/catch', {
    json: { eventId, catchId },
    idempotencyKey: catchId,
    schema: Caught,
    timeoutMs: CATCH_TIMEOUT_MS,
  });
}

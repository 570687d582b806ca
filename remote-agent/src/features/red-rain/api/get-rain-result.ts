import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { Amount, Millis } from './rain-schemas';

export const RainResult = v.object({
  eventId: v.string(),
  ended: v.boolean(),
  total: Amount,
  catches: v.array(v.object({ catchId: v.string(), amount: Amount, empty: v.boolean(), caughtAt: Millis })),
});
export type RainResultValue = v.InferOutput<typeof RainResult>;

/** This account's catches in one rain and their total, as the platform credited them. */
export function getRainResult(eventId: string, signal?: AbortSignal): Promise<RainResultValue> {
  return api.get('/wps/redrain/result', { query: { eventId }, schema: RainResult, signal });
}

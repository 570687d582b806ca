import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import type { CurrentRain } from '../rain-machine';
import { Amount, Millis } from './rain-schemas';

const RainEvent = v.object({
  eventId: v.pipe(v.string(), v.minLength(1)),
  startsAt: Millis,
  endsAt: Millis,
  rules: v.string(),
  prizePool: Amount,
  maxCatches: v.pipe(v.number(), v.integer(), v.minValue(1)),
  caught: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const Current = v.object({ serverTime: Millis, running: v.nullable(RainEvent), next: v.nullable(RainEvent) });

/** The rain falling now (or null) and the next one, with the platform's clock. */
export function getRainCurrent(signal?: AbortSignal): Promise<CurrentRain> {
  return api.get('/wps/redrain/current', { schema: Current, signal });
}

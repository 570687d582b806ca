import type { Cents } from '../../core/money';

/**
 * When red-envelope rains fall: four a day at fixed UTC times, 30 seconds each, plus any an admin call
 * starts (tests and demos). A scheduled rain's id names its slot (`RR20240615-1400`), so the same
 * moment always has the same rain and nothing about the schedule needs storing.
 */

export interface RainEvent {
  eventId: string;
  startsAt: number;
  endsAt: number;
  /** The whole rain's prize pool (every account's catches together). */
  pool: Cents;
  /** Catches one account may make in this rain. */
  maxCatches: number;
}

/** Minutes after midnight UTC of each day's rains. */
export const DAILY_SLOTS: readonly number[] = [2 * 60, 8 * 60, 14 * 60, 20 * 60];
export const DEFAULT_DURATION_S = 30;
export const DEFAULT_POOL: Cents = 88_800;
export const DEFAULT_MAX_CATCHES = 10;
/** A tap sent in the rain's last moment may arrive a little late; the platform still takes it. */
export const CATCH_GRACE_MS = 2_000;

const DAY_MS = 24 * 60 * 60_000;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function scheduledAt(start: number): RainEvent {
  const d = new Date(start);
  const eventId = `RR${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}-${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
  return {
    eventId,
    startsAt: start,
    endsAt: start + DEFAULT_DURATION_S * 1000,
    pool: DEFAULT_POOL,
    maxCatches: DEFAULT_MAX_CATCHES,
  };
}

/** Scheduled rains whose start lies in [from - 1 day, from + 2 days): enough to find the running and the next one. */
function scheduledAround(from: number): RainEvent[] {
  const day0 = Math.floor(from / DAY_MS) * DAY_MS;
  const events: RainEvent[] = [];
  for (let day = day0 - DAY_MS; day < day0 + 2 * DAY_MS; day += DAY_MS) {
    for (const minutes of DAILY_SLOTS) events.push(scheduledAt(day + minutes * 60_000));
  }
  return events;
}

/** The scheduled rain with this id (it must name a real slot), or null. */
export function scheduledEvent(eventId: string): RainEvent | null {
  const match = /^RR(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(eventId);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const start = Date.UTC(y, mo - 1, d, h, mi);
  const event = scheduledAt(start);
  return event.eventId === eventId && DAILY_SLOTS.includes(h * 60 + mi) ? event : null;
}

/** The rain falling at `now` (the latest started when two overlap) and the next one to start after `now`. */
export function rainsAt(
  now: number,
  extra: readonly RainEvent[],
): { running: RainEvent | null; next: RainEvent | null } {
  const all = [...scheduledAround(now), ...extra];
  let running: RainEvent | null = null;
  let next: RainEvent | null = null;
  for (const event of all) {
    if (event.startsAt <= now && now < event.endsAt && (!running || event.startsAt > running.startsAt)) running = event;
    if (event.startsAt > now && (!next || event.startsAt < next.startsAt)) next = event;
  }
  return { running, next };
}

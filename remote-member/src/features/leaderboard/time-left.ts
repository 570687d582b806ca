export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Nothing left: the mission is over. */
  over: boolean;
}

/** Whole days, hours, minutes and seconds in `ms` (rounded down); a negative or bad value is none left. */
export function splitTimeLeft(ms: number): TimeLeft {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

/**
 * When the mission ends on this phone's clock: the platform's answer says both the end and its own
 * "now", so a phone whose clock is wrong still counts down the right time.
 */
export const localDeadline = (endsAt: number, platformNow: number, phoneNow: number): number =>
  phoneNow + (endsAt - platformNow);

/** How often the countdown changes: each second, or each minute (and without seconds) under reduced motion. */
export const tickMs = (reducedMotion: boolean): number => (reducedMotion ? 60_000 : 1000);

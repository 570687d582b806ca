/** The countdown to the next rain: what the timer shows, and the coarser steps a screen reader hears. */

/** "MM:SS" under an hour, "H:MM:SS" from an hour; whole seconds rounded up (the last second shows 00:01). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

export type Announcement =
  | { key: 'hours'; count: number }
  | { key: 'minutes'; count: number }
  | { key: 'seconds'; count: number }
  | { key: 'soon' };

/**
 * A step that changes rarely, so a live region speaks only when it changes: whole hours from an hour; every
 * ten minutes from ten minutes; every minute from a minute; every ten seconds in the last minute; then "soon".
 */
export function countdownAnnouncement(ms: number): Announcement {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds >= 3600) return { key: 'hours', count: Math.floor(seconds / 3600) };
  if (seconds >= 600) return { key: 'minutes', count: Math.floor(seconds / 600) * 10 };
  if (seconds >= 60) return { key: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds >= 10) return { key: 'seconds', count: Math.floor(seconds / 10) * 10 };
  return { key: 'soon' };
}

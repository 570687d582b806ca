/** Calendar days in the sim are UTC days, numbered from the Unix epoch. */
export const DAY_MS = 86_400_000;

export function dayNumber(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** "2024-05-31" → day number, or null unless it is a real calendar date. */
export function parseDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return dayNumber(ms);
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "20240531" for order numbers. */
export function compactDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
}

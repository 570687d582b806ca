/**
 * `?i=` of the help screens: the index (0-based) of the open entry. Absent is the first. Anything else that
 * is not a whole number in range is corrected to a sensible entry: a number too big opens the last one,
 * everything else (negative, not a number, empty, decimals, signs, spaces) the first. `corrected` is the
 * value the address should show instead, or null when it is fine as it is.
 */
export function parseHelpIndex(raw: string | null, count: number): { index: number; corrected: string | null } {
  if (count <= 0) return { index: 0, corrected: raw === null ? null : '' };
  if (raw === null) return { index: 0, corrected: null };
  if (/^\d{1,6}$/.test(raw)) {
    const value = Number(raw);
    if (value < count) return { index: value, corrected: String(value) === raw ? null : String(value) };
    return { index: count - 1, corrected: String(count - 1) };
  }
  // A long run of digits is "too big" as well.
  if (/^\d+$/.test(raw)) return { index: count - 1, corrected: String(count - 1) };
  return { index: 0, corrected: '0' };
}

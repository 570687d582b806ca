/** A calendar day as `<input type="date">` gives it: `YYYY-MM-DD`. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Day {
  year: number;
  month: number;
  day: number;
}

/** The day a string names, or null when it is not a real calendar day (2023-02-30, 2023-13-01…). */
export function parseDay(text: string): Day | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls an impossible day over into the next month; a round trip catches it.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * Whole years lived on `today`, both as `YYYY-MM-DD`. Compared as calendar days, not milliseconds,
 * so time zones and leap seconds cannot move a birthday; someone born on 29 February turns a year
 * older on 1 March in a common year. Null when either day is not a real date or the birth is later
 * than today.
 */
export function ageOn(birthday: string, today: string): number | null {
  const born = parseDay(birthday);
  const now = parseDay(today);
  if (!born || !now) return null;
  const beforeBirthdayThisYear = now.month < born.month || (now.month === born.month && now.day < born.day);
  const age = now.year - born.year - (beforeBirthdayThisYear ? 1 : 0);
  return age < 0 ? null : age;
}

/**
 * The oldest age a date of birth may give: no one living is older, so an earlier year is a slip of
 * the date picker (1800 for 1980). Counted back from today, the bound stays right as years pass.
 */
export const MAX_AGE = 120;

/** The merchant's minimum age (18, or 21 where the merchant says so) reached on `today`. */
export function isOldEnough(birthday: string, minAge: number, today: string): boolean {
  const age = ageOn(birthday, today);
  return age !== null && age >= minAge;
}

/** The earliest date of birth within MAX_AGE on `today` (the date picker's lower end); null for a bad `today`. */
export function earliestBirthday(today: string): string | null {
  const now = parseDay(today);
  if (!now) return null;
  // MAX_AGE + 1 years back (rolled over past a missing 29 February), then the first day that is not too old.
  const day = new Date(Date.UTC(now.year - MAX_AGE - 1, now.month - 1, now.day));
  for (;;) {
    const text = day.toISOString().slice(0, 10);
    const age = ageOn(text, today);
    if (age !== null && age <= MAX_AGE) return text;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

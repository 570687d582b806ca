import { useEffect, useState } from 'react';
import { toApiError, type Language } from '@mc/shared-kernel';

/** What the platform said about a payment password it checked. */
export type PasswordRefusal = { kind: 'wrong'; attemptsLeft: number } | { kind: 'locked'; until: number };

/** `payment.password.wrong` `{ attemptsLeft }` or `payment.password.locked` `{ lockedUntil }`; null for anything else. */
export function passwordRefusal(error: unknown): PasswordRefusal | null {
  const { code, value } = toApiError(error);
  const data = (value ?? {}) as { attemptsLeft?: unknown; lockedUntil?: unknown };
  if (code === 'payment.password.wrong') {
    const left = typeof data.attemptsLeft === 'number' && data.attemptsLeft >= 0 ? Math.floor(data.attemptsLeft) : 0;
    return { kind: 'wrong', attemptsLeft: left };
  }
  if (code === 'payment.password.locked') {
    // A lock without a time still locks: say so, and let the next read of the state tell when it ends.
    const until =
      typeof data.lockedUntil === 'number' && Number.isFinite(data.lockedUntil)
        ? data.lockedUntil
        : Date.now() + 60_000;
    return { kind: 'locked', until };
  }
  return null;
}

const LOCALES: Record<Language, string> = { MY: 'my-MM', EN: 'en-GB' };

/** The moment a lock ends, in the member's language (Burmese digits and month names in MY), local time. */
export function formatUnlockTime(until: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(until),
  );
}

/** Whether a lock is still on; turns false by itself when it ends (then `onEnd` runs, e.g. to read the state again). */
export function useLockActive(until: number | null, onEnd?: () => void): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const wait = until - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        onEnd?.();
      },
      Math.min(wait + 250, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [until, onEnd]);
  return until !== null && until > now;
}

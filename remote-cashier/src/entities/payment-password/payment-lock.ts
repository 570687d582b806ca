import { useEffect, useState } from 'react';
import type { Language } from '@mc/shared-kernel';

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

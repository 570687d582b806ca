import { useEffect, useEffectEvent } from 'react';
import { bus } from '@mc/shared-kernel';

/** Login fields are re-checked 200 ms after the last language switch. */
export const LANGUAGE_REVALIDATE_MS = 200;

/** Runs `callback` once the language has settled (a burst of switches runs it once). */
export function useOnLanguageChange(callback: () => void, delayMs = LANGUAGE_REVALIDATE_MS): void {
  const run = useEffectEvent(callback);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = bus.on('language:changed', () => {
      clearTimeout(timer);
      timer = setTimeout(run, delayMs);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [delayMs]);
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The current language, following a change only after it has held for `delayMs`
 * (200 ms for list reloads, 250 ms for the winner board), so quick switching reloads once.
 */
export function useDebouncedLanguage(delayMs: number): string {
  const { i18n } = useTranslation();
  const current = i18n.language;
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    if (current === settled) return;
    const timer = setTimeout(() => setSettled(current), delayMs);
    return () => clearTimeout(timer);
  }, [current, settled, delayMs]);
  return settled;
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { rangeFromSearch, type DayRange } from './date-range';

/**
 * The chosen range lives in the URL (?start=&end=) so reload and coming back to the page keep it.
 * Changing it replaces the history entry: Back leaves the page instead of stepping through filters.
 */
export function useReportRange(today: string): [DayRange, (range: DayRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = rangeFromSearch(params, today);
  const setRange = useCallback(
    (next: DayRange) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('start', next.start);
          updated.set('end', next.end);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [range, setRange];
}

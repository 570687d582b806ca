import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { rangeFromSearch, type DayRange } from './date-range';

export interface ReportRange {
  range: DayRange;
  setRange: (range: DayRange) => void;
  /** The link's dates were not valid and the default range replaced them; false again once a range is chosen. */
  corrected: boolean;
}

/**
 * The chosen range lives in the URL (?start=&end=) so reload and coming back to the page keep it.
 * Changing it replaces the history entry: Back leaves the page instead of stepping through filters.
 * A link with dates this page would not accept shows the default range, and the URL is rewritten to
 * it, so what is shared or reloaded next is what is on screen.
 */
export function useReportRange(today: string): ReportRange {
  const [params, setParams] = useSearchParams();
  const { range, invalid } = rangeFromSearch(params, today);
  const [corrected, setCorrected] = useState(false);
  const writeRange = useCallback(
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
  const { start, end } = range;
  useEffect(() => {
    if (!invalid) return;
    setCorrected(true);
    writeRange({ start, end });
  }, [invalid, start, end, writeRange]);
  const setRange = useCallback(
    (next: DayRange) => {
      setCorrected(false);
      writeRange(next);
    },
    [writeRange],
  );
  return { range, setRange, corrected };
}

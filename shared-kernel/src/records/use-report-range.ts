import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isoDay } from '@mc/shared-kernel';
import { DEFAULT_RANGE_POLICY, rangeFromSearch, type DayRange, type RangePolicy } from './day-range';

export interface ReportRange {
  range: DayRange;
  setRange: (range: DayRange) => void;
  /** The link's dates were not valid and the default range replaced them; false again once a range is chosen. */
  corrected: boolean;
  /** The day the range rules count from (the device's calendar day). */
  today: string;
  policy: RangePolicy;
}

/**
 * The chosen range lives in the URL (?start=&end=) so reload and coming back to the page keep it.
 * Changing it replaces the history entry: Back leaves the page instead of stepping through filters.
 * A link with dates this page would not accept shows the default range, and the URL is rewritten to
 * it, so what is shared or reloaded next is what is on screen. Other parameters of the URL are kept.
 */
export function useReportRange(policy: RangePolicy = DEFAULT_RANGE_POLICY): ReportRange {
  const [params, setParams] = useSearchParams();
  const today = isoDay();
  const { range, invalid } = rangeFromSearch(params, today, policy);
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
  const search = params.toString();
  // Runs again whenever the URL changes while it is still wrong: another URL-kept filter correcting
  // its own parameter in the same render writes from the same starting URL, and may undo this write.
  useEffect(() => {
    if (!invalid) return;
    setCorrected(true);
    writeRange({ start, end });
  }, [invalid, start, end, search, writeRange]);
  const setRange = useCallback(
    (next: DayRange) => {
      setCorrected(false);
      writeRange(next);
    },
    [writeRange],
  );
  return { range, setRange, corrected, today, policy };
}

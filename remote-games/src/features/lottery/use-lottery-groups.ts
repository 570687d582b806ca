import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PrizeMode } from '../../entities/prize-mode';
import { LOTTERY_STALE_MS, fetchLotteryGroups, lotteryKey } from './api/get-lottery-list';
import { ELOTT_REFRESH_DELAY_MS, readElottCache, writeElottCache } from './elott-cache';

/**
 * The groups of one prize mode. Elott reads "from cache delayed 1 s": a saved copy shows at once and
 * the call waits a second (a quick look or tab switch costs no request); without a copy it is asked
 * for at once, since there is nothing to show meanwhile. Every Elott answer is saved for next time.
 */
export function useLotteryGroups(mode: PrizeMode) {
  const cached = useMemo(() => (mode === 'Elott' ? readElottCache() : null), [mode]);
  const [refreshDueFor, setRefreshDueFor] = useState<PrizeMode | null>(null);
  const waiting = cached !== null && refreshDueFor !== mode;

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setRefreshDueFor(mode), ELOTT_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, mode]);

  return useQuery({
    queryKey: lotteryKey(mode),
    queryFn: async ({ signal }) => {
      const groups = await fetchLotteryGroups(mode, signal);
      if (mode === 'Elott') writeElottCache(groups, Date.now());
      return groups;
    },
    // Always stale, so the delayed call does replace it however recently it was saved.
    initialData: cached?.groups,
    initialDataUpdatedAt: 0,
    enabled: !waiting,
    staleTime: LOTTERY_STALE_MS,
  });
}

import { useQueries } from '@tanstack/react-query';
import { PRIZE_MODES, type PrizeMode } from '../../entities/prize-mode';
import {
  LOTTERY_STALE_MS,
  fetchLotteryGroups,
  lotteryKey,
  type LotteryGame,
  type LotteryGroup,
} from './api/get-lottery-list';

export type LotteryGameLookup =
  | { status: 'loading' }
  | { status: 'found'; game: LotteryGame; group: LotteryGroup; mode: PrizeMode }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'missing' };

/**
 * The lottery game with `code`: looked up in `mode`, or, when the URL names no (valid) mode, in every
 * mode in tab order, the first that has it winning (the VN games sit in both Lott and ZY).
 */
export function useLotteryGame(code: string | null, mode: PrizeMode | null): LotteryGameLookup {
  const modes = mode ? [mode] : [...PRIZE_MODES];
  const results = useQueries({
    queries: modes.map((m) => ({
      queryKey: lotteryKey(m),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchLotteryGroups(m, signal),
      staleTime: LOTTERY_STALE_MS,
      enabled: code !== null,
    })),
  });
  if (code === null) return { status: 'missing' };

  let failure: unknown = null;
  for (const [index, result] of results.entries()) {
    if (result.isPending) return { status: 'loading' };
    for (const group of result.data ?? []) {
      const game = group.games.find((g) => g.code === code);
      if (game) return { status: 'found', game, group, mode: modes[index]! };
    }
    if (!result.data) failure ??= result.error;
  }
  if (failure !== null) {
    return { status: 'error', error: failure, retry: () => results.forEach((r) => void (r.isError && r.refetch())) };
  }
  return { status: 'missing' };
}

import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { Game, type GameItem } from '../../../../entities/game';
import { WINNER_CATEGORY, WINNER_LIMIT } from '../winner-rules';

/** Money arrives as a decimal string ("12345.67"); anything else is a malformed answer, not a NaN. */
const Decimal = v.pipe(v.string(), v.regex(/^\s*-?\d+(\.\d+)?\s*$/));

/** A winner entry: `vo` with customerName, winAmount and the game's launch data. */
export const RankList = v.object({
  list: v.array(v.object({ vo: v.intersect([v.object({ customerName: v.string(), winAmount: Decimal }), Game]) })),
});

export type WinnerEntry = GameItem & { customerName: string; winAmount: string };

export async function fetchRankList(language: string, signal?: AbortSignal): Promise<WinnerEntry[]> {
  const value = await api.get('/wps/relay/GCSGAME_getRankList', {
    query: { gameCategory: WINNER_CATEGORY, language, limitNum: WINNER_LIMIT },
    schema: RankList,
    signal,
  });
  return value.list.map((item) => item.vo);
}

export function useRankList(language: string) {
  return useQuery({
    queryKey: ['games', 'rank-list', language],
    queryFn: ({ signal }) => fetchRankList(language, signal),
    staleTime: 60_000,
  });
}

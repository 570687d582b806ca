import * as v from 'valibot';
import { useCallback } from 'react';
import { skipToken, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

/** Spec section 9: game list page size. */
export const GAME_PAGE_SIZE = 26;

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Text = v.optional(v.nullable(v.string()));

const Game = v.pipe(
  v.object({
    nodeId: Id,
    gameId: v.optional(v.nullable(Id)),
    roomId: Text,
    gameType: Text,
    vassalage: v.string(),
    gameName: Text,
    nodeName: Text,
    iconUrl: Text,
    showIcon: Text,
    mobileSmallIcon: Text,
    supportPlay: v.optional(v.nullable(v.number())),
    gameCode: Text,
    lottoMode: Text,
  }),
  // The platform names a game and its icon in more than one field (spec section 3); settle it once here.
  v.transform((game) => ({
    ...game,
    name: game.gameName || game.nodeName || '',
    icon: game.iconUrl || game.showIcon || game.mobileSmallIcon || null,
  })),
);
export type GameItem = v.InferOutput<typeof Game>;

const GamePage = v.object({
  games: v.array(Game),
  pageNum: v.number(),
  totalPages: v.number(),
  total: v.optional(v.number()),
});
export type GamePage = v.InferOutput<typeof GamePage>;

/** Everything that selects a list; a change of any of it starts again at page 1. */
export interface GameListFilter {
  merchant: string;
  gameType: string | null;
  vassalage: string | null;
  gameClassify: string | null;
  isNew: boolean;
  gameName: string;
  language: string;
}

export function fetchGamePage(filter: GameListFilter, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  return api.get('/wps/game/list', {
    query: {
      merchant: filter.merchant,
      platform: 'html5',
      gameName: filter.gameName,
      gameType: filter.gameType,
      gameClassify: filter.gameClassify,
      isNew: filter.isNew ? 1 : null,
      pageNo,
      pageSize: GAME_PAGE_SIZE,
      vassalage: filter.vassalage,
      language: filter.language,
      clientType: 2,
    },
    schema: GamePage,
    signal,
  });
}

export const nextGamePage = (last: GamePage): number | undefined => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined);

const listKey = ['games', 'list'] as const;

/** Pages of games for a filter; `null` while the filter is not known yet (merchant code loading). */
export function useGameList(filter: GameListFilter | null) {
  return useInfiniteQuery({
    queryKey: [...listKey, filter],
    queryFn: filter ? ({ pageParam, signal }) => fetchGamePage(filter, pageParam, signal) : skipToken,
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
  });
}

/**
 * Choosing a vendor, class or search starts that list again at page 1 (spec section 4), rather than
 * showing the pages cached the last time it was on screen. The list on screen stays until replaced.
 */
export function useStartListsOver(): () => void {
  const client = useQueryClient();
  return useCallback(() => client.removeQueries({ queryKey: listKey, type: 'inactive' }), [client]);
}

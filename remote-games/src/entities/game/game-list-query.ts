import * as v from 'valibot';
import { skipToken, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { nextPageNumber } from '../paging';
import { Game, pageFields, toGamePage, type GamePage } from './game-item';

/** Game list page size. */
export const GAME_PAGE_SIZE = 26;

export const GameListAnswer = v.pipe(
  v.object({ games: v.array(Game), ...pageFields }),
  v.transform((page) => toGamePage(page.games, page)),
);

/** Everything that selects a list; a change of any of it starts again at page 1. */
export interface GameListFilter {
  merchant: string;
  gameType: string | null;
  vassalage: string | null;
  gameClassify: string | null;
  isNew: boolean;
  gameName: string;
  /** RNG only; not one of the platform's documented parameters, sent only when the person picks a minimum bet. */
  minBet: string | null;
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
      minBet: filter.minBet,
      language: filter.language,
      clientType: 2,
    },
    schema: GameListAnswer,
    signal,
  });
}

/** Cache keys of the game list call: every list, or the list of one filter. */
export const gameListKeys = {
  all: ['games', 'list'] as const,
  of: (filter: GameListFilter | null) => ['games', 'list', filter] as const,
};

/** Pages of games for a filter; `null` while the filter is not known yet, or another list is showing. */
export function useGameList(filter: GameListFilter | null) {
  return useInfiniteQuery({
    queryKey: gameListKeys.of(filter),
    queryFn: filter ? ({ pageParam, signal }) => fetchGamePage(filter, pageParam, signal) : skipToken,
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** The first page of `filter`'s list, asked for before the page that shows it renders (`useGameList` then finds it). */
export function prefetchGameList(client: QueryClient, filter: GameListFilter): Promise<GamePage> {
  return client
    .fetchInfiniteQuery({
      queryKey: gameListKeys.of(filter),
      queryFn: ({ pageParam, signal }) => fetchGamePage(filter, pageParam as number, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageNumber,
    })
    .then((data) => data.pages[0]!);
}

import * as v from 'valibot';
import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { Game, pageFields, toGamePage, type GamePage } from '../../game';
import { nextPageNumber } from '../../paging';

/** Favourites come 26 a page, like the game list. */
export const FAVOURITES_PAGE_SIZE = 26;

export const FavouritesAnswer = v.pipe(
  v.object({ content: v.array(Game), ...pageFields }),
  v.transform((page) => toGamePage(page.content, page)),
);

export interface FavouritesParams {
  /** A category narrows the favourites to it; null lists them all. */
  gameType: string | null;
  language: string;
}

/**
 * Cache keys of the favourites lists: every member's, and every list of one member whatever its type and
 * language (removing a game touches them all).
 */
export const favouritesKeys = {
  all: ['games', 'favourites'] as const,
  of: (userName: string | null) => ['games', 'favourites', userName] as const,
};

export function fetchFavouritesPage(params: FavouritesParams, pageNo: number, signal?: AbortSignal): Promise<GamePage> {
  return api.get('/wps/game/favourites', {
    query: { pageNo, gameType: params.gameType, pageSize: FAVOURITES_PAGE_SIZE, language: params.language },
    schema: FavouritesAnswer,
    signal,
  });
}

/** `params` null: not showing favourites (or a guest). */
export function useFavouritesList(userName: string | null, params: FavouritesParams | null) {
  return useInfiniteQuery({
    queryKey: [...favouritesKeys.of(userName), params],
    queryFn: userName && params ? ({ pageParam, signal }) => fetchFavouritesPage(params, pageParam, signal) : skipToken,
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

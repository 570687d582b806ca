import * as v from 'valibot';
import { skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { Game, pageFields, toGamePage, type GamePage } from '../game';
import { nextPageNumber } from '../paging';

/** Recent games come 25 a page. */
export const RECENT_PAGE_SIZE = 25;

export const RecentAnswer = v.pipe(
  v.object({ list: v.array(Game), ...pageFields }),
  v.transform((page) => toGamePage(page.list, page)),
);

export interface RecentParams {
  /** A category narrows the recent games to it; null lists them all. */
  gameType: string | null;
  language: string;
}

/** Cache keys of the recent lists: every member's (a launch invalidates them all), or one member's. */
export const recentKeys = {
  all: ['games', 'recent'] as const,
  of: (userName: string | null) => ['games', 'recent', userName] as const,
};

export function fetchRecentPage(params: RecentParams, page: number, signal?: AbortSignal): Promise<GamePage> {
  return api.get('/wps/game/recent', {
    query: { page, pageSize: RECENT_PAGE_SIZE, gameType: params.gameType, language: params.language, clientType: 2 },
    schema: RecentAnswer,
    signal,
  });
}

/** `params` null: not showing recent games (or a guest). */
export function useRecentList(userName: string | null, params: RecentParams | null) {
  return useInfiniteQuery({
    queryKey: [...recentKeys.of(userName), params],
    queryFn: userName && params ? ({ pageParam, signal }) => fetchRecentPage(params, pageParam, signal) : skipToken,
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { Game, type GameItem } from '../game';

export const HotGames = v.object({ list: v.array(Game) });

/** The game type that asks for the hot games of every category (the home widget, the Hot game list page). */
export const EVERY_TYPE = 'HOT';

export interface HotGamesParams {
  merchantCode: string;
  /** A category, or `EVERY_TYPE` for the hot games of every category. */
  gameType: string;
  language: string;
}

/**
 * How long a hot list stays fresh: the home widget, the slots lobby and the game list read the same list of
 * a type, so they share one cache entry and one freshness.
 */
export const HOT_GAMES_STALE_MS = 60_000;

/** Cache keys of the hot games call: every hot list, or the list of one type, merchant and language. */
export const hotGamesKeys = {
  all: ['games', 'hot'] as const,
  of: (params: HotGamesParams | null) => ['games', 'hot', params] as const,
};

/** The hot games call (isPlatform 2, merchantCode, language, platform html5, gameType) answers one unpaged list. */
export function fetchHotGames(params: HotGamesParams, signal?: AbortSignal): Promise<GameItem[]> {
  return api
    .get('/wps/game/hot', {
      query: {
        isPlatform: 2,
        merchantCode: params.merchantCode,
        language: params.language,
        platform: 'html5',
        gameType: params.gameType,
      },
      schema: HotGames,
      signal,
    })
    .then((value) => value.list);
}

/**
 * The hot games of a type; `params` null while the merchant code is not known yet (or no hot list is on
 * screen). `select` derives a screen's own view of the list (the first few, say) from the one cache entry;
 * pass a function that keeps its identity (a module-level one), so it is not run again on every render.
 */
export function useHotGames<T = GameItem[]>(params: HotGamesParams | null, select?: (games: GameItem[]) => T) {
  return useQuery({
    queryKey: hotGamesKeys.of(params),
    queryFn: params ? ({ signal }) => fetchHotGames(params, signal) : skipToken,
    staleTime: HOT_GAMES_STALE_MS,
    select,
  });
}

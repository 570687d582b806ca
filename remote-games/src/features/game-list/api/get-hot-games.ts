import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { Game, type GameItem } from '../../../entities/game';

const HotGames = v.object({ list: v.array(Game) });

export interface HotGamesParams {
  merchantCode: string;
  /** A category, or HOT for the hot games of every category. */
  gameType: string;
  language: string;
}

/** The hot games call answers one unpaged list. */
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

export function useHotGames(params: HotGamesParams | null) {
  return useQuery({
    queryKey: ['games', 'hot', params],
    queryFn: params ? ({ signal }) => fetchHotGames(params, signal) : skipToken,
  });
}

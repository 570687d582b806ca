import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { Game, type GameItem } from '../../../../entities/game';

const HotGames = v.object({ list: v.array(Game) });

export interface HotGamesParams {
  merchantCode: string;
  language: string;
}

/** The hot games call: isPlatform 2, merchantCode, language, platform html5, gameType → value.list. */
export async function fetchHotGames(params: HotGamesParams, signal?: AbortSignal): Promise<GameItem[]> {
  const value = await api.get('/wps/game/hot', {
    query: {
      isPlatform: 2,
      merchantCode: params.merchantCode,
      language: params.language,
      platform: 'html5',
      gameType: 'HOT',
    },
    schema: HotGames,
    signal,
  });
  return value.list;
}

export function useHotGames(params: HotGamesParams | null) {
  return useQuery({
    queryKey: ['games', 'hot-games', params],
    queryFn: params ? ({ signal }) => fetchHotGames(params, signal) : skipToken,
    staleTime: 60_000,
  });
}

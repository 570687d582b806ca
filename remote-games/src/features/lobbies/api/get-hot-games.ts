import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';
import { Game, type GameItem } from '../../../entities/game';

/** The game list's item schema. */
const HotGame = Game;
export type HotGame = GameItem;

const HotList = v.object({ list: v.array(HotGame) });

export interface HotGamesParams {
  gameType: string;
  merchantCode: string;
  language: string;
}

/** The hot games call: isPlatform 2, merchantCode, language, platform html5, gameType → value.list. */
export async function fetchHotGames(params: HotGamesParams, signal?: AbortSignal): Promise<HotGame[]> {
  const value = await api.get('/wps/game/hot', {
    query: {
      isPlatform: 2,
      merchantCode: params.merchantCode,
      language: params.language,
      platform: 'html5',
      gameType: params.gameType,
    },
    schema: HotList,
    signal,
  });
  return value.list;
}

/** Hot games of a type; `null` while the merchant code is not known yet. */
export function useHotGames(params: HotGamesParams | null) {
  return useQuery({
    queryKey: ['games', 'lobby-hot', params],
    queryFn: params ? ({ signal }) => fetchHotGames(params, signal) : skipToken,
    staleTime: 5 * 60_000,
  });
}

import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Text = v.optional(v.nullable(v.string()));

const HotGame = v.pipe(
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
  v.transform((game) => ({
    ...game,
    name: game.gameName || game.nodeName || '',
    icon: game.iconUrl || game.showIcon || game.mobileSmallIcon || null,
  })),
);
export type HotGame = v.InferOutput<typeof HotGame>;

const HotList = v.object({ list: v.array(HotGame) });

export interface HotGamesParams {
  gameType: string;
  merchantCode: string;
  language: string;
}

/** Spec section 7 "Hot games": isPlatform 2, merchantCode, language, platform html5, gameType → value.list. */
export async function fetchHotGames(params: HotGamesParams, signal?: AbortSignal): Promise<HotGame[]> {
  const value = await api.get('/wps/game/hot', {
    query: { isPlatform: 2, merchantCode: params.merchantCode, language: params.language, platform: 'html5', gameType: params.gameType },
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

import * as v from 'valibot';
import { api } from '@mc/shared-kernel';

/** What the add/remove calls need of a game (nodeId, vendor, token). */
export interface FavouriteGame {
  nodeId: string;
  vassalage: string;
}

export function addFavourite(game: FavouriteGame): Promise<unknown> {
  return api.post('/wps/game/favourites', {
    json: { nodeId: game.nodeId, vendor: game.vassalage },
    schema: v.unknown(),
  });
}

export function removeFavourite(game: FavouriteGame): Promise<unknown> {
  return api.delete('/wps/game/favourites', {
    query: { nodeId: game.nodeId, vendor: game.vassalage },
    schema: v.unknown(),
  });
}

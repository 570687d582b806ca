import type { GameItem } from '../../entities/game';
import type { MinBet } from './list-state';

export interface LocalFilter {
  vendor: string | null;
  gameName: string;
  minBet: MinBet | null;
}

/**
 * The favourites, recent and hot calls take no vendor, name or bet, so those filters
 * narrow what they return here, the same way the game-list call narrows on the server: vendor exact
 * (any case), name as a substring (any case), bet exact when the game carries one.
 */
export function matchesLocalFilter(
  game: Pick<GameItem, 'vassalage' | 'name' | 'minBet'>,
  filter: LocalFilter,
): boolean {
  if (filter.vendor && game.vassalage.toUpperCase() !== filter.vendor.toUpperCase()) return false;
  if (filter.gameName && !game.name.toLowerCase().includes(filter.gameName.toLowerCase())) return false;
  if (
    filter.minBet &&
    game.minBet !== undefined &&
    game.minBet !== null &&
    Number(game.minBet) !== Number(filter.minBet)
  )
    return false;
  return true;
}

export const isLocallyFiltered = (filter: LocalFilter): boolean =>
  Boolean(filter.vendor || filter.gameName || filter.minBet);

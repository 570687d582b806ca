import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { favouritesKeys } from '../../entities/favourites';
import { gameListKeys } from '../../entities/game';
import { hotGamesKeys } from '../../entities/hot-games';
import { recentKeys } from '../../entities/recent-games';

/** The lists a game list page can show; each starts again at page 1 when chosen again. */
const LIST_KEYS = [gameListKeys.all, favouritesKeys.all, recentKeys.all, hotGamesKeys.all] as const;

/**
 * Choosing a vendor, selection or search starts that list again at page 1, rather than
 * showing the pages cached the last time it was on screen. The list on screen is replaced when the new
 * one is chosen.
 */
export function useStartListsOver(): () => void {
  const client = useQueryClient();
  return useCallback(() => {
    for (const queryKey of LIST_KEYS) client.removeQueries({ queryKey, type: 'inactive' });
  }, [client]);
}

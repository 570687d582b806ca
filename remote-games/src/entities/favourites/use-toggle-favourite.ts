import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { NOTICE_MS, bus, toApiError, toast, useSession } from '@mc/shared-kernel';
import type { GamePage } from '../game';
import { addFavourite, removeFavourite, type FavouriteGame } from './api/change-favourite';
import { favouriteIdsKey } from './api/favourite-ids';
import { favouritesKeys } from './api/favourites-list';
import { dropFromPages, withFavourite, withoutFavourite } from './favourites-cache';
import { useLoginFirst } from './use-login-first';

export type { FavouriteGame } from './api/change-favourite';

/** The favourite loading notice shows for up to 2 s. */
export const FAVOURITE_LOADING_MS = 2000;

/**
 * Adds a game to the member's favourites, or removes it when it is one:
 * a loading notice while the call runs, then in_collection / in_cancel_collection, and the cached ids and
 * favourites lists follow, so a game removed on the favourites list leaves it at once. A guest is sent to
 * log in; a trial (free-play) player is told favourites need a real account (the host's real-account
 * prompt), and the platform is asked nothing. `isFavourite` is what the person saw; without it the cached
 * ids decide.
 */
export function useToggleFavourite(): (game: FavouriteGame, isFavourite?: boolean) => Promise<void> {
  const { t } = useTranslation('games');
  const client = useQueryClient();
  const userName = useSession((s) => s.info?.userName ?? null);
  const trial = useSession((s) => s.trialName !== null);
  const loginFirst = useLoginFirst();
  // One call per game at a time: a double tap must not add and then remove.
  const pending = useRef(new Set<string>());

  return useCallback(
    async (game, isFavourite) => {
      if (!userName) {
        loginFirst();
        return;
      }
      if (trial) {
        bus.emit('auth:required', { reason: 'real-account' });
        return;
      }
      if (pending.current.has(game.nodeId)) return;
      const idsKey = favouriteIdsKey(userName);
      const remove = isFavourite ?? (client.getQueryData<string[]>(idsKey) ?? []).includes(game.nodeId);
      pending.current.add(game.nodeId);
      const notice = toast.loading(t('notices.in_please_wait'), FAVOURITE_LOADING_MS);
      try {
        await (remove ? removeFavourite(game) : addFavourite(game));
        client.setQueryData<string[]>(idsKey, (ids) =>
          remove ? withoutFavourite(ids, game.nodeId) : withFavourite(ids, game.nodeId),
        );
        if (remove) {
          client.setQueriesData<InfiniteData<GamePage>>({ queryKey: favouritesKeys.of(userName) }, (data) =>
            dropFromPages(data, game.nodeId),
          );
        }
        // The platform's order and paging are the truth: lists not on screen load afresh when next shown.
        void client.invalidateQueries({ queryKey: favouritesKeys.of(userName), refetchType: 'none' });
        toast.dismiss(notice);
        toast.success(t(remove ? 'notices.in_cancel_collection' : 'notices.in_collection'), NOTICE_MS);
      } catch (error) {
        toast.dismiss(notice);
        toast.error(t(`kernel:${toApiError(error).messageKey}`));
      } finally {
        pending.current.delete(game.nodeId);
      }
    },
    [client, t, userName, trial, loginFirst],
  );
}

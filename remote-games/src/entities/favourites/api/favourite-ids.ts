import * as v from 'valibot';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';

export const FavouriteIds = v.object({ list: v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String))) });

/** Cache key of a member's favourite nodeIds (shared with the other game screens). */
export const favouriteIdsKey = (userName: string | null) => ['games', 'favourite-ids', userName] as const;

export function fetchFavouriteIds(signal?: AbortSignal): Promise<string[]> {
  return api.get('/wps/game/favourites/ids', { schema: FavouriteIds, signal }).then((value) => value.list);
}

const NO_IDS: ReadonlySet<string> = new Set();
const toSet = (ids: string[]): ReadonlySet<string> => new Set(ids);

/** The favourite ids call itself, for screens that show its loading and failure. Guests ask nothing. */
export function useFavouriteIdsQuery() {
  const userName = useSession((s) => s.info?.userName ?? null);
  return useQuery({
    queryKey: favouriteIdsKey(userName),
    queryFn: userName ? ({ signal }) => fetchFavouriteIds(signal) : skipToken,
    select: toSet,
    staleTime: 60_000,
  });
}

/** The member's favourite games as a set of nodeIds; empty for guests and until loaded. */
export function useFavouriteIds(): ReadonlySet<string> {
  return useFavouriteIdsQuery().data ?? NO_IDS;
}

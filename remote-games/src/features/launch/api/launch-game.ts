import * as v from 'valibot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, isSiteOrigin, platformAddress, useSession } from '@mc/shared-kernel';
import type { LaunchQuery } from '../../../entities/game-launch';
import { recentKeys } from '../../../entities/recent-games';

export const Launched = v.object({
  /** The game page: a path on the platform (`/wps/play/<ticket>`) or a vendor's absolute address. */
  url: v.pipe(v.string(), v.minLength(1)),
  gameName: v.optional(v.nullable(v.string())),
});
export type Launched = v.InferOutput<typeof Launched>;

/**
 * Where the iframe goes, through the kernel's URL rule: a platform path under the API base, or a vendor's
 * http(s) address; `/\host`, a tab or newline, credentials or another scheme are no game page. `sameOrigin`:
 * the page is served from the site's own origin (the platform's /wps through the site's proxy).
 */
export function gamePage(url: string): { src: string; sameOrigin: boolean } | null {
  const page = platformAddress(url);
  return page ? { src: page.href, sameOrigin: isSiteOrigin(page) } : null;
}

export function fetchLaunch(query: LaunchQuery, signal?: AbortSignal): Promise<Launched> {
  return api.get('/wps/game/launchGame', {
    query: {
      nodeId: query.nodeId,
      gameId: query.gameId,
      roomId: query.roomId,
      vendor: query.vendor,
      category: query.category,
      code: query.code,
      playType: query.playType,
      prizeMode: query.prizeMode,
      freePlay: query.freePlay ? 1 : 0,
    },
    schema: Launched,
    signal,
  });
}

/**
 * The platform's "add recent game" call. The launch call records the game too; asking again only moves
 * it to the front, so this is harmless, and it keeps the client right against a platform that does not.
 */
function recordRecent(nodeId: string): Promise<unknown> {
  return api.get('/wps/game/recent/add', { query: { nodeId }, schema: v.unknown() });
}

/**
 * One launch per visit: every answer is a new game session, so it is never reused from the cache nor
 * fetched again behind the player's back (that would restart the game in the iframe).
 */
export function useLaunch(query: LaunchQuery) {
  const token = useSession((s) => s.info?.token ?? null);
  const client = useQueryClient();
  return useQuery({
    queryKey: ['games', 'launch', query, token],
    queryFn: async ({ signal }) => {
      const launched = await fetchLaunch(query, signal);
      if (query.nodeId) {
        void recordRecent(query.nodeId)
          .then(() => client.invalidateQueries({ queryKey: recentKeys.all }))
          .catch(() => undefined);
      }
      const page = gamePage(launched.url);
      if (!page) throw new ApiError('malformed', { message: 'the launch url is not a web page' });
      return { ...launched, ...page };
    },
    enabled: token !== null && query.vendor !== '',
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api } from '@mc/shared-kernel';

const Id = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const Text = v.optional(v.nullable(v.string()), null);

/** A hot match of the ticker. `matchTime` is epoch milliseconds (docs/api-contract.md). */
const HotMatch = v.object({
  matchTime: v.number(),
  homeTeam: v.string(),
  awayTeam: v.string(),
  homeTeamImageUrl: Text,
  awayTeamImageUrl: Text,
  vendor: v.string(),
  roomId: v.optional(v.nullable(Id), null),
  nodeId: Id,
  league: v.optional(v.string(), ''),
});
export type HotMatch = v.InferOutput<typeof HotMatch>;

export const HotMatches = v.object({ list: v.array(HotMatch) });

export async function fetchHotMatches(signal?: AbortSignal): Promise<HotMatch[]> {
  return (await api.get('/wps/game/hotMatches', { schema: HotMatches, signal })).list;
}

export function useHotMatches() {
  return useQuery({
    queryKey: ['games', 'hot-matches'],
    queryFn: ({ signal }) => fetchHotMatches(signal),
    staleTime: 60_000,
  });
}

import type * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, useSession } from '@mc/shared-kernel';
import type { DayRange } from '@mc/shared-kernel/records';

export type KpiGroupId = 'a' | 'b' | 'c';

/** One group of the team overview for a range (Module AGEINFO3; the whole team, all levels). */
export async function getKpiGroup<S extends v.GenericSchema>(
  group: KpiGroupId,
  schema: S,
  range: DayRange,
  signal?: AbortSignal,
): Promise<v.InferOutput<S>> {
  return api.get(`/wps/agent/kpi/${group}`, {
    module: 'AGEINFO3',
    query: { startDate: range.start, endDate: range.end },
    schema,
    signal,
  });
}

/** The group's figures; the key holds the range and the session token (nobody sees the previous agent's team). */
export function useKpiGroup<S extends v.GenericSchema>(group: KpiGroupId, schema: S, range: DayRange) {
  const token = useSession((s) => s.info?.token ?? null);
  return useQuery({
    queryKey: ['agent', 'team-overview', group, range.start, range.end, token],
    queryFn: ({ signal }) => getKpiGroup(group, schema, range, signal),
    enabled: token !== null,
  });
}

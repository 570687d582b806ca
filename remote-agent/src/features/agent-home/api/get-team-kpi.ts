import * as v from 'valibot';
import { useQuery } from '@tanstack/react-query';
import { api, isoDay, useSession } from '@mc/shared-kernel';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const TeamKpi = v.object({
  footer: v.object({
    teamLoginMemberCount: Count,
    teamBetMemberCount: Count,
    teamRegisterMemberCount: Count,
    teamOnlineCount: Count,
  }),
});
export type TeamKpiFooter = v.InferOutput<typeof TeamKpi>['footer'];

/** Team KPI of one day (startDate = endDate, size 0, read value.footer). */
export async function getTeamKpi(day: string, signal?: AbortSignal): Promise<TeamKpiFooter> {
  const value = await api.get('/wps/agent/kpi', {
    module: 'AGEINFO3',
    query: { startDate: day, endDate: day, size: 0 },
    schema: TeamKpi,
    signal,
  });
  return value.footer;
}

/** Today's counters: the agent home shows the current day. */
export function useTeamKpi() {
  const token = useSession((s) => s.info?.token ?? null);
  const day = isoDay();
  return useQuery({
    queryKey: ['agent', 'kpi', token, day],
    queryFn: ({ signal }) => getTeamKpi(day, signal),
    enabled: token !== null,
  });
}

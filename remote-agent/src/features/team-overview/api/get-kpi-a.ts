import * as v from 'valibot';
import type { DayRange } from '@mc/shared-kernel/records';
import { useKpiGroup } from './kpi-group-query';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** KPI A, the team's people: GET /wps/agent/kpi/a. */
export const KpiA = v.object({
  startDate: v.string(),
  endDate: v.string(),
  teamSize: Count,
  registrations: Count,
  firstDeposits: Count,
  activeMembers: Count,
  onlineNow: Count,
  logins: Count,
});
export type KpiAFigures = v.InferOutput<typeof KpiA>;

export const useKpiA = (range: DayRange) => useKpiGroup('a', KpiA, range);

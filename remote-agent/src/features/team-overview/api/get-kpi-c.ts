import * as v from 'valibot';
import { MoneyAmount, type DayRange } from '@mc/shared-kernel/records';
import { useKpiGroup } from './kpi-group-query';

/** KPI C, the team's result: GET /wps/agent/kpi/c (decimal strings, two places; negative when the team lost). */
export const KpiC = v.object({
  startDate: v.string(),
  endDate: v.string(),
  payouts: MoneyAmount,
  winLoss: MoneyAmount,
  bonuses: MoneyAmount,
  teamProfit: MoneyAmount,
});
export type KpiCFigures = v.InferOutput<typeof KpiC>;

export const useKpiC = (range: DayRange) => useKpiGroup('c', KpiC, range);

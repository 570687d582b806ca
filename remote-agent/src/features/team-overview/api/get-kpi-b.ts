import * as v from 'valibot';
import { MoneyAmount, type DayRange } from '@mc/shared-kernel/records';
import { useKpiGroup } from './kpi-group-query';

/** KPI B, the team's money: GET /wps/agent/kpi/b (decimal strings, two places). */
export const KpiB = v.object({
  startDate: v.string(),
  endDate: v.string(),
  deposits: MoneyAmount,
  withdrawals: MoneyAmount,
  bets: MoneyAmount,
  validBets: MoneyAmount,
});
export type KpiBFigures = v.InferOutput<typeof KpiB>;

export const useKpiB = (range: DayRange) => useKpiGroup('b', KpiB, range);

import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema } from '@mc/shared-kernel/records';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One dividend period with the team's figures and what the platform computed from them. */
const Period = v.object({
  periodId: v.pipe(v.string(), v.minLength(1)),
  period: v.picklist(['HALF_MONTH', 'MONTH']),
  startDate: v.pipe(v.string(), v.isoDate()),
  endDate: v.pipe(v.string(), v.isoDate()),
  current: v.boolean(),
  contractId: v.string(),
  teamProfit: MoneyAmount,
  validBets: MoneyAmount,
  activeMembers: Count,
  tier: v.nullable(Count),
  rate: v.nullable(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/))),
  amount: MoneyAmount,
  status: v.string(),
});
export type DividendPeriod = v.InferOutput<typeof Period>;

export const Page = recordPageSchema(Period);
export const PAGE_SIZE = 10;

/** The agent's dividend periods, newest first (the current one first): GET, paged. */
export function getDividendPeriods(pageNo: number, signal?: AbortSignal) {
  return api.get('/wps/agent/dividend/periods', { query: { pageNo, pageSize: PAGE_SIZE }, schema: Page, signal });
}

export const DIVIDEND_PERIODS_KEY = ['agent', 'dividend', 'periods'] as const;

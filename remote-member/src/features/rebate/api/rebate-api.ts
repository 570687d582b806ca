import * as v from 'valibot';
import { api, toCents } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';

const MANUAL_MODULE = 'MANPLAYREB3';
const REPORT_MODULE = 'PLYRBT';

/** A non-negative amount ("30.00") as integer cents; another shape (or an amount past what a `number` holds exactly) makes the answer malformed. */
const Cents = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d{1,2})?$/),
  v.transform((amount) => toCents(amount)),
);
/** A rate in percent with two places ("0.50"), kept as text: it is shown, never computed with. */
const Rate = v.pipe(v.string(), v.regex(/^\d{1,3}\.\d{2}$/));

const CategoryRebate = v.object({
  category: v.string(),
  validBet: Cents,
  bets: v.pipe(v.number(), v.integer(), v.minValue(0)),
  rate: Rate,
  amount: Cents,
  claimable: v.boolean(),
});
export type CategoryRebate = v.InferOutput<typeof CategoryRebate>;

export const ManualRebate = v.object({
  level: v.string(),
  minClaim: Cents,
  categories: v.array(CategoryRebate),
  claimableTotal: Cents,
});
export type ManualRebate = v.InferOutput<typeof ManualRebate>;

export const ClaimResult = v.object({
  claimNo: v.string(),
  claimed: v.array(CategoryRebate),
  amount: Cents,
  sumBalance: Cents,
});
export type ClaimResult = v.InferOutput<typeof ClaimResult>;

/** A category's code, or ALL for every category at or above the minimum. */
export interface ClaimPayload {
  category: string;
}

export const rebateKeys = {
  manual: (token: string | null) => ['member', 'rebate', 'manual', token] as const,
  report: ['member', 'rebate', 'report'] as const,
};

export const getManualRebate = (signal?: AbortSignal): Promise<ManualRebate> =>
  api.get('/wps/rebate/manual', { module: MANUAL_MODULE, schema: ManualRebate, signal });

export const postClaim = (payload: ClaimPayload, idempotencyKey: string): Promise<ClaimResult> =>
  api.post('/wps/rebate/manual/claim', { module: MANUAL_MODULE, json: payload, idempotencyKey, schema: ClaimResult });

const ReportRow = v.object({
  claimNo: v.string(),
  category: v.string(),
  validBet: MoneyAmount,
  rate: Rate,
  amount: MoneyAmount,
  claimedAt: v.number(),
});
export type ReportRow = v.InferOutput<typeof ReportRow>;

export const ReportPage = v.object({
  ...recordPageSchema(ReportRow).entries,
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totals: v.object({ validBet: MoneyAmount, amount: MoneyAmount }),
});
export type ReportPage = v.InferOutput<typeof ReportPage> & RecordPage<ReportRow>;

export interface ReportParams {
  startDate: string;
  endDate: string;
}

export const REPORT_PAGE_SIZE = 20;

export const getReportPage = (params: ReportParams, pageNo: number, signal: AbortSignal): Promise<ReportPage> =>
  api.get('/wps/rebate/report', {
    module: REPORT_MODULE,
    query: { ...params, pageNo, pageSize: REPORT_PAGE_SIZE },
    schema: ReportPage,
    signal,
  });

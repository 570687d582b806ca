import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';
import { orNotInTeam, teamQuery, type TeamReportParams } from './team-query';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The betting record's order fields, and whose order it is. */
const Order = v.object({
  username: v.string(),
  orderNo: v.string(),
  category: v.string(),
  vendor: v.string(),
  vendorName: v.optional(v.string(), ''),
  gameName: v.string(),
  betAmount: MoneyAmount,
  cancelledAmount: v.optional(MoneyAmount, '0.00'),
  validBet: MoneyAmount,
  payout: MoneyAmount,
  winLoss: MoneyAmount,
  status: v.string(),
  createdAt: v.number(),
  settledAt: v.nullable(v.number()),
});
export type TeamOrderRow = v.InferOutput<typeof Order>;

const Summary = v.object({ count: Count, betAmount: MoneyAmount, validBet: MoneyAmount, winLoss: MoneyAmount });
export type TeamOrdersSummary = v.InferOutput<typeof Summary>;

const Page = v.object({ ...recordPageSchema(Order).entries, summary: Summary });
export type TeamOrdersPage = RecordPage<TeamOrderRow> & { summary: TeamOrdersSummary; notInTeam?: true };

export const CATEGORIES = ['ALL', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
export const STATUSES = ['ALL', 'SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

export interface TeamOrdersParams extends TeamReportParams {
  category: string | null;
  status: string | null;
}

export const teamOrdersKey = ['agent', 'team-orders'] as const;

/** GET /wps/agent/team/orders: the team's bet orders (newest first) and the totals of all that match. */
export const getTeamOrders = (params: TeamOrdersParams, pageNo: number, signal?: AbortSignal): Promise<TeamOrdersPage> =>
  orNotInTeam(api.get('/wps/agent/team/orders', { query: teamQuery(params, pageNo), schema: Page, signal }), { summary: { count: 0, betAmount: '0.00', validBet: '0.00', winLoss: '0.00' } });

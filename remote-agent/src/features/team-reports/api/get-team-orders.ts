import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { BetOrderSchema, BetOrdersSummarySchema, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';
import { orNotInTeam, teamQuery, type TeamReportParams } from './team-query';

/** The betting record's order fields, and whose order it is. */
const Order = v.object({ username: v.string(), ...BetOrderSchema.entries });
export type TeamOrderRow = v.InferOutput<typeof Order>;
export type TeamOrdersSummary = v.InferOutput<typeof BetOrdersSummarySchema>;

export const Page = v.object({ ...recordPageSchema(Order).entries, summary: BetOrdersSummarySchema });
export type TeamOrdersPage = RecordPage<TeamOrderRow> & { summary: TeamOrdersSummary; notInTeam?: true };

export const CATEGORIES = ['ALL', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'INHOUSE'] as const;
export const STATUSES = ['ALL', 'SETTLED', 'UNSETTLED', 'CANCELLED'] as const;

export interface TeamOrdersParams extends TeamReportParams {
  category: string | null;
  status: string | null;
}

export const teamOrdersKey = ['agent', 'team-orders'] as const;

/** GET /wps/agent/team/orders: the team's bet orders (newest first) and the totals of all that match. */
export const getTeamOrders = (
  params: TeamOrdersParams,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TeamOrdersPage> =>
  orNotInTeam(api.get('/wps/agent/team/orders', { query: teamQuery(params, pageNo), schema: Page, signal }), {
    summary: { count: 0, betAmount: '0.00', validBet: '0.00', winLoss: '0.00' },
  });

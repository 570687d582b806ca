import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';
import { orNotInTeam, teamQuery, type TeamReportParams } from './team-query';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const Row = v.object({
  username: v.string(),
  level: Count,
  /** The direct downline through which the member is in the team (itself at level 1). */
  via: v.string(),
  validBet: MoneyAmount,
  income: MoneyAmount,
});
export type TeamRebateRow = v.InferOutput<typeof Row>;

const Summary = v.object({ members: Count, validBet: MoneyAmount, income: MoneyAmount });
export type TeamRebateSummary = v.InferOutput<typeof Summary>;

export const Page = v.object({ ...recordPageSchema(Row).entries, summary: Summary });
export type TeamRebatePage = RecordPage<TeamRebateRow> & { summary: TeamRebateSummary; notInTeam?: true };

export const teamRebateKey = ['agent', 'team-rebate-income'] as const;

/** GET /wps/agent/team/rebate-income: what the agent earned on each member's valid bets, and in all. */
export const getTeamRebate = (
  params: TeamReportParams,
  pageNo: number,
  signal?: AbortSignal,
): Promise<TeamRebatePage> =>
  orNotInTeam(api.get('/wps/agent/team/rebate-income', { query: teamQuery(params, pageNo), schema: Page, signal }), {
    summary: { members: 0, validBet: '0.00', income: '0.00' },
  });

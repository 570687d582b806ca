import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';
import { orNotInTeam, teamQuery, type TeamReportParams } from './team-query';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

const Figures = {
  deposits: MoneyAmount,
  withdrawals: MoneyAmount,
  bets: MoneyAmount,
  validBets: MoneyAmount,
  payouts: MoneyAmount,
  /** Promotions, bonuses, rebates and rewards the platform gave. */
  bonuses: MoneyAmount,
  /** The platform's result on the member: positive when the member lost that much. */
  profit: MoneyAmount,
  orderCount: Count,
};

const Row = v.object({ username: v.string(), level: Count, ...Figures });
export type TeamPnlRow = v.InferOutput<typeof Row>;
const Summary = v.object({ members: Count, ...Figures });
export type TeamPnlSummary = v.InferOutput<typeof Summary>;

export const Page = v.object({ ...recordPageSchema(Row).entries, summary: Summary });
export type TeamPnlPage = RecordPage<TeamPnlRow> & { summary: TeamPnlSummary; notInTeam?: true };

export const teamPnlKey = ['agent', 'team-pnl'] as const;

/** GET /wps/agent/team/pnl: one page of members and the whole team's totals for the period. */
export const getTeamPnl = (params: TeamReportParams, pageNo: number, signal?: AbortSignal): Promise<TeamPnlPage> =>
  orNotInTeam(api.get('/wps/agent/team/pnl', { query: teamQuery(params, pageNo), schema: Page, signal }), {
    summary: {
      members: 0,
      deposits: '0.00',
      withdrawals: '0.00',
      bets: '0.00',
      validBets: '0.00',
      payouts: '0.00',
      bonuses: '0.00',
      profit: '0.00',
      orderCount: 0,
    },
  });

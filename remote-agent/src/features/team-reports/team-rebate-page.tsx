import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@mc/shared-kernel';
import {
  RecordCard,
  RecordFilters,
  RecordList,
  RecordTotals,
  ReportLayout,
  useRecordPages,
  useReportRange,
} from '@mc/shared-kernel/records';
import { AgentShell } from '../../shell/agent-shell';
import {
  getTeamRebate,
  teamRebateKey,
  type TeamRebatePage,
  type TeamRebateRow,
  type TeamRebateSummary,
} from './api/get-team-rebate';
import { MemberFilter, useMemberFilter } from './components/member-filter';
import { TEAM_RANGE_POLICY } from './team-range';
import './team-reports.css';

/**
 * /m/member/teamRebate: the rebate the agent earned on its team's valid bets in a period, per member and
 * in all (the difference between the agent's rate and the rate of the account under it).
 */
export default function TeamRebatePage() {
  const { t } = useTranslation('agent');
  const period = useReportRange(TEAM_RANGE_POLICY);
  const [member, setMember] = useMemberFilter();
  const pages = useRecordPages({
    key: teamRebateKey,
    params: { startDate: period.range.start, endDate: period.range.end, member },
    fetchPage: getTeamRebate,
  });
  const first = pages.data?.pages[0] as TeamRebatePage | undefined;
  const summary = first?.summary;
  return (
    <AgentShell title={t('teamReports.rebate.title')} back="/m/agent">
      <ReportLayout>
        <RecordFilters period={period}>
          <MemberFilter key={member ?? ''} member={member} onChange={setMember} />
        </RecordFilters>
        <p className="agt-team-note">{t('teamReports.rebate.explain')}</p>
        <RecordList
          pages={pages}
          label={t('teamReports.rebate.list')}
          emptyText={first?.notInTeam ? t('teamReports.notInTeam', { member }) : t('teamReports.rebate.empty')}
          rowKey={(row) => row.username}
          summary={() => (summary ? <RebateTotals summary={summary} /> : null)}
          renderRow={(row) => <RebateCard row={row} />}
        />
      </ReportLayout>
    </AgentShell>
  );
}

function RebateTotals({ summary }: { summary: TeamRebateSummary }) {
  const { t } = useTranslation('agent');
  return (
    <RecordTotals
      count={summary.members}
      totals={[
        { id: 'valid', cents: toCents(summary.validBet), label: t('teamReports.rebate.validBet') },
        { id: 'income', cents: toCents(summary.income), label: t('teamReports.rebate.income') },
      ]}
    />
  );
}

function RebateCard({ row }: { row: TeamRebateRow }) {
  const { t } = useTranslation('agent');
  return (
    <RecordCard
      headline={row.username}
      status={<span className="agt-team-level">{t('teamReports.level', { level: row.level })}</span>}
      facts={[
        ...(row.via !== row.username ? [{ label: t('teamReports.rebate.via'), value: row.via }] : []),
        { label: t('teamReports.rebate.validBet'), value: formatMoney(row.validBet) },
        {
          label: t('teamReports.rebate.income'),
          value: <strong className="agt-team-income">{formatMoney(row.income)}</strong>,
        },
      ]}
    />
  );
}

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
import { getTeamPnl, teamPnlKey, type TeamPnlPage, type TeamPnlRow, type TeamPnlSummary } from './api/get-team-pnl';
import { MemberFilter, useMemberFilter } from './components/member-filter';
import { SignedMoney } from './components/signed-money';
import { TEAM_RANGE_POLICY } from './team-range';
import './team-reports.css';

/**
 * /m/agent/team/pnl: each member of the team (every level) with anything in the period, and the team's
 * totals. Profit is the platform's side: positive when the team lost that much.
 */
export default function TeamPnlPage() {
  const { t } = useTranslation('agent');
  const period = useReportRange(TEAM_RANGE_POLICY);
  const [member, setMember] = useMemberFilter();
  const pages = useRecordPages({
    key: teamPnlKey,
    params: { startDate: period.range.start, endDate: period.range.end, member },
    fetchPage: getTeamPnl,
  });
  const first = pages.data?.pages[0] as TeamPnlPage | undefined;
  const summary = first?.summary;
  return (
    <AgentShell title={t('teamReports.pnl.title')} back="/m/agent">
      <ReportLayout>
        <RecordFilters period={period}>
          <MemberFilter key={member ?? ''} member={member} onChange={setMember} />
        </RecordFilters>
        <p className="agt-team-note">{t('teamReports.pnl.profitNote')}</p>
        <RecordList
          pages={pages}
          label={t('teamReports.pnl.list')}
          emptyText={first?.notInTeam ? t('teamReports.notInTeam', { member }) : t('teamReports.pnl.empty')}
          rowKey={(row) => row.username}
          summary={() => (summary ? <PnlTotals summary={summary} /> : null)}
          renderRow={(row) => <PnlCard row={row} />}
        />
      </ReportLayout>
    </AgentShell>
  );
}

const FIGURES = ['deposits', 'withdrawals', 'bets', 'validBets', 'payouts', 'bonuses', 'profit'] as const;

function PnlTotals({ summary }: { summary: TeamPnlSummary }) {
  const { t } = useTranslation('agent');
  return (
    <RecordTotals
      count={summary.members}
      totals={FIGURES.map((id) => ({ id, cents: toCents(summary[id]), label: t(`teamReports.pnl.${id}`) }))}
    />
  );
}

function PnlCard({ row }: { row: TeamPnlRow }) {
  const { t } = useTranslation('agent');
  return (
    <RecordCard
      headline={row.username}
      status={<span className="agt-team-level">{t('teamReports.level', { level: row.level })}</span>}
      facts={FIGURES.map((id) => ({
        label: t(`teamReports.pnl.${id}`),
        value: id === 'profit' ? <SignedMoney amount={row.profit} /> : formatMoney(row[id]),
      }))}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, toCents } from '@mc/shared-kernel';
import {
  FilterSelect,
  RecordCard,
  RecordFilters,
  RecordList,
  RecordTotals,
  ReportLayout,
  StatusLabel,
  useRecordPages,
  useReportRange,
  useUrlFilter,
  type StatusScheme,
} from '@mc/shared-kernel/records';
import { AgentShell } from '../../shell/agent-shell';
import {
  CATEGORIES,
  getTeamOrders,
  STATUSES,
  teamOrdersKey,
  type TeamOrderRow,
  type TeamOrdersPage,
  type TeamOrdersSummary,
} from './api/get-team-orders';
import { MemberFilter, useMemberFilter } from './components/member-filter';
import { SignedMoney } from './components/signed-money';
import { TEAM_RANGE_POLICY } from './team-range';
import './team-reports.css';

const ALL = 'ALL';

const BET_STATUSES: StatusScheme = {
  namespace: 'agent',
  tones: { SETTLED: 'success', UNSETTLED: 'pending', CANCELLED: 'neutral' },
  labelKey: (status) => `teamReports.betting.statuses.${status}`,
};

/** /m/teamBetting: the team's bet orders of a period by member, category and status, with their totals. */
export default function TeamBettingPage() {
  const { t } = useTranslation('agent');
  const period = useReportRange(TEAM_RANGE_POLICY);
  const [member, setMember] = useMemberFilter();
  const [category, setCategory] = useUrlFilter('category', CATEGORIES, ALL);
  const [status, setStatus] = useUrlFilter('status', STATUSES, ALL);
  const pages = useRecordPages({
    key: teamOrdersKey,
    params: {
      startDate: period.range.start,
      endDate: period.range.end,
      member,
      category: category === ALL ? null : category,
      status: status === ALL ? null : status,
    },
    fetchPage: getTeamOrders,
  });
  const first = pages.data?.pages[0] as TeamOrdersPage | undefined;
  const summary = first?.summary;
  return (
    <AgentShell title={t('teamReports.betting.title')} back="/m/agent">
      <ReportLayout>
        <RecordFilters period={period}>
          <MemberFilter key={member ?? ''} member={member} onChange={setMember} />
          <FilterSelect
            label={t('teamReports.betting.category')}
            value={category}
            onChange={setCategory}
            options={CATEGORIES.map((value) => ({
              value,
              label: value === ALL ? t('teamReports.betting.allCategories') : t(`rebateSettings.categories.${value}`),
            }))}
          />
          <FilterSelect
            label={t('teamReports.betting.status')}
            value={status}
            onChange={setStatus}
            options={STATUSES.map((value) => ({
              value,
              label: value === ALL ? t('teamReports.betting.allStatuses') : t(`teamReports.betting.statuses.${value}`),
            }))}
          />
        </RecordFilters>
        <RecordList
          pages={pages}
          label={t('teamReports.betting.list')}
          emptyText={first?.notInTeam ? t('teamReports.notInTeam', { member }) : t('teamReports.betting.empty')}
          rowKey={(row) => row.orderNo}
          summary={() => (summary ? <OrdersTotals summary={summary} /> : null)}
          renderRow={(row) => <OrderCard row={row} />}
        />
      </ReportLayout>
    </AgentShell>
  );
}

function OrdersTotals({ summary }: { summary: TeamOrdersSummary }) {
  const { t } = useTranslation('agent');
  return (
    <RecordTotals
      count={summary.count}
      totals={[
        { id: 'bet', cents: toCents(summary.betAmount), label: t('teamReports.betting.betAmount') },
        { id: 'valid', cents: toCents(summary.validBet), label: t('teamReports.betting.validBet') },
        { id: 'winloss', cents: toCents(summary.winLoss), label: t('teamReports.betting.winLoss') },
      ]}
    />
  );
}

function OrderCard({ row }: { row: TeamOrderRow }) {
  const { t } = useTranslation('agent');
  return (
    <RecordCard
      headline={row.gameName}
      status={<StatusLabel status={row.status} scheme={BET_STATUSES} />}
      facts={[
        { label: t('teamReports.member'), value: row.username },
        {
          label: t('teamReports.betting.game'),
          value: `${row.vendorName || row.vendor} · ${t(`rebateSettings.categories.${row.category}`, { defaultValue: row.category })}`,
        },
        { label: t('teamReports.betting.betAmount'), value: formatMoney(row.betAmount) },
        ...(toCents(row.cancelledAmount) > 0
          ? [{ label: t('teamReports.betting.refunded'), value: formatMoney(row.cancelledAmount) }]
          : []),
        { label: t('teamReports.betting.validBet'), value: formatMoney(row.validBet) },
        { label: t('teamReports.betting.winLoss'), value: <SignedMoney amount={row.winLoss} /> },
        { label: t('teamReports.betting.placedAt'), value: formatDateTime(row.createdAt) },
        { label: t('teamReports.betting.orderNo'), value: <span className="agt-team-ref">{row.orderNo}</span> },
      ]}
    />
  );
}

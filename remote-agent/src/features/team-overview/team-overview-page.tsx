import { useTranslation } from 'react-i18next';
import { rangePolicy, RecordFilters, ReportLayout, useReportRange } from '@mc/shared-kernel/records';
import { AgentShell } from '../../shell/agent-shell';
import { useKpiA, type KpiAFigures } from './api/get-kpi-a';
import { useKpiB, type KpiBFigures } from './api/get-kpi-b';
import { useKpiC, type KpiCFigures } from './api/get-kpi-c';
import { KpiGroup, type KpiFigure } from './components/kpi-group';
import './team-overview.css';

/** Today, yesterday, this week, this month, or any range of up to 92 days (about a quarter) ending by today. */
export const TEAM_OVERVIEW_POLICY = rangePolicy({
  quickRanges: ['today', 'yesterday', 'thisWeek', 'thisMonth'],
  defaultRange: 'today',
  maxDays: 92,
});

const PEOPLE: readonly KpiFigure<KpiAFigures>[] = [
  { field: 'registrations', kind: 'count' },
  { field: 'firstDeposits', kind: 'count' },
  { field: 'activeMembers', kind: 'count' },
  { field: 'logins', kind: 'count' },
  { field: 'onlineNow', kind: 'count' },
  { field: 'teamSize', kind: 'count' },
];
const MONEY: readonly KpiFigure<KpiBFigures>[] = [
  { field: 'deposits', kind: 'money' },
  { field: 'withdrawals', kind: 'money' },
  { field: 'bets', kind: 'money' },
  { field: 'validBets', kind: 'money' },
];
const RESULT: readonly KpiFigure<KpiCFigures>[] = [
  { field: 'payouts', kind: 'money' },
  { field: 'winLoss', kind: 'money' },
  { field: 'bonuses', kind: 'money' },
  { field: 'teamProfit', kind: 'money' },
];

/**
 * /m/agent/team/overview: the whole team's figures (every level below the agent) for a range — its people
 * (A), its money in and out (B) and its result (C).
 */
export default function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const period = useReportRange(TEAM_OVERVIEW_POLICY);
  const a = useKpiA(period.range);
  const b = useKpiB(period.range);
  const c = useKpiC(period.range);
  return (
    <AgentShell title={t('teamOverview.title')} back="/m/agent">
      <ReportLayout>
        <RecordFilters period={period} />
        <p className="agt-overview__period" aria-live="polite">
          {t('teamOverview.period', { start: period.range.start, end: period.range.end })}
        </p>
        <KpiGroup group="a" query={a} figures={PEOPLE} />
        <KpiGroup group="b" query={b} figures={MONEY} />
        <KpiGroup group="c" query={c} figures={RESULT} />
        <p className="agt-overview__note">{t('teamOverview.note')}</p>
      </ReportLayout>
    </AgentShell>
  );
}

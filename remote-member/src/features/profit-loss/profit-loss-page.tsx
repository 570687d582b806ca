import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { EmptyState, ErrorState, Spinner, useSession, useSwitches } from '@mc/shared-kernel';
import { rangePolicy, RecordFilters, ReportLayout, useReportRange, type DayRange } from '@mc/shared-kernel/records';
import { isQuietPeriod, usePnl } from './api/pnl-api';
import { CategoryTable } from './components/category-table';
import { DailyChart } from './components/daily-chart';
import { PnlSummary } from './components/pnl-summary';
import './profit-loss.css';

/**
 * A week first (a day is often empty, a month slow to read on a phone); up to two months, so the chart
 * keeps bars wide enough to tell apart on a 375-pixel screen.
 */
export const PNL_RANGE_POLICY = rangePolicy({
  quickRanges: ['today', 'yesterday', 'last7', 'last30'],
  defaultRange: 'last7',
  maxDays: 60,
});

function PnlReportView({ range }: { range: DayRange }) {
  const { t } = useTranslation('member-pnl');
  const query = usePnl(range);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const report = query.data;
  if (isQuietPeriod(report)) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <div className="mem-pnl" data-testid="pnl-report">
      <PnlSummary report={report} />
      <DailyChart days={report.days} />
      <CategoryTable categories={report.categories} />
    </div>
  );
}

/** /m/profitandloss (switch PERSREP): the member's result over a period, by game category and by day. */
export default function ProfitLossPage() {
  const { t } = useTranslation('member-pnl');
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  const switches = useSwitches();
  const period = useReportRange(PNL_RANGE_POLICY);
  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (!signedIn) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  if (switches === undefined) return <Spinner />;
  if (switches.PERSREP !== true) return <EmptyState>{t('off')}</EmptyState>;
  return (
    <ReportLayout>
      <RecordFilters period={period} />
      <PnlReportView range={period.range} />
    </ReportLayout>
  );
}

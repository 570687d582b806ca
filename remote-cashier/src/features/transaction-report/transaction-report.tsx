import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isoDay, useSession } from '@mc/shared-kernel';
import type { ReportKind } from './api/report-page';
import { DateRangeFilter } from './components/date-range-filter';
import { ReportList } from './components/report-list';
import { DEFAULT_QUICK_RANGE } from './date-range';
import { useReportRange } from './use-report-range';
import './transaction-report.css';

/** Deposit and withdrawal records: one screen, parametrized by the report it reads. */
export function TransactionReport({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation('cashier');
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  const today = isoDay();
  const { range, setRange, corrected } = useReportRange(today);
  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (!signedIn) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <div className="csh-report">
      {/* Always there, empty until needed, so screen readers announce the text when it comes. */}
      <p className="csh-report__notice" role="status">
        {corrected ? t('filter.badLink', { range: t(`filter.${DEFAULT_QUICK_RANGE}`) }) : null}
      </p>
      <DateRangeFilter range={range} today={today} onChange={setRange} />
      <ReportList kind={kind} range={range} />
    </div>
  );
}

import { Navigate, useLocation } from 'react-router';
import { isoDay, useSession } from '@mc/shared-kernel';
import type { ReportKind } from './api/report-page';
import { DateRangeFilter } from './components/date-range-filter';
import { ReportList } from './components/report-list';
import { useReportRange } from './use-report-range';
import './transaction-report.css';

/** Deposit and withdrawal records: one screen, parametrized by the report it reads. */
export function TransactionReport({ kind }: { kind: ReportKind }) {
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  const today = isoDay();
  const [range, setRange] = useReportRange(today);
  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (!signedIn) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <div className="csh-report">
      <DateRangeFilter range={range} today={today} onChange={setRange} />
      <ReportList kind={kind} range={range} />
    </div>
  );
}

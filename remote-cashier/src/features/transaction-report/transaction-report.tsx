import { Navigate, useLocation } from 'react-router';
import { useSession } from '@mc/shared-kernel';
import {
  RecordFilters,
  RecordList,
  RecordTotals,
  ReportLayout,
  sumCents,
  useReportRange,
} from '@mc/shared-kernel/records';
import type { ReportKind } from './api/report-page';
import { useTransactionReport } from './api/use-transaction-report';
import { ReportRow } from './components/report-row';
import './transaction-report.css';

/** Deposit and withdrawal records: one screen, parametrized by the report it reads. */
export function TransactionReport({ kind }: { kind: ReportKind }) {
  const signedIn = useSession((s) => s.info !== null);
  const location = useLocation();
  const period = useReportRange();
  const pages = useTransactionReport(kind, period.range);
  // The host guards this route; the check is for the standalone shell and a session lost mid-visit.
  if (!signedIn) return <Navigate to="/m/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <ReportLayout>
      <RecordFilters period={period} />
      <RecordList
        pages={pages}
        rowKey={(row) => row.orderNo}
        renderRow={(row) => <ReportRow row={row} kind={kind} />}
        summary={(rows) => (
          <RecordTotals count={rows.length} totals={[{ id: 'amount', cents: sumCents(rows, (row) => row.amount) }]} />
        )}
      />
    </ReportLayout>
  );
}

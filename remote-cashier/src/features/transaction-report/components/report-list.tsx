import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from '@mc/shared-kernel';
import type { ReportKind } from '../api/report-page';
import { useTransactionReport } from '../api/use-transaction-report';
import type { DayRange } from '../date-range';
import { ReportRow } from './report-row';
import { ReportTotal } from './report-total';

export function ReportList({ kind, range }: { kind: ReportKind; range: DayRange }) {
  const { t } = useTranslation('cashier');
  const report = useTransactionReport(kind, range);

  if (report.isPending) return <Spinner />;
  if (report.isError && !report.data) return <ErrorState error={report.error} onRetry={() => void report.refetch()} />;

  const rows = report.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) return <EmptyState>{t('list.empty')}</EmptyState>;

  return (
    <>
      <ReportTotal rows={rows} />
      <ul className="csh-list" aria-label={t('list.label')}>
        {rows.map((row) => (
          <ReportRow key={row.orderNo} row={row} kind={kind} />
        ))}
      </ul>
      <div className="csh-more">
        {report.isFetchNextPageError ? (
          <ErrorState error={report.error} onRetry={() => void report.fetchNextPage()} compact />
        ) : report.hasNextPage ? (
          <button
            type="button"
            className="mc-btn mc-btn--block"
            disabled={report.isFetchingNextPage}
            onClick={() => void report.fetchNextPage()}
          >
            {report.isFetchingNextPage ? t('kernel:state.loadingMore') : t('list.loadMore')}
          </button>
        ) : (
          <p className="csh-more__end">{t('kernel:state.endOfList')}</p>
        )}
      </div>
    </>
  );
}

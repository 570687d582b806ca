import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Spinner } from '@mc/shared-kernel';
import type { RecordPages } from './use-record-pages';
import './records.css';
import { NS } from './i18n/namespace';

export interface RecordListProps<Row> {
  /** What `useRecordPages` returned. */
  pages: RecordPages<Row>;
  rowKey: (row: Row) => string;
  /** The content of one row's list item (a `RecordCard`, or the screen's own). */
  renderRow: (row: Row) => ReactNode;
  /** Shown above the rows when there are any, e.g. `RecordTotals`. */
  summary?: (rows: readonly Row[]) => ReactNode;
  /** The list's accessible name; the kernel's "Records" by default. */
  label?: string;
  /** The kernel's "No records in this period" by default. */
  emptyText?: ReactNode;
}

/**
 * A report's rows with every state a paged list has: loading, failed with Retry, empty, the rows, then
 * "load more", its own failure with Retry (the rows already loaded stay), or the end of the list.
 */
export function RecordList<Row>({ pages, rowKey, renderRow, summary, label, emptyText }: RecordListProps<Row>) {
  const { t } = useTranslation([NS, 'kernel']);
  const list = useRef<HTMLUListElement>(null);
  // Where the page asked for with "load more" starts; the keyboard moves on from there once it comes.
  const firstNew = useRef<number | null>(null);
  const rows = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const count = rows.length;

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    (list.current?.children[index] as HTMLElement | undefined)?.focus({ preventScroll: true });
  }, [count]);

  if (pages.isPending) return <Spinner />;
  if (pages.isError && !pages.data) return <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />;
  if (count === 0) return <EmptyState>{emptyText ?? t('list.empty')}</EmptyState>;

  const loadMore = () => {
    // Not `disabled` while loading: a disabled button drops the keyboard focus to the page's start.
    if (pages.isFetchingNextPage) return;
    firstNew.current = count;
    void pages.fetchNextPage();
  };

  return (
    <>
      {summary?.(rows)}
      <ul className="mc-record-list" aria-label={label ?? t('list.label')} ref={list}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="mc-record-list__item" tabIndex={-1}>
            {renderRow(row)}
          </li>
        ))}
      </ul>
      <div className="mc-record-list__more">
        {pages.isFetchNextPageError ? (
          <ErrorState error={pages.error} onRetry={loadMore} compact />
        ) : pages.hasNextPage ? (
          <button
            type="button"
            className="mc-btn mc-btn--block"
            aria-disabled={pages.isFetchingNextPage || undefined}
            onClick={loadMore}
          >
            {pages.isFetchingNextPage ? t('kernel:state.loadingMore') : t('list.loadMore')}
          </button>
        ) : (
          <p className="mc-record-list__end">{t('kernel:state.endOfList')}</p>
        )}
      </div>
    </>
  );
}

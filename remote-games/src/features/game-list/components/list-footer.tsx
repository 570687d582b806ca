import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner } from '@mc/shared-kernel';

interface ListFooterProps {
  loadingMore: boolean;
  /** The failure of the last next-page load; paging stops until Retry. */
  error: unknown;
  hasMore: boolean;
  onRetry: () => void;
}

/** What is under the loaded tiles: more on the way, a retry for a failed page, or the end. */
export function ListFooter({ loadingMore, error, hasMore, onRetry }: ListFooterProps) {
  const { t } = useTranslation('kernel');
  if (loadingMore) return <Spinner label={t('state.loadingMore')} />;
  if (error) return <ErrorState error={error} onRetry={onRetry} compact />;
  if (!hasMore) return <p className="gm-list__end">{t('state.endOfList')}</p>;
  return null;
}

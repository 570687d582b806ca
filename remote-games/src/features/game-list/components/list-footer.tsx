import { useTranslation } from 'react-i18next';
import { ErrorState, Spinner } from '@mc/shared-kernel';
import type { PagingStatus } from '../../../entities/paging';

interface ListFooterProps {
  paging: PagingStatus;
  /** The failure of the last next-page load; paging stops until Retry. */
  error: unknown;
  onRetry: () => void;
}

/**
 * What is under the loaded tiles: more on the way, a retry for a failed page, or the end. Always at least
 * the spinner's height, so the page does not grow under the reader when the next page starts loading.
 */
export function ListFooter({ paging, error, onRetry }: ListFooterProps) {
  const { t } = useTranslation('kernel');
  return (
    <div className="gm-list__footer">
      {paging === 'loading' ? <Spinner label={t('state.loadingMore')} /> : null}
      {paging === 'failed' ? <ErrorState error={error} onRetry={onRetry} compact /> : null}
      {paging === 'end' ? <p className="gm-list__end">{t('state.endOfList')}</p> : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Skeleton } from '@mc/shared-kernel';

const ROWS = 5;

/** Collapsed-item sized rows, so the list does not jump when it arrives. */
export function NoticeSkeleton() {
  const { t } = useTranslation('kernel');
  return (
    <div className="mem-notice__skeleton" role="status" aria-label={t('state.loading')} data-testid="notice-skeleton">
      {Array.from({ length: ROWS }, (_, i) => (
        <Skeleton key={i} height={64} radius={12} />
      ))}
    </div>
  );
}

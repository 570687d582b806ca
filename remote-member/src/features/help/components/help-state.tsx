import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton } from '@mc/shared-kernel';
import type { useHelpEntries } from '../api/get-help';

/** Loading, failed (Retry) and empty states of the help entries; the entries themselves otherwise. */
export function HelpState({ help, children }: { help: ReturnType<typeof useHelpEntries>; children: ReactNode }) {
  const { t } = useTranslation(['member-help', 'kernel']);
  if (help.isError) return <ErrorState error={help.error} onRetry={() => void help.refetch()} />;
  if (!help.data) {
    return (
      <div className="mem-help__skeleton" role="status" aria-label={t('kernel:state.loading')}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={52} radius={12} />
        ))}
      </div>
    );
  }
  if (help.data.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return <>{children}</>;
}

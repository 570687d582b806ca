import { useTranslation } from 'react-i18next';
import type { PendingCatch } from '../rain-machine';

/**
 * Catches whose answer was lost and not recovered by the automatic retries: the money may have moved, so
 * this says "not confirmed" (never "failed") and offers to send the same catch again.
 */
export function PendingCatches({
  pending,
  onRetry,
}: {
  pending: readonly PendingCatch[];
  onRetry(catchId: string): void;
}) {
  const { t } = useTranslation('agent');
  const unknown = pending.filter((p) => p.status === 'unknown');
  if (unknown.length === 0) return null;
  return (
    <ul className="agt-redrain-pending" role="alert">
      {unknown.map((p) => (
        <li key={p.catchId} className="agt-redrain-pending__item">
          <span>{t('redRain.pending.unknown')}</span>
          <button type="button" className="mc-btn mc-btn--link" onClick={() => onRetry(p.catchId)}>
            {t('redRain.pending.retry')}
          </button>
        </li>
      ))}
    </ul>
  );
}

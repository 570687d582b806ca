import { useTranslation } from 'react-i18next';
import './balance-unavailable.css';

/**
 * Stands where a balance could not be read: says so in words, announced (never a bare dash or a made-up
 * 0.00), with a refresh button named for screen readers. Without `onRefresh` the caller has its own
 * refresh button beside it.
 */
export function BalanceUnavailable({
  onRefresh,
  refreshLabel,
  className,
}: {
  onRefresh?: () => void;
  refreshLabel?: string;
  className?: string;
}) {
  const { t } = useTranslation('kernel');
  return (
    <span
      className={className ? `mc-balance-failed ${className}` : 'mc-balance-failed'}
      data-testid="balance-unavailable"
    >
      <span className="mc-balance-failed__text" role="alert">
        {t('balance.unavailable')}
      </span>
      {onRefresh ? (
        <button
          type="button"
          className="mc-balance-failed__refresh"
          aria-label={refreshLabel ?? t('balance.refresh')}
          onClick={onRefresh}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden>
            <path
              d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      ) : null}
    </span>
  );
}

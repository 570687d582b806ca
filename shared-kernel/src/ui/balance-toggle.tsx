import { useTranslation } from 'react-i18next';
import { balanceVisibility, useBalanceHidden } from '../session/balance-visibility';

/** The eye button that hides or shows balances everywhere at once (digits become asterisks). */
export function BalanceToggle({ className }: { className?: string }) {
  const { t } = useTranslation('kernel');
  const hidden = useBalanceHidden();
  return (
    <button
      type="button"
      className={className}
      aria-pressed={hidden}
      aria-label={hidden ? t('balance.show') : t('balance.hide')}
      onClick={() => balanceVisibility.getState().toggle()}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden>
        <path
          d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        {hidden ? (
          <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />
        ) : (
          <circle cx="12" cy="12" r="3" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}

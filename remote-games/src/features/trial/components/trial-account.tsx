import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton, formatMoney, useBalance, useRefreshBalance, useSession } from '@mc/shared-kernel';

/** The trial account's name and its play-money balance (hidden while it is fetched). */
export function TrialAccount() {
  const { t } = useTranslation('games-play');
  const name = useSession((s) => s.trialName ?? '');
  const balance = useBalance();
  const refresh = useRefreshBalance();

  return (
    <section className="gm-trial__card gm-trial__account" aria-labelledby="gm-trial-account">
      <div className="gm-trial__row">
        <span id="gm-trial-account" className="gm-trial__label">
          {t('trial.account.label')}
        </span>
        <span className="gm-trial__name" data-testid="trial-name">
          <bdi>{name}</bdi>
        </span>
      </div>
      <div className="gm-trial__row">
        <span className="gm-trial__label" id="gm-trial-balance">
          {t('trial.account.balance')}
        </span>
        {balance.isError && !balance.isFetching ? null : (
          <span
            className="gm-trial__balance"
            aria-labelledby="gm-trial-balance"
            aria-busy={balance.isFetching}
            data-testid="trial-balance"
          >
            {balance.isFetching || !balance.data ? (
              <Skeleton width={96} height={22} />
            ) : (
              formatMoney(balance.data.sumBalance)
            )}
          </span>
        )}
        <button
          type="button"
          className="gm-trial__refresh"
          onClick={() => void refresh()}
          disabled={balance.isFetching}
          aria-label={t('trial.account.refresh')}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {balance.isError && !balance.isFetching ? (
        <ErrorState compact error={balance.error} onRetry={() => void balance.refetch()} />
      ) : null}
    </section>
  );
}

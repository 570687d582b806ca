import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  BalanceToggle,
  BalanceUnavailable,
  formatMoney,
  maskMoney,
  useBalance,
  useBalanceHidden,
  useRefreshBalance,
  useSession,
} from '@mc/shared-kernel';

/** Total balance with refresh and hide/show; the hidden state is the one the header uses too. */
export function BalanceCard() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.info !== null);
  const balance = useBalance();
  const refresh = useRefreshBalance();
  const hidden = useBalanceHidden();

  const onRefresh = () => {
    if (!loggedIn) navigate('/m/login');
    else void refresh();
  };

  // The figure is hidden while it is (re)fetched.
  const busy = balance.isFetching || (balance.isPending && loggedIn);
  let figure;
  if (busy) {
    figure = <span className="mc-spinner" role="status" aria-label={t('kernel:state.loading')} />;
  } else if (balance.isError) {
    // The card's own refresh button, beside the words, is the way to try again.
    figure = <BalanceUnavailable />;
  } else {
    const amount = formatMoney(balance.data?.sumBalance);
    figure = (
      <span className="mem-balance__amount" data-testid="mine-balance">
        {hidden ? maskMoney(amount) : amount}
      </span>
    );
  }

  return (
    <div className="mem-balance">
      <div className="mem-balance__head">
        <span className="mem-balance__label">{t('mine.totalBalance')}</span>
        <BalanceToggle className="mem-icon-btn" />
      </div>
      <div className="mem-balance__row">
        <div className="mem-balance__figure" aria-live="polite">
          {figure}
        </div>
        <button
          type="button"
          className="mem-icon-btn"
          aria-label={t('mine.refreshBalance')}
          onClick={onRefresh}
          disabled={busy}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden>
            <path
              d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}

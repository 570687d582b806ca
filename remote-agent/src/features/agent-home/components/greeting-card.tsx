import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Skeleton, balanceVisibility, formatMoney, greetingFor, maskMoney, useBalance, useBalanceHidden, useSession,
} from '@mc/shared-kernel';
import { SessionLink } from './session-link';

/** Greeting by local hour (spec section 9: boundaries 10, 14, 18), name, balance and the money buttons. */
export function GreetingCard() {
  const { t } = useTranslation('agent');
  const userName = useSession((s) => s.info?.userName ?? '');
  // Read once per visit: the greeting should not change under the reader's eyes.
  const [hour] = useState(() => new Date().getHours());
  const balance = useBalance();
  const hidden = useBalanceHidden();

  let amount;
  if (balance.isPending) amount = <Skeleton width={120} height={28} />;
  else if (balance.isError) {
    amount = (
      <span className="agt-balance__error">
        {t('balance.unavailable')}
        <button type="button" className="mc-btn mc-btn--link" onClick={() => void balance.refetch()}>
          {t('kernel:actions.retry')}
        </button>
      </span>
    );
  } else {
    const formatted = formatMoney(balance.data.sumBalance);
    amount = <span data-testid="agent-balance">{hidden ? maskMoney(formatted) : formatted}</span>;
  }

  return (
    <section className="agt-card" aria-labelledby="agt-greeting">
      <p className="agt-card__greeting" id="agt-greeting">
        {t(`greeting.${greetingFor(hour)}`)}
        {userName ? <span className="agt-card__name">, {userName}</span> : null}
      </p>
      <div className="agt-balance">
        <span className="agt-balance__label">{t('balance.label')}</span>
        <div className="agt-balance__row">
          <span className="agt-balance__amount">{amount}</span>
          <button
            type="button"
            className="agt-balance__toggle"
            aria-pressed={hidden}
            aria-label={hidden ? t('balance.show') : t('balance.hide')}
            onClick={() => balanceVisibility.getState().toggle()}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
              {hidden ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" /> : <circle cx="12" cy="12" r="3" fill="currentColor" />}
            </svg>
          </button>
        </div>
      </div>
      <div className="agt-card__actions">
        <SessionLink to="/m/withdraw" className="mc-btn agt-card__action">{t('actions.withdraw')}</SessionLink>
        <SessionLink to="/m/voucherCenter" className="mc-btn mc-btn--primary agt-card__action">{t('actions.deposit')}</SessionLink>
      </div>
    </section>
  );
}

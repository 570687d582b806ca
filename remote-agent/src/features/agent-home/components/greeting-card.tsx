import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BalanceToggle,
  Skeleton,
  formatMoney,
  greetingFor,
  maskMoney,
  useBalance,
  useBalanceHidden,
  useSession,
} from '@mc/shared-kernel';
import { SessionLink } from '../../../shell/session-link';

/** Greeting by local hour (boundaries 10, 14, 18), name, balance and the money buttons. */
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
        {/* Isolated: a name stored with bidi controls must not reorder the greeting. */}
        {userName ? (
          <span className="agt-card__name">
            , <bdi>{userName}</bdi>
          </span>
        ) : null}
      </p>
      <div className="agt-balance">
        <span className="agt-balance__label">{t('balance.label')}</span>
        <div className="agt-balance__row">
          <span className="agt-balance__amount">{amount}</span>
          <BalanceToggle className="agt-balance__toggle" />
        </div>
      </div>
      <div className="agt-card__actions">
        <SessionLink to="/m/withdraw" className="mc-btn agt-card__action agt-card__action--plain">
          {t('actions.withdraw')}
        </SessionLink>
        <SessionLink to="/m/voucherCenter" className="mc-btn mc-btn--primary agt-card__action">
          {t('actions.deposit')}
        </SessionLink>
      </div>
    </section>
  );
}

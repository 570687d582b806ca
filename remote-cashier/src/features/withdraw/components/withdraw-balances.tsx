import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, formatCents } from '@mc/shared-kernel';
import { useCentreWallet } from '../../../entities/centre-wallet';
import type { WithdrawInfo } from '../../../entities/withdraw-info';

/**
 * The total, what of it can be withdrawn, what unmet turnover keeps back (and how much is left to play),
 * and money sitting in game wallets, which must come back to the main wallet before it can be withdrawn
 * (only the centre wallet can be withdrawn).
 */
export function WithdrawBalances({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('cashier-withdraw');
  const centre = useCentreWallet();
  const locked = info.lockedAmount > 0 && info.turnoverRemaining > 0;
  const inGames = centre.data ? info.sumBalance - centre.data.centreBalance : 0;
  return (
    <section className="csh-wd-panel" aria-labelledby="csh-wd-balances">
      <h2 className="csh-wd-panel__title" id="csh-wd-balances">
        {t('balances.heading')}
      </h2>
      <dl className="csh-wd-facts">
        <div>
          <dt>{t('balances.total')}</dt>
          <dd data-testid="withdraw-total">{formatCents(info.sumBalance)}</dd>
        </div>
        <div className="csh-wd-facts__main">
          <dt>{t('balances.withdrawable')}</dt>
          <dd data-testid="withdraw-withdrawable">{formatCents(info.withdrawable < 0 ? 0 : info.withdrawable)}</dd>
        </div>
        {locked ? (
          <div>
            <dt>{t('balances.locked')}</dt>
            <dd data-testid="withdraw-locked">{formatCents(info.lockedAmount)}</dd>
          </div>
        ) : null}
      </dl>
      {locked ? (
        <p className="csh-wd-note" data-testid="withdraw-turnover">
          {t('balances.turnoverLeft', {
            remaining: formatCents(info.turnoverRemaining),
            done: formatCents(info.turnoverDone),
            required: formatCents(info.turnoverRequired),
          })}
        </p>
      ) : null}
      {centre.isError ? <ErrorState error={centre.error} onRetry={() => void centre.refetch()} compact /> : null}
      {inGames > 0 ? (
        <p className="csh-wd-note csh-wd-note--action" data-testid="withdraw-in-games">
          <span>{t('balances.inGames', { amount: formatCents(inGames) })}</span>
          <Link className="csh-wd-link" to="/m/wallet">
            {t('balances.toWallet')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

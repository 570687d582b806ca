import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCents } from '@mc/shared-kernel';
import type { WithdrawalResult } from '../api/place-withdrawal';

/** The withdrawal was taken: its number, what is held and what will arrive, and the way to its record. */
export function WithdrawDone({ result, onAgain }: { result: WithdrawalResult; onAgain(): void }) {
  const { t } = useTranslation(['cashier-withdraw', 'cashier']);
  return (
    <section className="csh-wd-panel csh-wd-done" aria-labelledby="csh-wd-done" data-testid="withdraw-done">
      <h2 className="csh-wd-panel__title" id="csh-wd-done" role="status">
        {t('done.title')}
      </h2>
      <p className="csh-wd-note">{t('done.hint')}</p>
      <dl className="csh-wd-facts">
        <div>
          <dt>{t('done.orderNo')}</dt>
          <dd className="csh-wd-order" data-testid="withdraw-order-no">
            {result.orderNo}
          </dd>
        </div>
        <div>
          <dt>{t('done.amount')}</dt>
          <dd>{formatCents(result.amount)}</dd>
        </div>
        <div>
          <dt>{t('done.fee')}</dt>
          <dd>{formatCents(result.fee)}</dd>
        </div>
        <div className="csh-wd-facts__main">
          <dt>{t('done.receive')}</dt>
          <dd>{formatCents(result.amount - result.fee)}</dd>
        </div>
        <div>
          <dt>{t('done.status')}</dt>
          <dd>{t(`cashier:status.${result.status}`, { defaultValue: result.status })}</dd>
        </div>
      </dl>
      <Link className="mc-btn mc-btn--primary mc-btn--block csh-wd-action" to="/m/withdrawReport">
        {t('done.record')}
      </Link>
      <button type="button" className="mc-btn mc-btn--block csh-wd-action" onClick={onAgain}>
        {t('done.again')}
      </button>
    </section>
  );
}

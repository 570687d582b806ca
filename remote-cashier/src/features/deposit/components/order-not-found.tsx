import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEPOSIT_PATH, RECORDS_PATH } from '../rules/deposit-rules';

/** An order number that is missing, malformed, unknown or another member's: one plain page. */
export function OrderNotFound() {
  const { t } = useTranslation('cashier-deposit');
  return (
    <div className="csh-dep">
      <div className="mc-center" role="alert" data-testid="order-not-found">
        <p className="mc-state__title">{t('order.notFound')}</p>
        <p className="mc-state__hint">{t('order.notFoundHint')}</p>
        <div className="csh-dep-actions">
          <Link className="mc-btn mc-btn--primary" to={DEPOSIT_PATH}>
            {t('actions.newDeposit')}
          </Link>
          <Link className="mc-btn" to={RECORDS_PATH}>
            {t('actions.records')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The platform answers `request.invalid` for an order that is not this member's (or does not exist). */
export const isUnknownOrder = (error: unknown) => (error as { code?: string } | null)?.code === 'request.invalid';

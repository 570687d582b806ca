import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An account the platform does not let withdraw: said plainly, with where to ask, instead of a form that cannot work. */
export function WithdrawNotAllowed() {
  const { t } = useTranslation('cashier-withdraw');
  return (
    <div className="mc-center" data-testid="withdraw-not-allowed">
      <p className="mc-state__title">{t('notAllowed.title')}</p>
      <p className="mc-state__hint">{t('notAllowed.hint')}</p>
      <Link className="mc-btn csh-wd-action" to="/m/service">
        {t('notAllowed.service')}
      </Link>
    </div>
  );
}

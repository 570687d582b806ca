import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** What a trial (free-play) user sees on a page that needs a real account. */
export function RealAccountNotice() {
  const { t } = useTranslation('kernel');
  return (
    <div className="mc-center" role="alert" data-testid="real-account-only">
      <p className="mc-state__title">{t('errors.realAccountOnly')}</p>
      <Link className="mc-btn mc-btn--primary" to="/m/login">
        {t('actions.login')}
      </Link>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHostPageTitle } from '../../layout/title/page-title';

/** A route the registry assigns to a remote whose release does not have that screen yet. */
export function ComingLater() {
  const { t } = useTranslation('host');
  useHostPageTitle('notAvailable.title');
  return (
    <div className="mc-center" data-testid="not-available">
      <h1 className="mc-state__title">{t('notAvailable.title')}</h1>
      <p className="mc-state__hint">{t('notAvailable.hint')}</p>
      <Link to="/m/home" className="mc-btn">
        {t('kernel:actions.goHome')}
      </Link>
    </div>
  );
}

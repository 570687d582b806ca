import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHostPageTitle } from '../../layout/title/page-title';

export function NotFoundPage() {
  const { t } = useTranslation('host');
  useHostPageTitle('notFound.title');
  return (
    <div className="mc-center" data-testid="not-found">
      <p style={{ fontSize: 44, margin: 0 }} aria-hidden>
        404
      </p>
      <h1 className="mc-state__title">{t('notFound.title')}</h1>
      <p className="mc-state__hint">{t('notFound.hint')}</p>
      <Link to="/m/home" replace className="mc-btn mc-btn--primary">
        {t('kernel:actions.goHome')}
      </Link>
    </div>
  );
}

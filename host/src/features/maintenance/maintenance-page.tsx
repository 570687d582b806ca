import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings, type SiteMode } from '@mc/shared-kernel';

/** Mode 1: maintenance message. Mode 2: access denied with the visitor's IP (spec sections 4, 8). */
export function MaintenancePage({ mode }: { mode: SiteMode }) {
  const { t } = useTranslation('host');
  const { data } = useSettings();
  if (mode === 2) {
    return (
      <main className="mc-center host-blocked" data-testid="region-restricted">
        <h1 className="mc-state__title">{t('maintenance.blockedTitle')}</h1>
        <p className="mc-state__hint">{t('maintenance.blockedHint')}</p>
        <p className="host-blocked__ip">
          {t('maintenance.yourIp')}: <strong data-testid="client-ip">{data?.location.ip ?? '-'}</strong>
        </p>
      </main>
    );
  }
  if (mode === 1) {
    return (
      <main className="mc-center host-blocked" data-testid="maintenance">
        <h1 className="mc-state__title">{t('maintenance.title')}</h1>
        <p className="mc-state__hint">{data?.maintenanceMessage || t('maintenance.hint')}</p>
      </main>
    );
  }
  return (
    <main className="mc-center">
      <p className="mc-state__title">{t('maintenance.over')}</p>
      <Link to="/m/home" replace className="mc-btn mc-btn--primary" style={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }}>
        {t('kernel:actions.goHome')}
      </Link>
    </main>
  );
}

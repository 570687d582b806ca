import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSettings, type SiteMode } from '@mc/shared-kernel';
import { useHostPageTitle } from '../../layout/title/page-title';
import { safeReturnPath } from './return-path';
import { useSettingsRecheck, type SettingsRecheck } from './use-settings-recheck';

/**
 * Mode 1: maintenance message. Mode 2: access denied with the visitor's IP. Both
 * check the settings again (maintenance on its own, with back-off; both on Retry) and, once the site is
 * open, take the visitor back to the page in `?from=` without a reload. Mode 0 with a valid `from` (say
 * a reload after the end of maintenance) goes straight back there.
 */
export function MaintenancePage({ mode, onModeChange }: { mode: SiteMode; onModeChange: (mode: SiteMode) => void }) {
  const [params] = useSearchParams();
  const from = safeReturnPath(params.get('from'));
  if (mode === 0) return from ? <Navigate to={from} replace /> : <SiteOpen />;
  return <SiteClosed mode={mode} onModeChange={onModeChange} />;
}

function SiteClosed({ mode, onModeChange }: { mode: 1 | 2; onModeChange: (mode: SiteMode) => void }) {
  const { t } = useTranslation('host');
  const { data } = useSettings();
  const recheck = useSettingsRecheck(mode, onModeChange, { auto: mode === 1 });
  useHostPageTitle(mode === 2 ? 'maintenance.blockedTitle' : 'maintenance.title');
  if (mode === 2) {
    return (
      <div className="mc-center host-blocked" data-testid="region-restricted">
        <h1 className="mc-state__title">{t('maintenance.blockedTitle')}</h1>
        <p className="mc-state__hint">{t('maintenance.blockedHint')}</p>
        <p className="host-blocked__ip">
          {t('maintenance.yourIp')}: <strong data-testid="client-ip">{data?.location.ip ?? '-'}</strong>
        </p>
        <Recheck recheck={recheck} unchanged={t('maintenance.stillBlocked')} />
      </div>
    );
  }
  return (
    <div className="mc-center host-blocked" data-testid="maintenance">
      <h1 className="mc-state__title">{t('maintenance.title')}</h1>
      <p className="mc-state__hint">{data?.maintenanceMessage || t('maintenance.hint')}</p>
      <p className="mc-state__hint">{t('maintenance.autoHint')}</p>
      <Recheck recheck={recheck} unchanged={t('maintenance.still')} />
    </div>
  );
}

/** Retry, and what the last check found, announced (the region is always there so changes are read out). */
function Recheck({ recheck, unchanged }: { recheck: SettingsRecheck; unchanged: string }) {
  const { t } = useTranslation('host');
  const { checking, outcome, checkNow } = recheck;
  let status = '';
  if (checking) status = t('maintenance.checking');
  else if (outcome === 'unchanged') status = unchanged;
  else if (outcome) status = t(`kernel:${outcome.messageKey}`);
  return (
    <>
      {/* aria-disabled, not disabled: the button keeps keyboard focus while the check runs. */}
      <button
        type="button"
        className="mc-btn mc-btn--primary host-blocked__retry"
        aria-disabled={checking}
        onClick={() => {
          if (!checking) checkNow();
        }}
      >
        {t('kernel:actions.retry')}
      </button>
      <p className="host-blocked__status" role="status" data-testid="recheck-status">
        {status}
      </p>
    </>
  );
}

function SiteOpen() {
  const { t } = useTranslation('host');
  useHostPageTitle('maintenance.over');
  return (
    <div className="mc-center">
      <h1 className="mc-state__title">{t('maintenance.over')}</h1>
      <Link to="/m/home" replace className="mc-btn mc-btn--primary host-blocked__home">
        {t('kernel:actions.goHome')}
      </Link>
    </div>
  );
}

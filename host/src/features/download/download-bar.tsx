import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LocalKeys, Skeleton, bus, safeStorage } from '@mc/shared-kernel';
import '../../i18n/chrome/namespace';
import { barVisible, useDownloadOffer } from '../../entities/download-offer';
import { APP_GLYPH } from './app-glyphs';
import './download.css';

/** The home page's app-download bar; its button asks for the host's popup (DownloadHost). */
export function DownloadBar() {
  return (
    <Suspense fallback={<BarSkeleton />}>
      <Bar />
    </Suspense>
  );
}

/** Same height as the bar, so nothing below it moves when it arrives. */
function BarSkeleton() {
  return (
    <div className="host-dl-bar host-dl-bar--pending" aria-hidden>
      <Skeleton height={36} width={36} radius={9} />
      <Skeleton height={32} />
    </div>
  );
}

function Bar() {
  const { t } = useTranslation('host-chrome');
  const { env, device, links, offer, applies } = useDownloadOffer();
  const [dismissed, setDismissed] = useState(() => safeStorage('local')?.getItem(LocalKeys.hideDownloadBar) === '1');

  // A page opened from an iOS web clip means the profile is installed: stop offering it.
  useEffect(() => {
    if (device.os === 'ios' && env.iosStandalone) safeStorage('local')?.setItem(LocalKeys.webClip, '1');
  }, [device.os, env.iosStandalone]);

  const dismiss = () => {
    safeStorage('local')?.setItem(LocalKeys.hideDownloadBar, '1');
    setDismissed(true);
  };

  if (!applies || dismissed) return null;
  if (links.isPending) return <BarSkeleton />;
  const close = (
    <button type="button" className="host-dl-bar__close" aria-label={t('download.bar.dismiss')} onClick={dismiss}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
    </button>
  );
  if (links.isError) {
    return (
      <aside className="host-dl-bar host-dl-bar--error" aria-label={t('download.bar.label')}>
        <ErrorState error={links.error} onRetry={() => void links.refetch()} inline className="host-dl-bar__state" />
        {close}
      </aside>
    );
  }
  if (!offer || !barVisible(device, offer, { dismissed })) return null;
  // Already through the URL rule for pictures (pickLinks).
  const iconSrc = links.data.icon;
  return (
    <aside className="host-dl-bar" aria-label={t('download.bar.label')} data-testid="download-bar">
      {iconSrc ? (
        <img className="host-dl-bar__icon" src={iconSrc} alt={t('download.bar.iconAlt')} width={36} height={36} />
      ) : (
        APP_GLYPH
      )}
      <div className="host-dl-bar__text">
        <strong>{t('download.bar.title')}</strong>
        <span>{t('download.bar.text')}</span>
      </div>
      <button
        type="button"
        className="mc-btn mc-btn--primary host-dl-bar__open"
        aria-haspopup="dialog"
        onClick={() => bus.emit('download:open')}
      >
        {t('download.bar.open')}
      </button>
      {close}
    </aside>
  );
}

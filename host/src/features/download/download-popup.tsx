import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, toast } from '@mc/shared-kernel';
import '../../i18n/chrome/namespace';
import { useDownloadOffer, type DownloadOffer } from '../../entities/download-offer';
import { ANDROID_GLYPH, APPLE_GLYPH } from './app-glyphs';
import { DownloadSheet } from './download-sheet';
import { HomeScreenFooter } from './home-screen-footer';
import './download.css';

/** The app-download popup, shown by DownloadHost (download-host.tsx), a chunk of its own. */
export function DownloadPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('host-chrome');
  const { links, offer } = useDownloadOffer();
  const footer = offer?.homeScreenFooter ? <HomeScreenFooter profile={offer.profile} tall={offer.tallFooter} /> : null;
  return (
    <DownloadSheet title={t('download.popup.title')} onClose={onClose} footer={footer}>
      {links.isPending ? (
        <div className="host-dl-choices" aria-busy="true">
          <Skeleton height={60} radius={12} />
          <Skeleton height={60} radius={12} />
        </div>
      ) : links.isError ? (
        <ErrorState error={links.error} onRetry={() => void links.refetch()} compact />
      ) : offer ? (
        <DownloadChoices offer={offer} />
      ) : null}
    </DownloadSheet>
  );
}

function DownloadChoices({ offer }: { offer: DownloadOffer }) {
  const { t } = useTranslation('host-chrome');
  // Outside Safari iOS cannot install the app or the profile, so those give way to the notice.
  const safariNotice = offer.safariRequired && Boolean(offer.ios || offer.profile);
  const ios = offer.safariRequired ? null : offer.ios;
  if (!offer.android && !ios && !safariNotice) {
    return offer.homeScreenFooter ? null : <EmptyState>{t('download.popup.none')}</EmptyState>;
  }
  return (
    <div className="host-dl-choices">
      {safariNotice ? <SafariNotice /> : null}
      {offer.android ? (
        <a className="host-dl-choice" href={offer.android} data-testid="download-android">
          {ANDROID_GLYPH}
          <span className="host-dl-choice__text">
            <strong>{t('download.popup.android')}</strong>
            <small>{t('download.popup.androidHint')}</small>
          </span>
        </a>
      ) : null}
      {ios ? (
        <a className="host-dl-choice" href={ios} data-testid="download-ios">
          {APPLE_GLYPH}
          <span className="host-dl-choice__text">
            <strong>{t('download.popup.ios')}</strong>
            <small>{t('download.popup.iosHint')}</small>
          </span>
        </a>
      ) : null}
    </div>
  );
}

function SafariNotice() {
  const { t } = useTranslation('host-chrome');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('download.popup.copied'));
    } catch {
      toast.error(t('download.popup.copyFailed'));
    }
  };
  return (
    <div className="host-dl-notice" role="note" data-testid="safari-required">
      <p className="host-dl-notice__title">{t('download.popup.safariRequired')}</p>
      <p className="host-dl-notice__hint">{t('download.popup.safariHint')}</p>
      <button type="button" className="mc-btn" onClick={() => void copy()}>
        {t('download.popup.copyLink')}
      </button>
    </div>
  );
}

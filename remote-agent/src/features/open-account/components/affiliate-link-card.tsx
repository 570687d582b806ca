import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, formatDateTime, Spinner, toast } from '@mc/shared-kernel';
import { copyText, selectContents } from '@mc/shared-kernel/clipboard';
import { inviteUrl, type AffiliateLink } from '../api/get-affiliate-links';

const QrCode = lazy(() => import('./qr-code'));

/** One invitation link: its address, type and rates, with copy, QR code and delete. */
export function AffiliateLinkCard({
  link,
  onDelete,
  deleting,
}: {
  link: AffiliateLink;
  onDelete: (link: AffiliateLink) => void;
  deleting: boolean;
}) {
  const { t } = useTranslation('agent');
  const url = inviteUrl(link.code);
  const urlRef = useRef<HTMLElement>(null);
  const [manual, setManual] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);

  const copy = async () => {
    if (await copyText(url)) {
      setManual(false);
      toast.success(t('links.copied'));
    } else {
      // The browser refused the clipboard: the address is selected so a long press copies it.
      setManual(true);
      selectContents(urlRef.current);
    }
  };

  const typeLabel = t(`openAccount.type.${link.memberType}`);
  return (
    <li className="agt-open__link" data-testid="affiliate-link">
      <div className="agt-open__link-head">
        <span className="agt-open__link-code">{t('links.code', { code: link.code })}</span>
        <span className="agt-open__link-type">{typeLabel}</span>
      </div>
      <bdi className="agt-open__link-url" ref={urlRef}>
        {url}
      </bdi>
      {manual ? (
        <p className="agt-open__link-manual" role="status">
          {t('links.copyManual')}
        </p>
      ) : null}
      <p className="agt-open__link-rates">
        {link.rebates
          .map(({ category, rate }) => `${t(`openAccount.category.${category}`, { defaultValue: category })} ${rate}%`)
          .join(' · ')}
      </p>
      <p className="agt-open__link-meta">
        {t('links.meta', { date: formatDateTime(link.createdAt), count: link.registrations })}
      </p>
      <div className="agt-open__link-actions">
        <button
          type="button"
          className="mc-btn"
          onClick={() => void copy()}
          aria-label={t('links.copyLabel', { code: link.code })}
        >
          {t('links.copy')}
        </button>
        <button
          type="button"
          className="mc-btn"
          onClick={() => setQrOpen(true)}
          aria-label={t('links.qrLabel', { code: link.code })}
        >
          {t('links.qr')}
        </button>
        <button
          type="button"
          className="mc-btn agt-open__link-delete"
          disabled={deleting}
          onClick={() => onDelete(link)}
          aria-label={t('links.deleteLabel', { code: link.code })}
        >
          {t('links.delete')}
        </button>
      </div>
      <Dialog open={qrOpen} title={t('links.qrTitle', { type: typeLabel })} onClose={() => setQrOpen(false)}>
        <div className="agt-open__qr-box">
          <Suspense fallback={<Spinner />}>
            <QrCode text={url} label={t('links.qrAlt', { code: link.code })} />
          </Suspense>
          <bdi className="agt-open__qr-url">{url}</bdi>
        </div>
      </Dialog>
    </li>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@mc/shared-kernel';
import type { Vendor } from '../api/get-vendor-mapping';
import { assetUrl } from '../asset-url';

/** Spec section 9: the strip pages by buttons only when there are more than 5 vendors. */
export const VENDOR_PAGER_MIN = 6;

interface VendorStripProps {
  vendors: Vendor[];
  selected: string | null;
  error: unknown;
  onRetry: () => void;
  onSelect: (vassalage: string | null) => void;
}

export function VendorStrip({ vendors, selected, error, onRetry, onSelect }: VendorStripProps) {
  const { t } = useTranslation('games');
  const track = useRef<HTMLDivElement>(null);

  // A vendor chosen from the URL may sit beyond the first four; bring it into the strip's view.
  useEffect(() => {
    const el = track.current;
    const pressed = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !pressed) return;
    const hidden = pressed.offsetLeft < el.scrollLeft || pressed.offsetLeft + pressed.offsetWidth > el.scrollLeft + el.clientWidth;
    if (hidden) el.scrollTo?.({ left: pressed.offsetLeft });
  }, [selected, vendors.length]);

  if (error) {
    return (
      <div className="gm-vendors gm-vendors--failed">
        <p className="gm-vendors__error">{t('list.vendorsFailed')}</p>
        <ErrorState error={error} onRetry={onRetry} compact />
      </div>
    );
  }
  if (vendors.length === 0) return null;

  const pager = vendors.length >= VENDOR_PAGER_MIN;
  const page = (direction: 1 | -1) => {
    const el = track.current;
    el?.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  const isAll = selected === null;
  return (
    <nav className="gm-vendors" aria-label={t('list.vendors')}>
      {pager ? (
        <button type="button" className="gm-vendors__nav" aria-label={t('list.previousVendors')} onClick={() => page(-1)}>
          <span aria-hidden>‹</span>
        </button>
      ) : null}
      <div className="gm-vendors__track" ref={track}>
        <button type="button" className="gm-vendor gm-vendor--all" aria-pressed={isAll} onClick={() => onSelect(null)}>
          {t('list.all')}
        </button>
        {vendors.map((vendor) => (
          <button
            key={vendor.vassalage}
            type="button"
            className="gm-vendor"
            aria-pressed={selected?.toUpperCase() === vendor.vassalage.toUpperCase()}
            onClick={() => onSelect(vendor.vassalage)}
          >
            {vendor.mobileLargeIcon ? (
              <img className="gm-vendor__icon" src={assetUrl(vendor.mobileLargeIcon)} alt="" width={48} height={24} loading="lazy" decoding="async" />
            ) : null}
            <span className="gm-vendor__name">{vendor.displayName}</span>
          </button>
        ))}
      </div>
      {pager ? (
        <button type="button" className="gm-vendors__nav" aria-label={t('list.nextVendors')} onClick={() => page(1)}>
          <span aria-hidden>›</span>
        </button>
      ) : null}
    </nav>
  );
}

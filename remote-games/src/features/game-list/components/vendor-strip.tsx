import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, PlatformImage, Skeleton } from '@mc/shared-kernel';
import type { Vendor } from '../../../entities/vendor-mapping';
import { prefersReducedMotion } from '../reduced-motion';
import { slideAt, slideCount, slideOfItem, slideOffset, stepSlide, usesCarousel } from '../vendor-carousel';

interface VendorStripProps {
  /** The vendors are on their way: keep their place so the list below does not move when they come. */
  loading: boolean;
  vendors: Vendor[];
  selected: string | null;
  error: unknown;
  onRetry: () => void;
  onSelect: (vassalage: string | null) => void;
}

const sameVendor = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.toUpperCase();

/**
 * The type's vendors with "All" first. More than 5 vendors make a carousel of 4 per slide with prev/next
 * buttons; a swipe moves it too. Fewer sit in plain rows of 4.
 */
export function VendorStrip({ loading, vendors, selected, error, onRetry, onSelect }: VendorStripProps) {
  const { t } = useTranslation('games');
  const track = useRef<HTMLDivElement>(null);
  const [slide, setSlide] = useState(0);
  const carousel = usesCarousel(vendors.length);
  const slides = slideCount(vendors.length + 1);
  const selectedIndex = vendors.findIndex((v) => sameVendor(selected, v.vassalage));

  const goTo = (target: number, smooth: boolean) => {
    setSlide(target);
    const el = track.current;
    el?.scrollTo?.({
      left: slideOffset(target, el.clientWidth),
      behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    });
  };

  // A vendor chosen from the URL may sit beyond the first slide; bring its slide into view.
  useEffect(() => {
    if (!carousel || selectedIndex < 0) return;
    const target = slideOfItem(selectedIndex + 1);
    setSlide(target);
    const el = track.current;
    el?.scrollTo?.({ left: slideOffset(target, el.clientWidth) });
  }, [carousel, selectedIndex]);

  if (error) {
    return (
      <div className="gm-vendors gm-vendors--failed">
        <p className="gm-vendors__error">{t('list.vendorsFailed')}</p>
        <ErrorState error={error} onRetry={onRetry} compact />
      </div>
    );
  }
  if (loading) {
    return (
      <div className="gm-vendors" aria-hidden data-testid="vendors-loading">
        <div className="gm-vendors__track gm-vendors__track--static">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={60} radius={10} />
          ))}
        </div>
      </div>
    );
  }
  if (vendors.length === 0) return null;

  const isAll = selected === null;
  return (
    <nav className="gm-vendors" aria-label={t('list.vendors')}>
      {carousel ? (
        <button
          type="button"
          className="gm-vendors__nav"
          aria-label={t('list.previousVendors')}
          disabled={slide === 0}
          onClick={() => goTo(stepSlide(slide, -1, slides), true)}
        >
          <span aria-hidden>‹</span>
        </button>
      ) : null}
      <div
        className={`gm-vendors__track${carousel ? '' : ' gm-vendors__track--static'}`}
        ref={track}
        onScroll={
          carousel
            ? (event) => setSlide(slideAt(event.currentTarget.scrollLeft, event.currentTarget.clientWidth, slides))
            : undefined
        }
      >
        <button type="button" className="gm-vendor gm-vendor--all" aria-pressed={isAll} onClick={() => onSelect(null)}>
          {t('list.all')}
        </button>
        {vendors.map((vendor) => (
          <button
            key={vendor.vassalage}
            type="button"
            className="gm-vendor"
            aria-pressed={sameVendor(selected, vendor.vassalage)}
            onClick={() => onSelect(vendor.vassalage)}
          >
            <PlatformImage className="gm-vendor__icon" src={vendor.mobileLargeIcon} width={48} height={24} />
            <span className="gm-vendor__name">{vendor.displayName}</span>
          </button>
        ))}
      </div>
      {carousel ? (
        <button
          type="button"
          className="gm-vendors__nav"
          aria-label={t('list.nextVendors')}
          disabled={slide >= slides - 1}
          onClick={() => goTo(stepSlide(slide, 1, slides), true)}
        >
          <span aria-hidden>›</span>
        </button>
      ) : null}
    </nav>
  );
}

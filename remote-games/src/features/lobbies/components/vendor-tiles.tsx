import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, PlatformImage } from '@mc/shared-kernel';
import type { Vendor } from '../../../entities/vendor-mapping';
import { gameListHref } from '../lobby-links';
import { TileRowSkeleton } from './tile-row-skeleton';

interface VendorTilesProps {
  gameType: string;
  /** Accessible name of the row, e.g. "Slots providers". */
  label: string;
  vendors: Vendor[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** One sideways-scrolling row of a category's vendors, each opening that vendor's game list. */
export function VendorTiles({ gameType, label, vendors, pending, error, onRetry }: VendorTilesProps) {
  const { t } = useTranslation('games-lobby');
  if (pending) return <TileRowSkeleton kind="vendor" />;
  if (!vendors) return <ErrorState error={error} onRetry={onRetry} compact />;
  if (vendors.length === 0) return <EmptyState>{t('lobby.noVendors')}</EmptyState>;
  return (
    <ul className="gm-lobby-row gm-lobby-row--vendor" aria-label={label}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Link className="gm-lobby-vendor" to={gameListHref(gameType, { vassalage: vendor.vassalage })}>
            <span className="gm-lobby-vendor__icon">
              <PlatformImage src={vendor.mobileLargeIcon} width={56} height={28} />
            </span>
            <span className="gm-lobby-vendor__name">{vendor.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

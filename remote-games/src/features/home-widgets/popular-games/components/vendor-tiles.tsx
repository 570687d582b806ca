import { PlatformImage } from '@mc/shared-kernel';
import type { VendorTile } from '../popular-tabs';

function VendorButton({ vendor, onOpen }: { vendor: VendorTile; onOpen: (vendor: VendorTile) => void }) {
  return (
    <button type="button" className="gm-popular__vendor" onClick={() => onOpen(vendor)}>
      <span className="gm-popular__vendor-art">
        <PlatformImage src={vendor.mobileLargeIcon} width={240} height={120} />
      </span>
      <span className="gm-popular__vendor-name">{vendor.displayName}</span>
    </button>
  );
}

/** Vendor tiles (mobileLargeIcon) of one category; a tap follows the vendor launch rules. */
export function VendorTiles({
  vendors,
  label,
  onOpen,
}: {
  vendors: VendorTile[];
  label: string;
  onOpen: (vendor: VendorTile) => void;
}) {
  return (
    <ul className="gm-popular__vendors" aria-label={label}>
      {vendors.map((vendor) => (
        <li key={`${vendor.gameType}:${vendor.vassalage}`}>
          <VendorButton vendor={vendor} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

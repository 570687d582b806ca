import { useState } from 'react';
import { assetUrl } from '../../../game-list/asset-url';

/** A team's image in a fixed box (the name beside it says who it is); an empty box when missing or broken. */
export function TeamBadge({ src, size }: { src: string | null; size: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="mc-hotmatch__badge" style={{ width: size, height: size }}>
      {src && !broken ? (
        <img src={assetUrl(src)} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : null}
    </span>
  );
}

import { useState } from 'react';
import { assetUrl } from '../../game-list/asset-url';

/** A fixed square, so the icon loading (or failing) moves nothing around it. */
export function LotteryIcon({ src, size }: { src: string | null | undefined; size: number }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className="lt-icon" style={{ width: size, height: size }}>
      {src && !broken ? (
        <img src={assetUrl(src)} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : null}
    </span>
  );
}

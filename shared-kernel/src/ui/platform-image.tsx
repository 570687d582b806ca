import { useState } from 'react';
import { platformImageUrl } from '../config/platform-url';

interface PlatformImageProps {
  /** A platform path or URL; nothing is requested when it is missing or from an origin nobody allowed. */
  src: string | null | undefined;
  width: number;
  height: number;
  alt?: string;
  className?: string;
}

/**
 * A platform picture (icon, logo, team badge) that simply goes away when it is missing, not allowed or
 * broken: the box around it keeps the layout, the words beside it say what it was.
 */
export function PlatformImage({ src, width, height, alt = '', className }: PlatformImageProps) {
  const url = platformImageUrl(src);
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) return null;
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(url)}
    />
  );
}

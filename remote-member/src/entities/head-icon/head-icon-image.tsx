import { useState } from 'react';
import { platformImageUrl } from '@mc/shared-kernel';
import { useHeadIcon } from './use-head-icon';
import './head-icon.css';

/**
 * The member's profile picture as a circle, cut square from the middle of the picture (`object-fit`), or a
 * plain figure when there is none. Nothing at all while PROFPIC3 is off or the picture cannot be known.
 * `alt` / `emptyAlt` empty: beside the member's name it adds nothing to read.
 */
export function HeadIconImage({
  size,
  alt = '',
  emptyAlt = '',
}: {
  size: 'small' | 'large';
  alt?: string;
  emptyAlt?: string;
}) {
  const icon = useHeadIcon();
  const url = platformImageUrl(icon.data?.url);
  const [broken, setBroken] = useState<string | null>(null);
  if (icon.data === undefined) return null;
  const className = `mem-head mem-head--${size}`;
  if (!url || broken === url) {
    return (
      <span
        className={`${className} mem-head--none`}
        data-testid="head-icon-none"
        role={emptyAlt ? 'img' : undefined}
        aria-label={emptyAlt || undefined}
        aria-hidden={emptyAlt ? undefined : true}
      >
        <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden>
          <path
            d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4.5 4-6.5 8-6.5s7 2 8 6.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={url}
      alt={alt}
      data-testid="head-icon"
      decoding="async"
      onError={() => setBroken(url)}
    />
  );
}

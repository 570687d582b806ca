import { PlatformImage } from '@mc/shared-kernel';

/** A team's image in a fixed box (the name beside it says who it is); an empty box when missing or broken. */
export function TeamBadge({ src, size }: { src: string | null; size: number }) {
  return (
    <span className="gm-hotmatch__badge" style={{ width: size, height: size }}>
      <PlatformImage src={src} width={size} height={size} />
    </span>
  );
}

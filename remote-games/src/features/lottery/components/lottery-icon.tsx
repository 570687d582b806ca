import { PlatformImage } from '@mc/shared-kernel';

/** A fixed square, so the icon loading (or failing) moves nothing around it. */
export function LotteryIcon({ src, size }: { src: string | null | undefined; size: number }) {
  return (
    <span className="gm-lottery-icon" style={{ width: size, height: size }}>
      <PlatformImage src={src} width={size} height={size} />
    </span>
  );
}

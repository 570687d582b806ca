import { Skeleton } from '@mc/shared-kernel';

/** A row of placeholders the size of the tiles it stands for (the rows scroll sideways, so one row is final). */
export function TileRowSkeleton({ kind, count = 4 }: { kind: 'vendor' | 'class'; count?: number }) {
  return (
    <div className={`gm-lobby-row gm-lobby-row--${kind}`} aria-busy="true" data-testid={`${kind}-skeleton`}>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={
            kind === 'vendor' ? 'gm-lobby-vendor gm-lobby-vendor--skeleton' : 'gm-lobby-class gm-lobby-class--skeleton'
          }
        >
          <Skeleton height="100%" radius={kind === 'vendor' ? 10 : 18} />
        </span>
      ))}
    </div>
  );
}

import { Skeleton } from '@mc/shared-kernel';
import './game-tile.css';

/** Same boxes as a game tile, so the first page lands without moving anything. */
export function GameTileSkeleton() {
  return (
    <div className="gm-tile gm-tile--skeleton">
      <div className="gm-tile__icon">
        <Skeleton height="100%" radius={12} />
      </div>
      <div className="gm-tile__name">
        <Skeleton height={12} width="80%" />
      </div>
    </div>
  );
}

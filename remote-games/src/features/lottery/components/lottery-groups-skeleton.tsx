import { Skeleton } from '@mc/shared-kernel';

/** Two groups of three rows, built from the same boxes as the real rows so nothing jumps when they land. */
export function LotteryGroupsSkeleton() {
  return (
    <div aria-busy="true" data-testid="lottery-skeleton">
      {[0, 1].map((group) => (
        <div key={group} className="gm-lottery-group">
          <div className="gm-lottery-group__title">
            <Skeleton height={16} width="40%" />
          </div>
          <ul className="gm-lottery-group__games" aria-hidden>
            {[0, 1, 2].map((row) => (
              <li key={row} className="gm-lottery-game">
                <span className="gm-lottery-game__info">
                  <Skeleton height={52} width={52} radius={10} />
                  <span className="gm-lottery-game__text">
                    <Skeleton height={14} width="70%" />
                    <Skeleton height={12} width="50%" />
                  </span>
                </span>
                <span className="gm-lottery-play">
                  <Skeleton height={32} width={88} radius={16} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

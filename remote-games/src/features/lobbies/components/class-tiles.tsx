import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@mc/shared-kernel';
import type { GameClassify } from '../../../entities/vendor-mapping';
import { gameListHref } from '../lobby-links';
import { TileRowSkeleton } from './tile-row-skeleton';

interface ClassTilesProps {
  gameType: string;
  label: string;
  classes: GameClassify[] | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The vendor mapping's game classes (baccarat, roulette… or slot, arcade…), each opening the list of that class. */
export function ClassTiles({ gameType, label, classes, pending, error, onRetry }: ClassTilesProps) {
  const { t } = useTranslation('games-lobby');
  if (pending) return <TileRowSkeleton kind="class" />;
  if (!classes) return <ErrorState error={error} onRetry={onRetry} compact />;
  if (classes.length === 0) return <EmptyState>{t('lobby.noClasses')}</EmptyState>;
  return (
    <ul className="gm-lobby-row gm-lobby-row--class" aria-label={label}>
      {classes.map((c) => (
        <li key={c.key}>
          <Link className="gm-lobby-class" to={gameListHref(gameType, { gameClassify: c.key })}>
            {c.displayName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, PlatformImage, Skeleton, useMerchantCode } from '@mc/shared-kernel';
import type { GameItem } from '../../../entities/game';
import { useLaunchGame } from '../../../entities/game-launch';
import { useHotGames } from '../../../entities/hot-games';

/** Two rows of three: the block keeps this size from skeleton to games. */
export const HOT_GAMES_SHOWN = 6;

/** The lobby's view of the type's hot list (the same list the game list's Hot shows in full). */
const shown = (games: GameItem[]): GameItem[] => games.slice(0, HOT_GAMES_SHOWN);

/** The hot games of one type; tapping one starts it (guests go to login first, via the launch rules). */
export function HotGames({ gameType, label }: { gameType: string; label: string }) {
  const { t, i18n } = useTranslation('games-lobby');
  const merchant = useMerchantCode();
  const hot = useHotGames(
    merchant.code ? { gameType, merchantCode: merchant.code, language: i18n.language } : null,
    shown,
  );
  const launch = useLaunchGame();

  if (!merchant.code && merchant.error) return <ErrorState error={merchant.error} onRetry={merchant.retry} compact />;

  if (hot.isPending) {
    return (
      <ul className="gm-lobby-hot" aria-busy="true" data-testid="hot-skeleton">
        {Array.from({ length: HOT_GAMES_SHOWN }, (_, i) => (
          <li key={i} className="gm-lobby-game gm-lobby-game--skeleton">
            <span className="gm-lobby-game__icon">
              <Skeleton height="100%" radius={12} />
            </span>
            <span className="gm-lobby-game__name">
              <Skeleton height={12} width="80%" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (!hot.data) return <ErrorState error={hot.error} onRetry={() => void hot.refetch()} compact />;
  if (hot.data.length === 0) return <EmptyState>{t('lobby.noHotGames')}</EmptyState>;
  return (
    <ul className="gm-lobby-hot" aria-label={label}>
      {hot.data.map((game) => (
        <li key={game.nodeId}>
          <HotGameTile game={game} onOpen={launch} />
        </li>
      ))}
    </ul>
  );
}

function HotGameTile({ game, onOpen }: { game: GameItem; onOpen: (game: GameItem) => void }) {
  return (
    <button type="button" className="gm-lobby-game" onClick={() => onOpen(game)}>
      <span className="gm-lobby-game__icon">
        <PlatformImage src={game.icon} width={110} height={110} />
      </span>
      <span className="gm-lobby-game__name">{game.name}</span>
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState, PlatformImage, Skeleton } from '@mc/shared-kernel';
import type { GameItem } from '../../../../entities/game';
import { EVERY_TYPE, useHotGames, type HotGamesParams } from '../../../../entities/hot-games';

/** Three rows of three on the home page; all of them are one tap away in the HOT game list. */
export const HOT_GAMES_SHOWN = 9;

/** The widget's view of the hot list of every category (the list the Hot game list page shows in full). */
const shown = (games: GameItem[]): GameItem[] => games.slice(0, HOT_GAMES_SHOWN);

function HotGameTile({ game, onOpen }: { game: GameItem; onOpen: (game: GameItem) => void }) {
  return (
    <button type="button" className="gm-popular__game" onClick={() => onOpen(game)}>
      <span className="gm-popular__game-icon">
        <PlatformImage src={game.icon} width={96} height={96} />
      </span>
      <span className="gm-popular__game-name">{game.name}</span>
    </button>
  );
}

/** The Hot tab's extra block: hot games from GET /wps/game/hot (its own loading, empty and error states). */
export function HotGames({
  params,
  onOpen,
}: {
  params: Omit<HotGamesParams, 'gameType'> | null;
  onOpen: (game: GameItem) => void;
}) {
  const { t } = useTranslation('games-widgets');
  const hot = useHotGames(params && { ...params, gameType: EVERY_TYPE }, shown);
  const title = t('popular.hotGames');

  let body;
  if (hot.isPending) {
    body = (
      <div data-testid="hot-games-skeleton">
        <ul className="gm-popular__games" aria-busy="true" aria-label={title}>
          {Array.from({ length: HOT_GAMES_SHOWN }, (_, i) => (
            <li key={i} className="gm-popular__game gm-popular__game--skeleton">
              <span className="gm-popular__game-icon">
                <Skeleton height="100%" radius={12} />
              </span>
              <span className="gm-popular__game-name">
                <Skeleton height={12} width="70%" />
              </span>
            </li>
          ))}
        </ul>
        <span className="gm-popular__more" aria-hidden />
      </div>
    );
  } else if (!hot.data) {
    body = <ErrorState error={hot.error} onRetry={() => void hot.refetch()} compact />;
  } else if (hot.data.length === 0) {
    body = <EmptyState>{t('popular.noHotGames')}</EmptyState>;
  } else {
    body = (
      <>
        <ul className="gm-popular__games" aria-label={title}>
          {hot.data.map((game, index) => (
            <li key={`${game.nodeId}:${index}`}>
              <HotGameTile game={game} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        <Link className="gm-popular__more" to="/m/gameList?gameType=HOT">
          {t('popular.allHotGames')}
        </Link>
      </>
    );
  }

  return (
    <div className="gm-popular__hot">
      <h3 className="gm-popular__subtitle">{title}</h3>
      {body}
    </div>
  );
}

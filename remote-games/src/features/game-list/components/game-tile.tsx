import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '../api/game-item';
import { assetUrl } from '../asset-url';

interface GameTileProps {
  game: GameItem;
  onOpen: (game: GameItem) => void;
  /** Whether the game is one of the member's favourites (always false for guests). */
  favourite?: boolean;
  /** Shows the favourite toggle; called with the state the person saw. */
  onToggleFavourite?: (game: GameItem, isFavourite: boolean) => void;
}

/**
 * Icon in a fixed square (no layout shift while it loads), name under it, two lines at most, and a
 * favourite toggle over the icon's corner. Memoized: a long list re-renders only the tiles that changed.
 */
export const GameTile = memo(function GameTile({ game, onOpen, favourite = false, onToggleFavourite }: GameTileProps) {
  const { t } = useTranslation('games');
  const [broken, setBroken] = useState(false);
  return (
    <>
      <button type="button" className="gm-tile" onClick={() => onOpen(game)}>
        <span className="gm-tile__icon">
          {game.icon && !broken ? (
            <img src={assetUrl(game.icon)} alt="" width={110} height={110} loading="lazy" decoding="async" onError={() => setBroken(true)} />
          ) : null}
        </span>
        <span className="gm-tile__name">{game.name}</span>
      </button>
      {onToggleFavourite ? (
        <button
          type="button"
          className="gm-fav"
          aria-pressed={favourite}
          aria-label={t('favourites.toggle', { name: game.name })}
          onClick={() => onToggleFavourite(game, favourite)}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
            <path
              d="M12 20.5l-1.4-1.3C5.4 14.5 2 11.4 2 7.6 2 4.5 4.4 2 7.5 2c1.7 0 3.4.8 4.5 2.1C13.1 2.8 14.8 2 16.5 2 19.6 2 22 4.5 22 7.6c0 3.8-3.4 6.9-8.6 11.6L12 20.5z"
              fill={favourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </button>
      ) : null}
    </>
  );
});

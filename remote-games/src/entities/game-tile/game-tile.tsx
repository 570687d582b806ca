import { memo, useId, useState } from 'react';
import { platformImageUrl } from '@mc/shared-kernel';
import type { GameItem } from '../game';
import './game-tile.css';

interface GameTileProps {
  game: GameItem;
  onOpen: (game: GameItem) => void;
  /** Whether the game is one of the member's favourites (always false for guests). */
  favourite?: boolean;
  /** Shows the favourite toggle; called with the state the person saw. */
  onToggleFavourite?: (game: GameItem, isFavourite: boolean) => void;
  /**
   * Id of the element that says "Favourite" once for the whole grid: the toggle is named by it and the
   * game's name ("Favourite Fortune Tiger"), so a tile needs no translation call of its own.
   */
  favouriteLabelId?: string;
  /** On the first screen: the icon is fetched at once, not after layout (one of them is the page's LCP). */
  eager?: boolean;
}

/**
 * Icon in a fixed square (no layout shift while it loads), name under it, two lines at most, and a
 * favourite toggle over the icon's corner. Memoized and kept small (no translation hook, the heart a
 * background picture): tiles mount and unmount all the time while a long list scrolls.
 */
export const GameTile = memo(function GameTile({
  game,
  onOpen,
  favourite = false,
  onToggleFavourite,
  favouriteLabelId,
  eager = false,
}: GameTileProps) {
  const [broken, setBroken] = useState(false);
  const nameId = useId();
  const icon = platformImageUrl(game.icon);
  return (
    <>
      <button type="button" className="gm-tile" onClick={() => onOpen(game)}>
        {/* The picture is its own box (no wrapper): fewer elements to lay out as tiles come and go. */}
        {icon && !broken ? (
          <img
            className="gm-tile__icon"
            src={icon}
            alt=""
            width={110}
            height={110}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="gm-tile__icon" />
        )}
        <span className="gm-tile__name" id={nameId}>
          {game.name}
        </span>
      </button>
      {onToggleFavourite ? (
        <button
          type="button"
          className="gm-fav"
          aria-pressed={favourite}
          aria-labelledby={favouriteLabelId ? `${favouriteLabelId} ${nameId}` : nameId}
          onClick={() => onToggleFavourite(game, favourite)}
        />
      ) : null}
    </>
  );
});

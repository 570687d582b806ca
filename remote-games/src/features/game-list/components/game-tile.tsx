import { memo, useId, type CSSProperties } from 'react';
import type { GameItem } from '../api/game-item';
import { assetUrl } from '../asset-url';

/** The icon as a CSS background; the URL is written as a quoted CSS string, so it cannot end the value. */
export function iconStyle(icon: string): CSSProperties {
  return { backgroundImage: `url(${JSON.stringify(assetUrl(icon))})` };
}

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
}

/**
 * Icon in a fixed square (no layout shift while it loads), name under it, two lines at most, and a
 * favourite toggle over the icon's corner. Memoized and kept small (no translation hook, the heart a
 * background picture): tiles mount and unmount all the time while a long list scrolls.
 */
export const GameTile = memo(function GameTile({ game, onOpen, favourite = false, onToggleFavourite, favouriteLabelId }: GameTileProps) {
  const nameId = useId();
  return (
    <>
      <button type="button" className="gm-tile" onClick={() => onOpen(game)}>
        {/*
          The icon is the background of a fixed square, not an <img>: no load or error events for React to
          dispatch (an image element gets both listeners, ~37 loads a second while scrolling fast), no lazy-load
          observer per image, and a broken icon simply leaves the square's colour. The grid only holds rows near
          the screen, so icons still load only when they are about to be seen.
        */}
        <span className="gm-tile__icon" style={game.icon ? iconStyle(game.icon) : undefined} />
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

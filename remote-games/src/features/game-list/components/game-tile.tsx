import { useState } from 'react';
import type { GameItem } from '../api/get-games';
import { assetUrl } from '../asset-url';

/** Icon in a fixed square (no layout shift while it loads), name under it, two lines at most. */
export function GameTile({ game, onOpen }: { game: GameItem; onOpen: (game: GameItem) => void }) {
  const [broken, setBroken] = useState(false);
  return (
    <button type="button" className="gm-tile" onClick={() => onOpen(game)}>
      <span className="gm-tile__icon">
        {game.icon && !broken ? (
          <img src={assetUrl(game.icon)} alt="" width={110} height={110} loading="lazy" decoding="async" onError={() => setBroken(true)} />
        ) : null}
      </span>
      <span className="gm-tile__name">{game.name}</span>
    </button>
  );
}

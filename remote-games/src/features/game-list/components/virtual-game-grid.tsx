import { useEffect, type RefObject } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameItem } from '../api/game-item';
import { GRID_GAP_X, GRID_GAP_Y, gridLayout, rowCount, rowItems } from '../grid-layout';
import { useDocumentTop } from '../use-document-top';
import { useElementWidth } from '../use-element-width';
import { GameTile } from './game-tile';

/**
 * Rows kept in the page above and below the screen. About two and a half screens each way on a phone:
 * a quick fling does not outrun the rendering, and the lazy icons ahead have started loading.
 */
export const OVERSCAN_ROWS = 12;

interface VirtualGameGridProps {
  games: GameItem[];
  /** aria-setsize of each tile (the list's full size, or -1 when unknown). */
  size: number;
  label: string;
  busy: boolean;
  listRef: RefObject<HTMLUListElement | null>;
  favourites: ReadonlySet<string>;
  onOpen: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem, isFavourite: boolean) => void;
}

/**
 * The tiles of a list of any length: only the rows on screen, plus a margin, are in the page (the window
 * scrolls; the grid is as tall as all its rows). Each tile stays a list item that says where it sits in the
 * whole list (aria-posinset / aria-setsize), so assistive technology still hears "12 of 335".
 */
export function VirtualGameGrid({ games, size, label, busy, listRef, favourites, onOpen, onToggleFavourite }: VirtualGameGridProps) {
  const width = useElementWidth(listRef);
  const layout = gridLayout(width);
  // Where the grid starts in the page: rows are placed relative to it.
  const scrollMargin = useDocumentTop(listRef);

  const virtualizer = useWindowVirtualizer({
    count: rowCount(games.length, layout.columns),
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  // Rows are all one height, known from the width: a new width means new row positions.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);

  return (
    <ul
      ref={listRef}
      className="gm-grid gm-grid--virtual"
      aria-label={label}
      aria-busy={busy}
      data-testid="game-grid"
      style={{ height: Math.max(0, virtualizer.getTotalSize() - GRID_GAP_Y) }}
    >
      {virtualizer.getVirtualItems().flatMap((row) =>
        rowItems(row.index, layout.columns, games.length).map((index, column) => {
          const game = games[index] as GameItem;
          return (
            <li
              key={game.nodeId}
              className="gm-cell"
              aria-setsize={size}
              aria-posinset={index + 1}
              style={{
                width: layout.tileWidth,
                height: layout.tileHeight,
                transform: `translate(${column * (layout.tileWidth + GRID_GAP_X)}px, ${row.start - scrollMargin}px)`,
              }}
            >
              <GameTile game={game} onOpen={onOpen} favourite={favourites.has(game.nodeId)} onToggleFavourite={onToggleFavourite} />
            </li>
          );
        }),
      )}
    </ul>
  );
}

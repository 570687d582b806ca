import { memo, useEffect, useId, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameItem } from '../api/game-item';
import { GRID_GAP_X, GRID_GAP_Y, gridLayout, rowCount, rowItems } from '../grid-layout';
import { useDocumentTop } from '../use-document-top';
import { useElementWidth } from '../use-element-width';
import { useRevealedCount } from '../use-revealed-count';
import { GameTile } from './game-tile';

/**
 * Rows kept in the page above and below the screen: about half a screen each way on a phone, so a fling
 * does not show empty rows and the icons just ahead have started loading. Every row more costs the frames
 * that add rows style, layout and paint work: measured on a 4× slower CPU, 12 rows made most frames long
 * tasks, 5 still about one per page, 3 almost none (a page arriving now also joins a row per frame).
 */
export const OVERSCAN_ROWS = 3;

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
export const VirtualGameGrid = memo(function VirtualGameGrid({ games, size, label, busy, listRef, favourites, onOpen, onToggleFavourite }: VirtualGameGridProps) {
  const { t } = useTranslation('games');
  // Translated once per language, not on every scroll render.
  const favouriteLabel = useMemo(() => t('favourites.label'), [t]);
  const favouriteLabelId = useId();
  const width = useElementWidth(listRef);
  const layout = gridLayout(width);
  // A page that arrives joins a row per frame.
  const shown = useRevealedCount(games.length, layout.columns);
  // Where the grid starts in the page: rows are placed relative to it.
  const scrollMargin = useDocumentTop(listRef);

  const virtualizer = useWindowVirtualizer({
    count: rowCount(shown, layout.columns),
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // Scroll-driven renders wait for React's next batch instead of running inside the scroll event.
    useFlushSync: false,
  });

  // Rows are all one height, known from the width: a new width means new row positions.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);

  return (
    <>
      <span id={favouriteLabelId} hidden>
        {favouriteLabel}
      </span>
      <ul
        ref={listRef}
        className="gm-grid gm-grid--virtual"
        aria-label={label}
        aria-busy={busy}
        data-testid="game-grid"
        style={{ height: Math.max(0, virtualizer.getTotalSize() - GRID_GAP_Y) }}
      >
        {virtualizer.getVirtualItems().flatMap((row) =>
          rowItems(row.index, layout.columns, shown).map((index, column) => {
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
                <GameTile
                  game={game}
                  onOpen={onOpen}
                  favourite={favourites.has(game.nodeId)}
                  onToggleFavourite={onToggleFavourite}
                  favouriteLabelId={favouriteLabelId}
                />
              </li>
            );
          }),
        )}
      </ul>
    </>
  );
});

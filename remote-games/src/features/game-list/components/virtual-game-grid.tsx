import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { platformImageUrl } from '@mc/shared-kernel';
import type { GameItem } from '../../../entities/game';
import { GameTile } from '../../../entities/game-tile';
import { GRID_GAP_X, GRID_GAP_Y, gridLayout, rowCount, rowItems, type GridLayout } from '../grid-layout';
import { prefetchIcons } from '../icon-prefetch';
import { useDocumentTop } from '../use-document-top';
import { useElementWidth } from '../use-element-width';
import { useRevealedCount } from '../use-revealed-count';

/**
 * Rows kept in the page above and below the screen: about a third of a screen each way on a phone, so a
 * fling does not show empty rows and the icons just ahead have started loading. Every tile in the page
 * costs every frame style, paint and compositing work: measured on a 4× slower CPU, 12 rows made most
 * frames long tasks, 5 still about one per page; 2 gave fewer long tasks than 3 (mean 4.7 vs 12 in 40 s of
 * scrolling, six and three runs), 1 no fewer than 2.
 */
export const OVERSCAN_ROWS = 2;

/**
 * Rows of the first screen (a 375×812 phone shows about four under the header and tabs): their icons are
 * fetched at once. Lazy icons wait for layout and go at low priority, and one of these is the page's
 * largest paint; further rows stay lazy (they are in the page as overscan only).
 */
export const FIRST_SCREEN_ROWS = 4;

/** Rows past the last one in the page whose icons are asked for ahead of their tiles (icon-prefetch.ts). */
export const PREFETCH_ROWS = 4;

/** Icons of the `rows` rows after `lastRow` (as far as `games` goes), as URLs. */
export function upcomingIcons(
  games: readonly GameItem[],
  columns: number,
  lastRow: number,
  rows = PREFETCH_ROWS,
): string[] {
  const urls: string[] = [];
  for (let row = lastRow + 1; row <= lastRow + rows; row += 1) {
    for (const index of rowItems(row, columns, games.length)) {
      const icon = platformImageUrl(games[index]?.icon);
      if (icon) urls.push(icon);
    }
  }
  return urls;
}

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

export interface GridRowProps {
  row: number;
  /** The row's distance from the top of the grid. */
  top: number;
  layout: GridLayout;
  /** How many of `games` the grid draws (the last row may be short). */
  shown: number;
  games: GameItem[];
  size: number;
  favourites: ReadonlySet<string>;
  onOpen: (game: GameItem) => void;
  onToggleFavourite: (game: GameItem, isFavourite: boolean) => void;
  favouriteLabelId: string;
  /**
   * Draw the tiles one per frame when the row joins the page (rows that come in while the list scrolls).
   * Read only when the row mounts, so it is not compared below.
   */
  stagger: boolean;
}

/** Same row, same games in it (by identity: a page that arrives keeps the games already loaded), same rest. */
export function sameRow(a: GridRowProps, b: GridRowProps): boolean {
  if (
    a.row !== b.row ||
    a.top !== b.top ||
    a.layout !== b.layout ||
    a.size !== b.size ||
    a.favourites !== b.favourites ||
    a.onOpen !== b.onOpen ||
    a.onToggleFavourite !== b.onToggleFavourite ||
    a.favouriteLabelId !== b.favouriteLabelId
  ) {
    return false;
  }
  const start = a.row * a.layout.columns;
  const end = Math.min(start + a.layout.columns, a.shown);
  if (end !== Math.min(start + b.layout.columns, b.shown)) return false;
  for (let index = start; index < end; index += 1) if (a.games[index] !== b.games[index]) return false;
  return true;
}

/**
 * One row's tiles (list items of the grid's list, no element of its own). Memoized by row: when the screen
 * moves by a row, only the row that comes in is drawn and the others are left alone, instead of every tile
 * on screen getting new props to compare. A row that comes in while the list scrolls draws its tiles one per
 * frame: the task that adds a whole row (render, commit, then style and layout of three tiles) was most of
 * the long tasks left at 4× (five alternating pairs of 30 s runs: long tasks 42 → 2, the longest 59–173 →
 * at most 55 ms, frames drawn +5 %, main-thread busy time +4 % for the extra renders). The row starts two
 * rows below the screen (overscan), so its last tile is in place frames before the row is seen.
 */
const GridRow = memo(function GridRow({
  row,
  top,
  layout,
  shown,
  games,
  size,
  favourites,
  onOpen,
  onToggleFavourite,
  favouriteLabelId,
  stagger,
}: GridRowProps) {
  const items = rowItems(row, layout.columns, shown);
  const drawn = useRevealedCount(items.length, 1, stagger ? 1 : items.length);
  return items.slice(0, drawn).map((index, column) => {
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
          transform: `translate(${column * (layout.tileWidth + GRID_GAP_X)}px, ${top}px)`,
        }}
      >
        <GameTile
          game={game}
          onOpen={onOpen}
          favourite={favourites.has(game.nodeId)}
          onToggleFavourite={onToggleFavourite}
          favouriteLabelId={favouriteLabelId}
          eager={row < FIRST_SCREEN_ROWS}
        />
      </li>
    );
  });
}, sameRow);

/**
 * The tiles of a list of any length: only the rows on screen, plus a margin, are in the page (the window
 * scrolls; the grid is as tall as all its rows). Each tile stays a list item that says where it sits in the
 * whole list (aria-posinset / aria-setsize), so assistive technology still hears "12 of 335".
 */
export const VirtualGameGrid = memo(function VirtualGameGrid({
  games,
  size,
  label,
  busy,
  listRef,
  favourites,
  onOpen,
  onToggleFavourite,
}: VirtualGameGridProps) {
  const { t } = useTranslation('games');
  // Translated once per language, not on every scroll render.
  const favouriteLabel = useMemo(() => t('favourites.label'), [t]);
  const favouriteLabelId = useId();
  const width = useElementWidth(listRef);
  // One object per width: rows compare it by identity.
  const layout = useMemo(() => gridLayout(width), [width]);
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

  // The rows React has just added are styled and laid out now, in React's task, instead of in the next
  // frame on top of that frame's scrolling and painting: split in two, each part stays under 50 ms on a 4×
  // slower CPU far more often (long tasks in four alternating 30 s runs: 20 → 7). Reading a size makes the
  // browser lay out; when nothing changed it costs nothing.
  useLayoutEffect(() => {
    void listRef.current?.offsetHeight;
  });

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  // Icons ahead are asked for once the list has scrolled: before that they would only compete with the first
  // screen's icons on a slow network. Loaded games, not only the revealed ones: a page that just arrived is
  // where the screen is going.
  const firstLastRow = useRef(-1);
  // From then on, rows that join draw their tiles one per frame (GridRow); the first screen's come at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (lastRow < 0) return;
    if (firstLastRow.current < 0) firstLastRow.current = lastRow;
    else if (lastRow > firstLastRow.current) {
      setScrolled(true);
      prefetchIcons(upcomingIcons(games, layout.columns, lastRow));
    }
  }, [games, layout.columns, lastRow]);

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
        {rows.map((row) => (
          <GridRow
            key={row.index}
            row={row.index}
            top={row.start - scrollMargin}
            layout={layout}
            shown={shown}
            games={games}
            size={size}
            favourites={favourites}
            onOpen={onOpen}
            onToggleFavourite={onToggleFavourite}
            favouriteLabelId={favouriteLabelId}
            stagger={scrolled}
          />
        ))}
      </ul>
    </>
  );
});

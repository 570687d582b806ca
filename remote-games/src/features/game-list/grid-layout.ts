/** Tile grid geometry. The CSS of the tiles (game-list.css) uses the same numbers. */
export const GRID_GAP_X = 10;
export const GRID_GAP_Y = 12;
/** Narrowest tile worth a column: a 375 px phone gets three columns. */
export const MIN_TILE_WIDTH = 100;
export const MIN_COLUMNS = 3;
export const MAX_COLUMNS = 8;
/** Icon-to-name gap plus the name's two 16 px lines. */
export const TILE_TEXT_HEIGHT = 6 + 32;
/** Width of the grid on a 375 px phone (12 px page padding each side): used before it is measured. */
export const FALLBACK_GRID_WIDTH = 351;

export interface GridLayout {
  columns: number;
  tileWidth: number;
  /** A tile's box: square icon plus name. */
  tileHeight: number;
  /** Distance from one row's top to the next one's. */
  rowHeight: number;
}

export function gridLayout(width: number): GridLayout {
  const usable = width > 0 ? width : FALLBACK_GRID_WIDTH;
  const fit = Math.floor((usable + GRID_GAP_X) / (MIN_TILE_WIDTH + GRID_GAP_X));
  const columns = Math.min(Math.max(fit, MIN_COLUMNS), MAX_COLUMNS);
  const tileWidth = (usable - GRID_GAP_X * (columns - 1)) / columns;
  const tileHeight = tileWidth + TILE_TEXT_HEIGHT;
  return { columns, tileWidth, tileHeight, rowHeight: tileHeight + GRID_GAP_Y };
}

export const rowCount = (items: number, columns: number): number => Math.ceil(items / columns);

/** Indexes of the items on a row (the last row may be short). */
export function rowItems(row: number, columns: number, items: number): number[] {
  const start = row * columns;
  return Array.from({ length: Math.max(0, Math.min(columns, items - start)) }, (_, i) => start + i);
}

import type { GameItem } from '../api/game-item';
import { gridLayout } from '../grid-layout';
import { sameRow, type GridRowProps } from './virtual-game-grid';

const game = (nodeId: string) => ({ nodeId, name: `Game ${nodeId}` }) as GameItem;
const games = Array.from({ length: 12 }, (_, i) => game(String(i)));
const layout = gridLayout(351); // three columns
const noop = () => undefined;
const row1: GridRowProps = {
  row: 1,
  top: 160,
  layout,
  shown: 12,
  games,
  size: 12,
  favourites: new Set(),
  onOpen: noop,
  onToggleFavourite: noop,
  favouriteLabelId: 'fav',
};

describe('sameRow (which rows a scroll leaves alone)', () => {
  it('keeps a row whose games are the same objects, even in a new list (a page arrived)', () => {
    expect(sameRow(row1, { ...row1, games: [...games, game('12'), game('13')], shown: 14 })).toBe(true);
  });

  it('keeps a row when a game on another row changes', () => {
    const changed = games.map((g, i) => (i === 7 ? game('x') : g));
    expect(sameRow(row1, { ...row1, games: changed })).toBe(true);
  });

  it('draws a row again when one of its games changes or moves (a favourite removed before it)', () => {
    const changed = games.map((g, i) => (i === 4 ? game('x') : g));
    expect(sameRow(row1, { ...row1, games: changed })).toBe(false);
    expect(sameRow(row1, { ...row1, games: games.slice(1) })).toBe(false);
  });

  it('draws the last row again when it gains a game', () => {
    const last = { ...row1, row: 3, shown: 10 };
    expect(sameRow(last, { ...last, shown: 11 })).toBe(false);
    expect(sameRow(last, { ...last, shown: 10 })).toBe(true);
  });

  it('draws a row again for new favourites, place, size, width or handlers', () => {
    expect(sameRow(row1, { ...row1, favourites: new Set(['4']) })).toBe(false);
    expect(sameRow(row1, { ...row1, top: 170 })).toBe(false);
    expect(sameRow(row1, { ...row1, size: -1 })).toBe(false);
    expect(sameRow(row1, { ...row1, layout: gridLayout(700) })).toBe(false);
    expect(sameRow(row1, { ...row1, onOpen: () => undefined })).toBe(false);
  });
});

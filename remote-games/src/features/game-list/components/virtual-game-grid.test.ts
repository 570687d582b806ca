import type { GameItem } from '../../../entities/game';
import { gridLayout } from '../grid-layout';
import { sameRow, upcomingIcons, type GridRowProps } from './virtual-game-grid';

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
  stagger: false,
};

describe('sameRow (which rows a scroll leaves alone)', () => {
  it('keeps a row whose games are the same objects, even in a new list (a page arrived)', () => {
    expect(sameRow(row1, { ...row1, games: [...games, game('12'), game('13')], shown: 14 })).toBe(true);
  });

  it('keeps a row when the list starts staggering the rows that join (read only when a row mounts)', () => {
    expect(sameRow(row1, { ...row1, stagger: true })).toBe(true);
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

describe('upcomingIcons (what is asked for ahead of the rows)', () => {
  const withIcons = Array.from(
    { length: 14 },
    (_, i) => ({ ...game(String(i)), icon: `/wps/assets/game/${i}.png` }) as GameItem,
  );

  it('lists the icons of the rows after the last one in the page, as far as the loaded games go', () => {
    const icons = upcomingIcons(withIcons, 3, 1, 2);
    expect(icons.map((url) => url.replace(/^.*\/game\//, ''))).toEqual([
      '6.png',
      '7.png',
      '8.png',
      '9.png',
      '10.png',
      '11.png',
    ]);
    expect(upcomingIcons(withIcons, 3, 3, 4).map((url) => url.replace(/^.*\/game\//, ''))).toEqual([
      '12.png',
      '13.png',
    ]);
  });

  it('skips games without an icon', () => {
    const some = withIcons.map((g, i) => (i === 7 ? { ...g, icon: '' } : g));
    expect(upcomingIcons(some, 3, 1, 1)).toHaveLength(2);
  });
});

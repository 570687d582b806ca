import type { InfiniteData } from '@tanstack/react-query';
import type { GameItem, GamePage } from '../game';
import { dropFromPages, withFavourite, withoutFavourite } from './favourites-cache';

const game = (nodeId: string) => ({ nodeId, vassalage: 'PG', name: nodeId, icon: null }) as GameItem;
const data = (...pages: string[][]): InfiniteData<GamePage> => ({
  pages: pages.map((ids, i) => ({ items: ids.map(game), pageNum: i + 1, totalPages: pages.length, total: 5 })),
  pageParams: pages.map((_, i) => i + 1),
});
const ids = (d: InfiniteData<GamePage> | undefined) => d?.pages.map((p) => p.items.map((g) => g.nodeId));

describe('favourite ids', () => {
  it('puts a new favourite first, once', () => {
    expect(withFavourite(['1', '2'], '3')).toEqual(['3', '1', '2']);
    expect(withFavourite(['1', '2'], '2')).toEqual(['2', '1']);
    expect(withFavourite(undefined, '1')).toEqual(['1']);
  });

  it('takes a removed favourite out', () => {
    expect(withoutFavourite(['1', '2'], '1')).toEqual(['2']);
    expect(withoutFavourite(['1'], '9')).toEqual(['1']);
    expect(withoutFavourite(undefined, '1')).toEqual([]);
  });
});

describe('dropFromPages', () => {
  it('removes the game from whichever loaded page holds it, counting it off the total', () => {
    const before = data(['1', '2', '3'], ['4', '5']);
    const after = dropFromPages(before, '4');
    expect(ids(after)).toEqual([['1', '2', '3'], ['5']]);
    expect(after?.pages[1]?.total).toBe(4);
    expect(after?.pages[0]).toBe(before.pages[0]);
  });

  it('leaves the cache as it is when the game is not in it', () => {
    const before = data(['1']);
    expect(dropFromPages(before, '9')).toBe(before);
    expect(dropFromPages(undefined, '1')).toBeUndefined();
  });
});

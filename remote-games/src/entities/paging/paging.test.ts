import { mergePages, nextPageNumber, pagingStatus, setSize } from './paging';

const games = (...ids: number[]) => ids.map((id) => ({ nodeId: String(id) }));
const page = (pageNum: number, ...ids: number[]) => ({ pageNum, items: games(...ids) });

describe('mergePages', () => {
  it('reads the pages of a list in order', () => {
    expect(mergePages([page(1, 1, 2), page(2, 3, 4), page(3, 5)])).toEqual(games(1, 2, 3, 4, 5));
    expect(mergePages([])).toEqual([]);
  });

  it('drops a game a later page repeats from any earlier page', () => {
    expect(mergePages([page(1, 1, 2), page(2, 3), page(3, 1, 4, 3)])).toEqual(games(1, 2, 3, 4));
  });

  it('replaces whatever was shown with a first page, and appends later pages after it', () => {
    expect(mergePages([page(1, 1, 2, 3), page(1, 7, 8)])).toEqual(games(7, 8));
    expect(mergePages([page(1, 1, 2, 3), page(1)])).toEqual([]);
    expect(mergePages([page(1, 1, 2), page(2, 3, 4)])).toEqual(games(1, 2, 3, 4));
  });

  it('does not change the pages it was given', () => {
    const pages = [page(1, 1), page(2, 1, 2)];
    mergePages(pages);
    expect(pages).toEqual([page(1, 1), page(2, 1, 2)]);
  });

  it('starts again when a first page comes again', () => {
    expect(mergePages([page(1, 1, 2), page(2, 3), page(1, 9)])).toEqual(games(9));
  });
});

describe('nextPageNumber', () => {
  it('asks for the following page until the last one', () => {
    expect(nextPageNumber({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextPageNumber({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextPageNumber({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });
});

describe('pagingStatus', () => {
  const base = { hasNextPage: true, loadingNextPage: false, nextPageFailed: false };

  it('allows another page only while there is more and nothing failed or is on its way', () => {
    expect(pagingStatus(base)).toBe('more');
    expect(pagingStatus({ ...base, loadingNextPage: true })).toBe('loading');
    expect(pagingStatus({ ...base, hasNextPage: false })).toBe('end');
  });

  it('stops at a failed page, even with more pages left', () => {
    expect(pagingStatus({ ...base, nextPageFailed: true })).toBe('failed');
  });

  it('is loading again once a retry is on its way', () => {
    expect(pagingStatus({ ...base, nextPageFailed: true, loadingNextPage: true })).toBe('loading');
  });
});

describe('setSize', () => {
  it('uses the platform total, the loaded count at the end, or -1 for unknown', () => {
    expect(setSize(26, 335, true)).toBe(335);
    expect(setSize(26, undefined, true)).toBe(-1);
    expect(setSize(30, undefined, false)).toBe(30);
    expect(setSize(30, 20, false)).toBe(30);
  });
});

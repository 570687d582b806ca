import type { GamePage } from '../game';

/** The next page to ask for after `last`, or undefined when it was the last one. */
export const nextPageNumber = (last: Pick<GamePage, 'pageNum' | 'totalPages'>): number | undefined =>
  last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;

/**
 * The first page replaces the list, later pages append. A game the list already shows is
 * not shown twice (the catalogue can shift between two page calls), so keys stay unique.
 */
export function mergePages<T extends { nodeId: string }>(
  pages: readonly { pageNum: number; items: readonly T[] }[],
): T[] {
  // One pass with one set of ids: a list of 2,000 games is merged again on every page that arrives, and
  // copying it (and its ids) page by page made that quadratic.
  const shown: T[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    if (page.pageNum <= 1) {
      shown.length = 0;
      seen.clear();
    }
    for (const item of page.items) {
      if (page.pageNum > 1 && seen.has(item.nodeId)) continue;
      seen.add(item.nodeId);
      shown.push(item);
    }
  }
  return shown;
}

/**
 * Where paging stands: a page on its way, stopped by a failed page (until the person retries), more to
 * load, or the end. Only 'more' lets scrolling ask for another page (a failed load stops
 * further paging).
 */
export type PagingStatus = 'loading' | 'failed' | 'more' | 'end';

export function pagingStatus(state: {
  hasNextPage: boolean;
  loadingNextPage: boolean;
  nextPageFailed: boolean;
}): PagingStatus {
  if (state.loadingNextPage) return 'loading';
  if (state.nextPageFailed) return 'failed';
  return state.hasNextPage ? 'more' : 'end';
}

/**
 * What the list tells assistive technology about its size (aria-setsize): the platform's total when it
 * says, the loaded count once everything is loaded, otherwise -1 (unknown, per WAI-ARIA).
 */
export function setSize(loaded: number, total: number | undefined, hasMore: boolean): number {
  if (total !== undefined && total >= loaded) return total;
  return hasMore ? -1 : loaded;
}

import type { InfiniteData } from '@tanstack/react-query';
import type { GamePage } from '../game';

/** Cache updates after a favourite call succeeded: the cached lists follow without a refetch. */

/** A new favourite goes first, as the platform lists them newest first. */
export function withFavourite(ids: readonly string[] | undefined, nodeId: string): string[] {
  const rest = (ids ?? []).filter((id) => id !== nodeId);
  return [nodeId, ...rest];
}

export function withoutFavourite(ids: readonly string[] | undefined, nodeId: string): string[] {
  return (ids ?? []).filter((id) => id !== nodeId);
}

/** A removed favourite leaves every loaded page of a favourites list at once (no reload needed to see it go). */
export function dropFromPages(
  data: InfiniteData<GamePage> | undefined,
  nodeId: string,
): InfiniteData<GamePage> | undefined {
  if (!data) return data;
  let removed = 0;
  const pages = data.pages.map((page) => {
    const items = page.items.filter((game) => game.nodeId !== nodeId);
    if (items.length === page.items.length) return page;
    removed += page.items.length - items.length;
    return { ...page, items, ...(page.total === undefined ? {} : { total: Math.max(0, page.total - removed) }) };
  });
  return removed === 0 ? data : { ...data, pages };
}

import { useCallback, useMemo } from 'react';
import { useFavouritesList } from '../../entities/favourites';
import { useGameList, type GameItem, type GameListFilter } from '../../entities/game';
import { useHotGames, type HotGamesParams } from '../../entities/hot-games';
import { mergePages, pagingStatus, setSize, type PagingStatus } from '../../entities/paging';
import { useRecentList } from '../../entities/recent-games';
import { isLocallyFiltered, matchesLocalFilter, type LocalFilter } from './local-filter';

/** Which call fills the list, with what (built by the page from its state). */
export type ListRequest =
  | { source: 'list'; filter: GameListFilter }
  | { source: 'favourites'; userName: string; gameType: string | null; language: string; local: LocalFilter }
  | { source: 'recent'; userName: string; gameType: string | null; language: string; local: LocalFilter }
  | { source: 'hot'; params: HotGamesParams; local: LocalFilter };

/** A list as the grid shows it, whichever call it came from. */
export interface ListView {
  /** No answer yet for this list. */
  pending: boolean;
  /** The first page failed: nothing to show but the failure. */
  error: unknown;
  games: GameItem[];
  /** Pages answered so far (a new one may add no visible game when filtered here). */
  loadedPages: number;
  /** aria-setsize of the tiles. */
  size: number;
  paging: PagingStatus;
  /** The failure that stopped paging (shown under the tiles with Retry). */
  pageError: unknown;
  /** True when filters the call cannot apply narrowed what it returned. */
  filteredHere: boolean;
  loadMore(): void;
  retry(): void;
}

const only = <T extends ListRequest['source']>(request: ListRequest | null, source: T) =>
  request?.source === source ? (request as Extract<ListRequest, { source: T }>) : null;

/**
 * One list view over the four calls a game list can show (game list, favourites, recent,
 * hot). Only the chosen one is asked; the others sit idle.
 */
export function useListSource(request: ListRequest | null): ListView {
  const list = only(request, 'list');
  const fav = only(request, 'favourites');
  const recent = only(request, 'recent');
  const hot = only(request, 'hot');

  const listQuery = useGameList(list?.filter ?? null);
  const favQuery = useFavouritesList(
    fav?.userName ?? null,
    fav ? { gameType: fav.gameType, language: fav.language } : null,
  );
  const recentQuery = useRecentList(
    recent?.userName ?? null,
    recent ? { gameType: recent.gameType, language: recent.language } : null,
  );
  const hotQuery = useHotGames(hot?.params ?? null);

  const paged = list ? listQuery : fav ? favQuery : recent ? recentQuery : null;
  const local = fav?.local ?? recent?.local ?? hot?.local ?? null;
  const pages = paged?.data?.pages;
  const hotGames = hot ? hotQuery.data : undefined;

  const games = useMemo(() => {
    const merged = pages ? mergePages(pages) : (hotGames ?? []);
    return local && isLocallyFiltered(local) ? merged.filter((game) => matchesLocalFilter(game, local)) : merged;
  }, [pages, hotGames, local]);

  const { fetchNextPage, refetch } = paged ?? { fetchNextPage: null, refetch: hotQuery.refetch };
  const loadMore = useCallback(() => void fetchNextPage?.(), [fetchNextPage]);
  const retry = useCallback(() => void refetch(), [refetch]);

  if (!request) {
    return {
      pending: true,
      error: null,
      games,
      loadedPages: 0,
      size: 0,
      paging: 'end',
      pageError: null,
      filteredHere: false,
      loadMore,
      retry,
    };
  }
  const filteredHere = local !== null && isLocallyFiltered(local);
  if (!paged) {
    return {
      pending: hotQuery.isPending,
      error: hotQuery.data ? null : hotQuery.error,
      games,
      loadedPages: hotGames ? 1 : 0,
      size: games.length,
      paging: 'end',
      pageError: null,
      filteredHere,
      loadMore,
      retry,
    };
  }
  const hasNextPage = paged.hasNextPage;
  const paging = pagingStatus({
    hasNextPage,
    loadingNextPage: paged.isFetchingNextPage,
    nextPageFailed: paged.isFetchNextPageError,
  });
  const total = filteredHere ? undefined : pages?.[pages.length - 1]?.total;
  return {
    pending: paged.isPending,
    error: paged.data ? null : paged.error,
    games,
    loadedPages: pages?.length ?? 0,
    size: setSize(games.length, total, hasNextPage),
    paging,
    pageError: paging === 'failed' ? paged.error : null,
    filteredHere,
    loadMore,
    retry,
  };
}

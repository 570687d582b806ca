import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@mc/shared-kernel';
import { useLaunchGame } from '../../game-launch/use-launch-game';
import { useGameList, type GameListFilter } from '../api/get-games';
import { useLoadMoreOnScroll } from '../use-load-more-on-scroll';
import { GameTile } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';
import { ListFooter } from './list-footer';

/** Four rows of placeholders: enough to fill a 375×812 screen under the filters. */
export const SKELETON_TILES = 12;

/** The paged grid of one filter: skeleton, first-load failure, empty, or tiles with their footer. */
export function GameResults({ filter }: { filter: GameListFilter | null }) {
  const { t } = useTranslation('games');
  const list = useGameList(filter);
  const launch = useLaunchGame();
  const gridRef = useRef<HTMLUListElement>(null);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = list;

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  useLoadMoreOnScroll(gridRef, {
    enabled: list.isSuccess && hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    onLoadMore: loadMore,
  });

  if (list.isPending) {
    return (
      <ul className="gm-grid" aria-busy="true" aria-label={t('list.games')} data-testid="game-grid-skeleton">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!list.data) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  const games = list.data.pages.flatMap((page) => page.games);
  if (games.length === 0) return <EmptyState>{t('list.empty')}</EmptyState>;
  return (
    <>
      <ul className="gm-grid" ref={gridRef} aria-label={t('list.games')} aria-busy={isFetchingNextPage} data-testid="game-grid">
        {games.map((game, index) => (
          // Pages may overlap if the catalogue changes between calls; the index keeps keys unique.
          <li key={`${game.nodeId}:${index}`}>
            <GameTile game={game} onOpen={launch} />
          </li>
        ))}
      </ul>
      <ListFooter
        loadingMore={isFetchingNextPage}
        error={isFetchNextPageError ? list.error : null}
        hasMore={hasNextPage}
        onRetry={loadMore}
      />
    </>
  );
}

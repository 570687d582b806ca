import { useCallback, useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@mc/shared-kernel';
import { useFavouriteIds, useToggleFavourite } from '../../../entities/favourites';
import type { GameItem } from '../../../entities/game';
import { useLaunchGame } from '../../../entities/game-launch';
import { GameTileSkeleton } from '../../../entities/game-tile';
import { useListSource, type ListRequest } from '../use-list-source';
import { useLoadMoreOnScroll } from '../use-load-more-on-scroll';
import { ListFooter } from './list-footer';
import { VirtualGameGrid } from './virtual-game-grid';

/** Four rows of placeholders: enough to fill a 375×812 screen under the filters. */
export const SKELETON_TILES = 12;

interface GameResultsProps {
  request: ListRequest | null;
  /** What the empty state says, and its way out (clear the filters) when filters caused it. */
  empty: { text: string; action?: { label: string; onClick: () => void } };
}

/** The paged grid of one list: skeleton, first-load failure, empty, or tiles with their footer. */
export function GameResults({ request, empty }: GameResultsProps) {
  const { t } = useTranslation('games');
  const view = useListSource(request);
  const launch = useLaunchGame();
  const favourites = useFavouriteIds();
  const toggleFavourite = useToggleFavourite();
  const gridRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const { loadMore, paging, games, loadedPages } = view;
  // A page that arrives is drawn in the background (React renders a deferred value interruptibly), so
  // adding its tiles never holds the main thread for long while the person scrolls. The paging state
  // the grid shows (aria-busy) is deferred with them: the query's own updates render synchronously, and
  // with only deferred props the grid is skipped in those renders instead of drawn again each time.
  // The first games are not deferred: an empty grid for a frame would let the footer show in its place
  // and then jump down (a layout shift of 0.13 in the e2e "thousands" test).
  const deferredGames = useDeferredValue(games);
  const shownGames = deferredGames.length === 0 ? games : deferredGames;
  const shownBusy = useDeferredValue(paging === 'loading');
  const ready = !view.pending && !view.error;

  useLoadMoreOnScroll(endRef, { enabled: ready && paging === 'more', onLoadMore: loadMore, loaded: loadedPages });

  // Filters applied here (favourites, recent) may leave a loaded page with nothing to show while more pages
  // wait; with no tiles there is nothing to scroll, so ask for the next page straight away.
  const nothingYet = ready && games.length === 0 && paging === 'more';
  useEffect(() => {
    if (nothingYet) loadMore();
  }, [nothingYet, loadedPages, loadMore]);

  const open = useCallback((game: GameItem) => launch(game, { source: 'list' }), [launch]);
  const toggle = useCallback(
    (game: GameItem, isFavourite: boolean) => void toggleFavourite(game, isFavourite),
    [toggleFavourite],
  );

  if (view.pending) {
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
  if (view.error) return <ErrorState error={view.error} onRetry={view.retry} />;

  const footer: ReactNode = <ListFooter paging={paging} error={view.pageError} onRetry={loadMore} />;
  if (games.length === 0) {
    if (paging !== 'end') return footer;
    return (
      <div className="gm-empty">
        <EmptyState>{empty.text}</EmptyState>
        {empty.action ? (
          <button type="button" className="mc-btn" onClick={empty.action.onClick}>
            {empty.action.label}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <VirtualGameGrid
        games={shownGames}
        size={view.size}
        label={t('list.games')}
        busy={shownBusy}
        listRef={gridRef}
        favourites={favourites}
        onOpen={open}
        onToggleFavourite={toggle}
      />
      {/* Where the list ends: its coming within 500 px of the screen asks for the next page. */}
      <div ref={endRef} className="gm-list__end-marker" data-testid="game-list-end" aria-hidden="true" />
      {footer}
    </>
  );
}

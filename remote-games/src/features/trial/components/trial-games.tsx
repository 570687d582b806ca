import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, TabList, tabId, useSession } from '@mc/shared-kernel';
import { useGameList, type GameListFilter } from '../../../entities/game';
import { useLaunchGame } from '../../../entities/game-launch';
import { GameTile, GameTileSkeleton } from '../../../entities/game-tile';
import { mergePages } from '../../../entities/paging';
import { FREE_PLAY_CATEGORIES, offersFreePlay, type FreePlayCategory } from '../free-play-games';

const ID_BASE = 'gm-trial-games';
const PANEL_ID = `${ID_BASE}-panel`;
/** Two rows of placeholders while the first page loads. */
const SKELETON_TILES = 6;

/** The games a trial account can open, per category, from the game list call filtered on supportPlay. */
export function TrialGames() {
  const { t, i18n } = useTranslation('games-play');
  const merchant = useSession((s) => s.info?.merchantCode ?? null);
  const [category, setCategory] = useState<FreePlayCategory>('RNG');
  const launch = useLaunchGame();
  const filter: GameListFilter | null = merchant
    ? {
        merchant,
        gameType: category,
        vassalage: null,
        gameClassify: null,
        isNew: false,
        gameName: '',
        minBet: null,
        language: i18n.language,
      }
    : null;
  const list = useGameList(filter);
  const games = mergePages(list.data?.pages ?? []).filter(offersFreePlay);

  let body;
  if (list.isPending) {
    body = (
      <ul className="gm-grid" aria-busy="true" aria-label={t('trial.games.list')}>
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (!list.data) {
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  } else if (games.length === 0 && !list.hasNextPage) {
    body = <EmptyState>{t('trial.games.empty')}</EmptyState>;
  } else {
    body = (
      <>
        <ul className="gm-grid" aria-label={t('trial.games.list')} data-testid="trial-games">
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameTile game={game} onOpen={(g) => launch(g, { source: 'list' })} />
            </li>
          ))}
        </ul>
        {list.isFetchNextPageError ? (
          <ErrorState compact error={list.error} onRetry={() => void list.fetchNextPage()} />
        ) : null}
        {list.hasNextPage && !list.isFetchNextPageError ? (
          <button
            type="button"
            className="mc-btn mc-btn--block gm-trial__more"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? t('trial.games.loadingMore') : t('trial.games.more')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section className="gm-trial__games" aria-labelledby="gm-trial-games-heading">
      <h2 id="gm-trial-games-heading" className="gm-trial__heading">
        {t('trial.games.heading')}
      </h2>
      <TabList
        label={t('trial.games.categories')}
        options={FREE_PLAY_CATEGORIES.map((value) => ({ value, label: t(`trial.games.${value}`) }))}
        selected={category}
        onChange={setCategory}
        idBase={ID_BASE}
        panelId={PANEL_ID}
        className="gm-classes"
        tabClassName="gm-class"
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(ID_BASE, category)}>
        {body}
      </div>
    </section>
  );
}

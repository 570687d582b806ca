import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, useSettings, type WidgetProps } from '@mc/shared-kernel';
import { useLaunchGame } from '../../../entities/game-launch';
import { useDebouncedLanguage } from '../shared/use-debounced-language';
import { useRankList } from './api/get-rank-list';
import { Podium } from './components/podium';
import { WinnerScroller } from './components/winner-scroller';
import { AUTO_SCROLL_ABOVE, PODIUM_SIZE, rankWinners, splitPodium } from './winner-rules';
import './winner-board.css';

/** The winner board reloads on a language change, debounced 250 ms. */
export const WINNER_LANGUAGE_DEBOUNCE_MS = 250;

function WinnerBoardSkeleton() {
  return (
    <div aria-busy="true" data-testid="winner-board-skeleton">
      <div className="gm-winners__podium">
        {Array.from({ length: PODIUM_SIZE }, (_, i) => (
          <div key={i} className={`gm-winners__step gm-winners__step--${i + 1}`}>
            <Skeleton height="100%" radius={10} />
          </div>
        ))}
      </div>
      <div className="gm-winners__list-head">
        <Skeleton height={14} width={120} />
      </div>
      <div className="gm-winners__viewport is-static">
        {Array.from({ length: AUTO_SCROLL_ABOVE }, (_, i) => (
          <div key={i} className="gm-winners__row gm-winners__row--skeleton">
            <Skeleton height={14} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Home widget "Winner board": top three, then the rest; a tap launches the game. */
export default function WinnerBoard({ className }: WidgetProps) {
  const { t } = useTranslation('games-widgets');
  const language = useDebouncedLanguage(WINNER_LANGUAGE_DEBOUNCE_MS);
  const winners = useRankList(language);
  const symbol = useSettings().data?.currency.symbol ?? '';
  const launch = useLaunchGame();
  const { podium, rest } = useMemo(() => splitPodium(rankWinners(winners.data ?? [])), [winners.data]);

  let body;
  if (winners.isPending) body = <WinnerBoardSkeleton />;
  else if (!winners.data) body = <ErrorState error={winners.error} onRetry={() => void winners.refetch()} />;
  else if (podium.length === 0) body = <EmptyState>{t('winners.empty')}</EmptyState>;
  else {
    body = (
      <>
        <Podium winners={podium} symbol={symbol} onOpen={launch} />
        {rest.length > 0 ? <WinnerScroller rows={rest} symbol={symbol} onOpen={launch} /> : null}
      </>
    );
  }

  return (
    // The host's RemoteWidget gives the page its region; the widget brings the heading.
    <div className={`gm-winners${className ? ` ${className}` : ''}`}>
      <h2 className="gm-winners__title">{t('winners.title')}</h2>
      {body}
    </div>
  );
}

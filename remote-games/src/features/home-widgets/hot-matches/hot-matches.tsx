import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, type WidgetProps } from '@mc/shared-kernel';
import { useLaunchGame } from '../../../entities/game-launch';
import { useHotMatches } from './api/get-hot-matches';
import { HotMatchPopup } from './components/hot-match-popup';
import { MatchTicker } from './components/match-ticker';
import { matchLaunch, matchListKey } from './match-rules';
import './hot-matches.css';

/** Height of one ticker row, which the skeleton and the empty and error states keep too. */
export const TICKER_HEIGHT = 56;

/** Home widget: the hot-match ticker and its popup. */
export default function HotMatches({ className }: WidgetProps) {
  const { t } = useTranslation('games-widgets');
  const matches = useHotMatches();
  const launch = useLaunchGame();
  const [popupOpen, setPopupOpen] = useState(false);
  const closePopup = useCallback(() => setPopupOpen(false), []);
  const list = matches.data ?? [];
  const first = list[0];

  let body;
  if (matches.isPending) {
    body = (
      <div className="gm-hotmatch__box" aria-busy="true" data-testid="hot-matches-skeleton">
        <Skeleton height={TICKER_HEIGHT - 12} radius={8} className="gm-hotmatch__skeleton" />
      </div>
    );
  } else if (!matches.data) {
    body = (
      <div className="gm-hotmatch__box gm-hotmatch__box--state">
        <ErrorState error={matches.error} onRetry={() => void matches.refetch()} inline compact />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className="gm-hotmatch__box gm-hotmatch__box--state">
        <EmptyState inline>{t('hotMatches.empty')}</EmptyState>
      </div>
    );
  } else {
    // A new list (added, dropped or moved matches) builds a new carousel from its first match.
    body = <MatchTicker key={matchListKey(list)} matches={list} onOpen={() => setPopupOpen(true)} />;
  }

  return (
    // The host's RemoteWidget is the page region, named like this heading; the carousel inside is its own, named apart.
    <div className={`gm-hotmatch${className ? ` ${className}` : ''}`}>
      <h2 className="gm-hotmatch__title">{t('hotMatches.title')}</h2>
      {body}
      <HotMatchPopup
        open={popupOpen && first !== undefined}
        matches={list}
        onClose={closePopup}
        onBet={() => {
          if (!first) return;
          setPopupOpen(false);
          launch(matchLaunch(first));
        }}
      />
    </div>
  );
}

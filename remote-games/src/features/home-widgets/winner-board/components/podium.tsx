import { useTranslation } from 'react-i18next';
import type { WinnerEntry } from '../api/get-rank-list';
import type { RankedWinner } from '../winner-rules';
import { WinnerAmount } from './winner-amount';

interface PodiumProps {
  winners: RankedWinner<WinnerEntry>[];
  symbol: string;
  onOpen: (entry: WinnerEntry) => void;
}

/** The top three, first in the middle; the markup stays in rank order for screen readers. */
export function Podium({ winners, symbol, onOpen }: PodiumProps) {
  const { t } = useTranslation('games-widgets');
  return (
    <ol className="gm-winners__podium" aria-label={t('winners.top')}>
      {winners.map((winner) => (
        <li key={winner.rank} className={`gm-winners__step gm-winners__step--${winner.rank}`}>
          <button type="button" className="gm-winners__card" onClick={() => onOpen(winner.entry)}>
            <span className="gm-winners__medal">{t('winners.rank', { rank: winner.rank })}</span>
            {/* Another player's name: isolated, so bidi controls in it cannot reorder the amount. */}
            <span className="gm-winners__name">
              <bdi>{winner.entry.customerName}</bdi>
            </span>
            <WinnerAmount cents={winner.cents} symbol={symbol} />
            <span className="gm-winners__game">{winner.entry.name}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

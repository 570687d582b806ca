import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinnerEntry } from '../api/get-rank-list';
import { listAutoScrolls, scrollLoopMs, type RankedWinner } from '../winner-rules';
import { movesOnItsOwn } from '../../shared/motion-rules';
import { usePageHidden, usePrefersReducedMotion } from '../../shared/use-motion';
import { WinnerAmount } from './winner-amount';

interface WinnerScrollerProps {
  rows: RankedWinner<WinnerEntry>[];
  symbol: string;
  onOpen: (entry: WinnerEntry) => void;
}

function Rows({ rows, symbol, onOpen, label, clone }: WinnerScrollerProps & { label?: string; clone?: boolean }) {
  const { t } = useTranslation('games-widgets');
  return (
    // The clone only makes the loop seamless: hidden from screen readers and out of the tab order.
    <ol className="gm-winners__rows" aria-label={label} aria-hidden={clone || undefined} inert={clone || undefined}>
      {rows.map((winner) => (
        <li key={winner.rank}>
          <button type="button" className="gm-winners__row" onClick={() => onOpen(winner.entry)}>
            <span className="gm-winners__rank">{t('winners.rank', { rank: winner.rank })}</span>
            {/* Another player's name: isolated, so bidi controls in it cannot reorder the amount. */}
            <span className="gm-winners__name">
              <bdi>{winner.entry.customerName}</bdi>
            </span>
            <span className="gm-winners__game">{winner.entry.name}</span>
            <WinnerAmount cents={winner.cents} symbol={symbol} />
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * The list under the podium. With more than 8 rows it scrolls upwards on its own, one row per 1500 ms, in
 * a loop; hovering, focusing a row, a background tab or the pause button hold it still,
 * and with reduced motion it never moves but can be scrolled by hand.
 */
export function WinnerScroller({ rows, symbol, onOpen }: WinnerScrollerProps) {
  const { t } = useTranslation('games-widgets');
  const reducedMotion = usePrefersReducedMotion();
  const pageHidden = usePageHidden();
  const [paused, setPaused] = useState(false);
  const scrolls = listAutoScrolls(rows.length) && !reducedMotion;
  const moving = movesOnItsOwn({ wanted: scrolls, reducedMotion, pageHidden, paused });
  const style = { '--gm-winners-loop': `${scrollLoopMs(rows.length)}ms` } as CSSProperties;

  return (
    <div className="gm-winners__list">
      <div className="gm-winners__list-head">
        <h3 className="gm-winners__subtitle">{t('winners.list')}</h3>
        {scrolls ? (
          <button
            type="button"
            className="gm-winners__pause"
            aria-label={t('winners.pause')}
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden>
              {paused ? (
                <path d="M3 1.5l9 5.5-9 5.5z" fill="currentColor" />
              ) : (
                <path d="M3 1.5h3v11H3zM8 1.5h3v11H8z" fill="currentColor" />
              )}
            </svg>
          </button>
        ) : null}
      </div>
      <div className={`gm-winners__viewport${scrolls ? '' : ' is-static'}`}>
        <div className={`gm-winners__track${scrolls ? ' is-scrolling' : ''}`} style={style} data-moving={moving}>
          <Rows rows={rows} symbol={symbol} onOpen={onOpen} label={t('winners.list')} />
          {scrolls ? <Rows rows={rows} symbol={symbol} onOpen={onOpen} clone /> : null}
        </div>
      </div>
    </div>
  );
}

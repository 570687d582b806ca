import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@mc/shared-kernel';
import { layoutChart, type DayValue } from '../chart-scale';
import { daysOverview, signedMoney } from '../pnl-format';

const BOX = { width: 320, height: 160 };
/** Room above the plot for the largest profit and loss, and under it for the first and last day's date. */
const TOP_ROOM = 14;
const LABEL_ROOM = 18;

const shortDay = (date: string): string => date.slice(5);

/**
 * The daily net result as bars: profits rise above the zero line in solid colour, losses hang below it
 * striped, an even day is a dot on the line; above the plot, the largest profit (▲) and loss (▼). The figure's caption says what the bars show in words and
 * the table below holds every day's figure, so nothing depends on seeing the chart or telling colours.
 * Only SVG attributes place the bars (the site's CSP allows no inline styles); nothing moves.
 */
export function DailyChart({ days }: { days: readonly DayValue[] }) {
  const { t } = useTranslation('member-pnl');
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const hatch = `mem-pnl-hatch-${uid}`;
  const titleId = `mem-pnl-chart-title-${uid}`;
  const captionId = `mem-pnl-chart-caption-${uid}`;
  const chart = layoutChart(days, BOX);
  const overview = daysOverview(days);
  const first = days[0];
  const last = days[days.length - 1];
  const dotRadius = Math.min(2, Math.max(0.8, (chart.bars[0]?.width ?? 4) / 3));

  return (
    <section className="mem-pnl__card" aria-labelledby={titleId}>
      <h2 className="mem-pnl__heading" id={titleId}>
        {t('chart.title')}
      </h2>
      <figure className="mem-pnl__figure">
        <svg
          className="mem-pnl__svg"
          viewBox={`0 0 ${BOX.width} ${TOP_ROOM + BOX.height + LABEL_ROOM}`}
          role="img"
          aria-labelledby={`${titleId} ${captionId}`}
          data-testid="pnl-chart"
        >
          <defs>
            <pattern id={hatch} patternUnits="userSpaceOnUse" width="4" height="4" patternTransform="rotate(45)">
              <rect width="4" height="4" className="mem-pnl__hatch-bg" />
              <line x1="1" y1="0" x2="1" y2="4" className="mem-pnl__hatch-line" strokeWidth="1.6" />
            </pattern>
          </defs>
          {chart.maxProfit > 0 ? (
            <text x="0" y="10" className="mem-pnl__axis">{`▲ ${signedMoney(chart.maxProfit)}`}</text>
          ) : null}
          {chart.maxLoss > 0 ? (
            <text
              x={BOX.width}
              y="10"
              textAnchor="end"
              className="mem-pnl__axis"
            >{`▼ ${signedMoney(-chart.maxLoss)}`}</text>
          ) : null}
          <g transform={`translate(0 ${TOP_ROOM})`}>
            {chart.bars.map((bar) =>
              bar.sign === 'even' ? (
                <circle
                  key={bar.date}
                  cx={bar.x + bar.width / 2}
                  cy={bar.y}
                  r={dotRadius}
                  className="mem-pnl__dot"
                  data-sign="even"
                />
              ) : (
                <rect
                  key={bar.date}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  className={`mem-pnl__bar mem-pnl__bar--${bar.sign}`}
                  fill={bar.sign === 'loss' ? `url(#${hatch})` : undefined}
                  data-sign={bar.sign}
                >
                  <title>{`${bar.date}: ${signedMoney(bar.cents)}`}</title>
                </rect>
              ),
            )}
            <line x1="0" x2={BOX.width} y1={chart.baseline} y2={chart.baseline} className="mem-pnl__zero" />
          </g>
          {first ? (
            <text x="0" y={TOP_ROOM + BOX.height + LABEL_ROOM - 4} className="mem-pnl__axis">
              {shortDay(first.date)}
            </text>
          ) : null}
          {last && last !== first ? (
            <text x={BOX.width} y={TOP_ROOM + BOX.height + LABEL_ROOM - 4} textAnchor="end" className="mem-pnl__axis">
              {shortDay(last.date)}
            </text>
          ) : null}
        </svg>
        <figcaption className="mem-pnl__caption" id={captionId}>
          {t('chart.summary', {
            profit: overview.profit,
            loss: overview.loss,
            even: overview.even,
            best: overview.best ? `${overview.best.date} ${signedMoney(overview.best.cents)}` : '—',
            worst: overview.worst ? `${overview.worst.date} ${signedMoney(overview.worst.cents)}` : '—',
          })}
        </figcaption>
      </figure>
      <ul className="mem-pnl__legend">
        <li>
          <svg viewBox="0 0 12 12" aria-hidden className="mem-pnl__key">
            <rect x="1" y="1" width="10" height="10" className="mem-pnl__bar mem-pnl__bar--profit" />
          </svg>
          {t('chart.profit')}
        </li>
        <li>
          <svg viewBox="0 0 12 12" aria-hidden className="mem-pnl__key">
            <rect
              x="1"
              y="1"
              width="10"
              height="10"
              className="mem-pnl__bar mem-pnl__bar--loss"
              fill={`url(#${hatch})`}
            />
          </svg>
          {t('chart.loss')}
        </li>
      </ul>
      <details className="mem-pnl__details">
        <summary>{t('chart.table')}</summary>
        <table className="mem-pnl__table mem-pnl__table--days" aria-label={t('chart.table')} data-testid="pnl-days">
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{t('chart.result')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td className={`mem-pnl__amount--${day.cents > 0 ? 'profit' : day.cents < 0 ? 'loss' : 'even'}`}>
                  {day.cents === 0 ? formatCents(0) : signedMoney(day.cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

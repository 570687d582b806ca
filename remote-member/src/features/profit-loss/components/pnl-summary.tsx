import { useTranslation } from 'react-i18next';
import { formatCents } from '@mc/shared-kernel';
import { PNL_LINES, type PnlReport } from '../api/pnl-api';
import { resultSign, signedMoney } from '../pnl-format';

/** The net result, said in words as well as by its sign and colour, then every money line of the period. */
export function PnlSummary({ report }: { report: PnlReport }) {
  const { t } = useTranslation('member-pnl');
  const sign = resultSign(report.netResult);
  return (
    <section className="mem-pnl__card" aria-labelledby="mem-pnl-summary">
      <h2 className="mem-pnl__heading" id="mem-pnl-summary">
        {t('summary')}
      </h2>
      <p className="mem-pnl__period">{t('period', { start: report.range.start, end: report.range.end })}</p>
      <div className={`mem-pnl__net mem-pnl__net--${sign}`}>
        <span className="mem-pnl__net-label">{t('net.label')}</span>
        <strong className="mem-pnl__net-amount" data-testid="pnl-net">
          {signedMoney(report.netResult)}
        </strong>
        <span className="mem-pnl__net-word">{t(`net.${sign}`)}</span>
      </div>
      <p className="mem-pnl__formula">{t('net.formula')}</p>
      <dl className="mem-pnl__lines">
        {PNL_LINES.map((line) => (
          <div className="mem-pnl__line" key={line}>
            <dt>{t(`lines.${line}`)}</dt>
            <dd data-testid={`pnl-${line}`}>
              {line === 'winLoss' ? signedMoney(report.lines[line]) : formatCents(report.lines[line])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mem-pnl__orders">{t('orders', { count: report.orderCount })}</p>
    </section>
  );
}

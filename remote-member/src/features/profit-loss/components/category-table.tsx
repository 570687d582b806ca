import { useTranslation } from 'react-i18next';
import { formatCents } from '@mc/shared-kernel';
import type { CategoryPnl } from '../api/pnl-api';
import { categoryName, signedMoney } from '../pnl-format';

/** One row per game category; the table scrolls sideways on a narrow phone rather than squeezing the amounts. */
export function CategoryTable({ categories }: { categories: readonly CategoryPnl[] }) {
  const { t } = useTranslation('member-pnl');
  // Shown only when some stake still waits for its result: it explains why win/loss is not payouts − bets.
  const waiting = categories.some((row) => row.unsettledBets !== 0);
  return (
    <section className="mem-pnl__card">
      <h2 className="mem-pnl__heading" id="mem-pnl-categories">
        {t('categories.title')}
      </h2>
      {categories.length === 0 ? (
        <p className="mem-pnl__none">{t('categories.none')}</p>
      ) : (
        // Focusable so a keyboard can scroll it; named by the heading above.
        <div className="mem-pnl__scroll" role="region" aria-labelledby="mem-pnl-categories" tabIndex={0}>
          <table className="mem-pnl__table" aria-labelledby="mem-pnl-categories" data-testid="pnl-categories">
            <thead>
              <tr>
                <th scope="col">{t('categories.category')}</th>
                <th scope="col">{t('lines.bets')}</th>
                {waiting ? <th scope="col">{t('lines.unsettledBets')}</th> : null}
                <th scope="col">{t('lines.validBets')}</th>
                <th scope="col">{t('lines.payouts')}</th>
                <th scope="col">{t('lines.winLoss')}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((row) => (
                <tr key={row.category} data-category={row.category}>
                  <th scope="row">{categoryName(t, row.category)}</th>
                  <td>{formatCents(row.bets)}</td>
                  {waiting ? <td>{formatCents(row.unsettledBets)}</td> : null}
                  <td>{formatCents(row.validBets)}</td>
                  <td>{formatCents(row.payouts)}</td>
                  <td className={`mem-pnl__amount--${row.winLoss > 0 ? 'profit' : row.winLoss < 0 ? 'loss' : 'even'}`}>
                    {signedMoney(row.winLoss)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

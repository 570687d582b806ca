import { useTranslation } from 'react-i18next';
import { addCents, formatMoney, toCents } from '@mc/shared-kernel';
import type { ReportRow } from '../api/report-page';

/** Sum of the rows on screen, in bigint cents: a float sum of amounts like 0.10 + 0.20 drifts. */
export function ReportTotal({ rows }: { rows: readonly ReportRow[] }) {
  const { t } = useTranslation('cashier');
  const total = addCents(...rows.map((row) => toCents(row.amount)));
  return (
    <div className="csh-total">
      <span className="csh-total__label">{t('total.label')}</span>
      <strong className="csh-total__amount" data-testid="report-total">{formatMoney(total)}</strong>
      <span className="csh-total__count">{t('total.records', { count: rows.length })}</span>
    </div>
  );
}

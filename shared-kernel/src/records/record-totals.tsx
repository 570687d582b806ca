import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addCents, formatCents, toCents, type Cents } from '@mc/shared-kernel';
import './records.css';
import { NS } from './i18n/namespace';

/**
 * Sum of decimal amounts in integer cents: a float sum of amounts like 0.10 + 0.20 drifts. A RangeError when
 * the sum is past what a `number` holds exactly (Number.MAX_SAFE_INTEGER cents).
 */
export function sumCents<Row>(rows: readonly Row[], amount: (row: Row) => string): Cents {
  return addCents(...rows.map((row) => toCents(amount(row))));
}

export interface RecordTotal {
  /** Names the total for tests (`data-testid="records-total-<id>"`). */
  id: string;
  cents: Cents;
  /** The screen's own words ("Deposits", "Withdrawals"); the kernel's "Total of the records shown" by default. */
  label?: ReactNode;
}

/** One or more totals of the records on screen, and how many records there are. */
export function RecordTotals({ totals, count }: { totals: readonly RecordTotal[]; count: number }) {
  const { t } = useTranslation([NS, 'kernel']);
  return (
    <div className={`mc-record-totals${totals.length > 1 ? ' mc-record-totals--several' : ''}`}>
      {totals.map((total) => (
        <Fragment key={total.id}>
          <span className="mc-record-totals__label">{total.label ?? t('total.label')}</span>
          <strong className="mc-record-totals__amount" data-testid={`records-total-${total.id}`}>
            {formatCents(total.cents)}
          </strong>
        </Fragment>
      ))}
      <span className="mc-record-totals__count">{t('total.records', { count })}</span>
    </div>
  );
}

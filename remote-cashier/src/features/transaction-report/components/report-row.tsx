import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@mc/shared-kernel';
import type { ReportKind, ReportRow as Row } from '../api/report-page';
import { StatusLabel } from './status-label';

export function ReportRow({ row, kind }: { row: Row; kind: ReportKind }) {
  const { t } = useTranslation('cashier');
  return (
    <li className="csh-row">
      <div className="csh-row__top">
        <span className="csh-row__amount">{formatMoney(row.amount)}</span>
        <StatusLabel status={row.status} />
      </div>
      <dl className="csh-row__meta">
        <div>
          <dt>{t('list.orderNo')}</dt>
          <dd className="csh-row__order">{row.orderNo}</dd>
        </div>
        <div>
          <dt>{t(kind === 'withdraw' ? 'withdrawReport.detail' : 'depositReport.detail')}</dt>
          <dd>{row.detail}</dd>
        </div>
        <div>
          <dt>{t('list.time')}</dt>
          <dd>{formatDateTime(row.createdAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

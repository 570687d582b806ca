import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@mc/shared-kernel';
import { RecordCard, StatusLabel } from '@mc/shared-kernel/records';
import type { ReportKind, ReportRow as Row } from '../api/report-page';
import { ORDER_STATUSES } from '../../../entities/order';

export function ReportRow({ row, kind }: { row: Row; kind: ReportKind }) {
  const { t } = useTranslation('cashier');
  return (
    <RecordCard
      headline={formatMoney(row.amount)}
      status={<StatusLabel status={row.status} scheme={ORDER_STATUSES} />}
      facts={[
        { label: t('list.orderNo'), value: <span className="csh-row__order">{row.orderNo}</span> },
        { label: t(kind === 'withdraw' ? 'withdrawReport.detail' : 'depositReport.detail'), value: row.detail },
        { label: t('list.time'), value: formatDateTime(row.createdAt) },
      ]}
    />
  );
}

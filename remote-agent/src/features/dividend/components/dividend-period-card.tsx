import { useTranslation } from 'react-i18next';
import { formatMoney } from '@mc/shared-kernel';
import { RecordCard, StatusLabel, type StatusScheme } from '@mc/shared-kernel/records';
import type { DividendPeriod } from '../api/get-dividend-periods';

const STATUSES: StatusScheme = {
  namespace: 'agent',
  tones: { PENDING: 'pending', PAID: 'success', NOT_REACHED: 'neutral' },
  labelKey: (status) => `dividend.status.${status}`,
};

/** A period: its dates and dividend, the team's figures, and the tier they reached. */
export function DividendPeriodCard({ period }: { period: DividendPeriod }) {
  const { t } = useTranslation('agent');
  return (
    <RecordCard
      headline={t('dividend.range', { start: period.startDate, end: period.endDate })}
      status={<StatusLabel status={period.status} scheme={STATUSES} />}
      facts={[
        { label: t('dividend.amount'), value: formatMoney(period.amount) },
        {
          label: t('dividend.tier'),
          value:
            period.tier === null || period.rate === null
              ? t('dividend.noTier')
              : t('dividend.tierValue', { level: period.tier, rate: period.rate }),
        },
        { label: t('dividend.teamProfit'), value: formatMoney(period.teamProfit) },
        { label: t('dividend.validBets'), value: formatMoney(period.validBets) },
        { label: t('dividend.activeMembers'), value: String(period.activeMembers) },
      ]}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, formatDateTime, formatMoney, Spinner, toCents, useSwitches } from '@mc/shared-kernel';
import {
  rangePolicy,
  RecordCard,
  RecordFilters,
  RecordList,
  RecordTotals,
  ReportLayout,
  useRecordPages,
  useReportRange,
} from '@mc/shared-kernel/records';
import { getReportPage, rebateKeys, type ReportPage } from './api/rebate-api';
import './rebate.css';

const POLICY = rangePolicy({
  quickRanges: ['today', 'yesterday', 'last7', 'last30'],
  defaultRange: 'last7',
  maxDays: 60,
});

function RebateReport() {
  const { t } = useTranslation('member-rebate');
  const period = useReportRange(POLICY);
  const pages = useRecordPages({
    key: rebateKeys.report,
    params: { startDate: period.range.start, endDate: period.range.end },
    fetchPage: getReportPage,
  });
  // The platform totals the whole range, not only the pages loaded so far.
  const first = pages.data?.pages[0] as ReportPage | undefined;
  const category = (code: string) => t(`categories.${code}`, { defaultValue: code });
  return (
    <ReportLayout>
      <RecordFilters period={period} />
      <RecordList
        pages={pages}
        label={t('report.list')}
        emptyText={
          <>
            {t('report.empty')} <Link to="/m/member/manualRebate">{t('report.toManual')}</Link>
          </>
        }
        rowKey={(row) => `${row.claimNo}-${row.category}`}
        summary={() =>
          first ? (
            <RecordTotals
              count={first.total}
              totals={[
                { id: 'amount', label: t('report.totalAmount'), cents: toCents(first.totals.amount) },
                { id: 'validBet', label: t('report.totalValidBet'), cents: toCents(first.totals.validBet) },
              ]}
            />
          ) : null
        }
        renderRow={(row) => (
          <RecordCard
            headline={formatMoney(row.amount)}
            facts={[
              { label: t('report.category'), value: category(row.category) },
              { label: t('report.validBet'), value: formatMoney(row.validBet) },
              { label: t('report.rate'), value: t('manual.percent', { rate: row.rate }) },
              { label: t('report.time'), value: formatDateTime(row.claimedAt) },
              { label: t('report.claimNo'), value: row.claimNo },
            ]}
          />
        )}
      />
    </ReportLayout>
  );
}

/** /m/member/rebateReport (switch PLYRBT): the member's rebate claims by date range, with the range's totals. */
export default function RebateReportPage() {
  const { t } = useTranslation('member-rebate');
  const switches = useSwitches();
  if (switches === undefined) return <Spinner />;
  if (switches.PLYRBT !== true) return <EmptyState>{t('off')}</EmptyState>;
  return <RebateReport />;
}

import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  formatDateTime,
  formatMoney,
  isAgentType,
  Spinner,
  toCents,
  usePageBack,
  usePageTitle,
  useSession,
  useSwitches,
} from '@mc/shared-kernel';
import {
  FilterSelect,
  RecordCard,
  RecordFilters,
  RecordList,
  RecordTotals,
  ReportLayout,
  useRecordPages,
  useReportRange,
  useUrlFilter,
} from '@mc/shared-kernel/records';
import { getAccountRecord, type AccountRecordPage } from './account-record-api';
import {
  AGENT_GROUP_IDS,
  direction,
  entryLabelKey,
  MEMBER_GROUP_IDS,
  typesQuery,
  variantOf,
  type Variant,
} from './record-types';
import '../../i18n/records/namespace';
import './account-record.css';

/**
 * /m/transaction/record: every movement of the member's money (switch TRANSREC3). `?types=A` is the agent's
 * variant (commission, team transfers), only for agents. The totals are the platform's, for the whole
 * period and type, not just the rows loaded so far.
 */
export default function AccountRecordPage() {
  const { t } = useTranslation('member-records');
  const switches = useSwitches();
  const agent = useSession((s) => (s.info ? isAgentType(s.info.type) : false));
  const [search] = useSearchParams();
  const variant = variantOf(search.get('types'), agent);
  usePageTitle(variant === 'agent' ? t('account.agentTitle') : null);
  // The agent's variant is opened from the agent home: back returns there, not to the member centre.
  usePageBack(variant === 'agent' ? '/m/agent' : null);
  if (switches === undefined) return <Spinner />;
  if (variant === 'member' && switches.TRANSREC3 !== true) return <EmptyState>{t('off')}</EmptyState>;
  return <AccountRecord variant={variant} />;
}

function AccountRecord({ variant }: { variant: Variant }) {
  const { t } = useTranslation('member-records');
  const period = useReportRange();
  const groups: readonly string[] = variant === 'agent' ? AGENT_GROUP_IDS : MEMBER_GROUP_IDS;
  const [group, setGroup] = useUrlFilter('type', groups, 'ALL');
  const types = typesQuery(variant, group);
  const pages = useRecordPages({
    key: ['member', 'account-record'],
    params: { startDate: period.range.start, endDate: period.range.end, types },
    fetchPage: getAccountRecord,
  });
  // Every page carries the totals of the whole query; the first one's are shown.
  const summary = (pages.data?.pages[0] as AccountRecordPage | undefined)?.summary;

  return (
    <ReportLayout>
      <RecordFilters period={period}>
        <FilterSelect
          label={t('account.type')}
          value={group}
          onChange={setGroup}
          options={groups.map((value) => ({ value, label: t(`account.groups.${value}`) }))}
        />
      </RecordFilters>
      <RecordList
        pages={pages}
        label={t('account.list')}
        emptyText={t('account.empty')}
        rowKey={(row) => String(row.id)}
        summary={() =>
          summary ? (
            <RecordTotals
              count={summary.count}
              totals={[
                { id: 'in', cents: toCents(summary.moneyIn), label: t('account.moneyIn') },
                { id: 'out', cents: -toCents(summary.moneyOut), label: t('account.moneyOut') },
              ]}
            />
          ) : null
        }
        renderRow={(row) => (
          <RecordCard
            headline={
              <span className={`mem-account__amount mem-account__amount--${direction(row.amount)}`}>
                {direction(row.amount) === 'in' ? '+' : ''}
                {formatMoney(row.amount)}
              </span>
            }
            status={<span className="mem-account__type">{t(entryLabelKey(row.type))}</span>}
            facts={[
              { label: t('account.balanceAfter'), value: formatMoney(row.balanceAfter) },
              ...(row.orderNo
                ? [{ label: t('account.orderNo'), value: <span className="mem-account__ref">{row.orderNo}</span> }]
                : []),
              ...(row.wallet !== 'CENTRE' ? [{ label: t('account.wallet'), value: row.wallet }] : []),
              { label: t('account.time'), value: formatDateTime(row.createdAt) },
            ]}
          />
        )}
      />
    </ReportLayout>
  );
}

import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, toCents, useSession } from '@mc/shared-kernel';
import {
  FilterSelect,
  RecordCard,
  RecordFilters,
  RecordList,
  RecordTotals,
  ReportLayout,
  StatusLabel,
  useRecordPages,
  useReportRange,
  useUrlFilter,
} from '@mc/shared-kernel/records';
import { getOrders, getOrderVendors, orderKeys, type OrderRow, type OrdersPage } from '../orders-api';
import { BET_STATUSES, CATEGORIES, effectiveVendor, STATUSES, winLossTone } from '../order-rules';

const ALL = 'ALL';

/** The orders of a period, filtered by category, vendor and status, with the platform's summary. */
export function BettingList() {
  const { t } = useTranslation('member-records');
  const token = useSession((s) => s.info?.token ?? null);
  const period = useReportRange();
  const [category] = useUrlFilter('category', CATEGORIES, ALL);
  const [status, setStatus] = useUrlFilter('status', STATUSES, ALL);
  const [search, setSearch] = useSearchParams();
  const vendorsQuery = useQuery({
    queryKey: orderKeys.vendors(token),
    queryFn: ({ signal }) => getOrderVendors(signal),
    enabled: token !== null && category !== ALL,
    staleTime: 10 * 60_000,
  });
  const vendorChoices =
    category === ALL ? [] : (vendorsQuery.data?.categories.find((c) => c.category === category)?.vendors ?? null);
  const vendor = effectiveVendor(category, search.get('vendor'), vendorChoices);

  const setVendor = (value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete('vendor');
        else next.set('vendor', value);
        return next;
      },
      { replace: true },
    );
  // Another category has other vendors: the vendor filter starts over (one URL write for both).
  const chooseCategory = (value: (typeof CATEGORIES)[number]) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('vendor');
        if (value === ALL) next.delete('category');
        else next.set('category', value);
        return next;
      },
      { replace: true },
    );

  const pages = useRecordPages({
    key: orderKeys.list,
    params: {
      startDate: period.range.start,
      endDate: period.range.end,
      category: category === ALL ? null : category,
      vendor,
      status: status === ALL ? null : status,
    },
    fetchPage: getOrders,
  });
  // Every page carries the summary of the whole query; the first one's is shown.
  const summary = (pages.data?.pages[0] as OrdersPage | undefined)?.summary;

  const detailLink = (orderNo: string) => {
    const next = new URLSearchParams(search);
    next.set('order', orderNo);
    return `?${next.toString()}`;
  };

  return (
    <ReportLayout>
      <RecordFilters period={period}>
        <FilterSelect
          label={t('betting.category')}
          value={category}
          onChange={chooseCategory}
          options={CATEGORIES.map((value) => ({
            value,
            label: value === ALL ? t('betting.allCategories') : t(`betting.categories.${value}`),
          }))}
        />
        {category !== ALL && vendorChoices !== null ? (
          <FilterSelect
            label={t('betting.vendor')}
            value={vendor ?? ALL}
            onChange={setVendor}
            options={[
              { value: ALL, label: t('betting.allVendors') },
              ...vendorChoices.map((v) => ({ value: v.vendor, label: v.name })),
            ]}
          />
        ) : null}
        {category !== ALL && vendorsQuery.isError ? (
          <p className="mem-bets__hint" role="status">
            {t('betting.vendorsFailed')}
          </p>
        ) : null}
        <FilterSelect
          label={t('betting.status')}
          value={status}
          onChange={setStatus}
          options={STATUSES.map((value) => ({
            value,
            label: value === ALL ? t('betting.allStatuses') : t(`betting.statuses.${value}`),
          }))}
        />
      </RecordFilters>
      <RecordList
        pages={pages}
        label={t('betting.list')}
        emptyText={t('betting.empty')}
        rowKey={(row) => row.orderNo}
        summary={() => (summary ? <OrdersSummaryView summary={summary} /> : null)}
        renderRow={(row) => <OrderCard row={row} to={detailLink(row.orderNo)} />}
      />
    </ReportLayout>
  );
}

function OrdersSummaryView({ summary }: { summary: OrdersPage['summary'] }) {
  const { t } = useTranslation('member-records');
  return (
    <RecordTotals
      count={summary.count}
      totals={[
        { id: 'bet', cents: toCents(summary.betAmount), label: t('betting.summary.betAmount') },
        { id: 'valid', cents: toCents(summary.validBet), label: t('betting.summary.validBet') },
        { id: 'winloss', cents: toCents(summary.winLoss), label: t('betting.summary.winLoss') },
      ]}
    />
  );
}

export function WinLoss({ amount }: { amount: string }) {
  return <span className={`mem-bets__winloss mem-bets__winloss--${winLossTone(amount)}`}>{formatMoney(amount)}</span>;
}

function OrderCard({ row, to }: { row: OrderRow; to: string }) {
  const { t } = useTranslation('member-records');
  return (
    <RecordCard
      headline={
        <Link className="mem-bets__open" to={to}>
          {row.gameName}
          {/* The visible words start the link's name (what voice control users say), the order makes it unique. */}
          <span className="mc-visually-hidden"> ({t('betting.open', { orderNo: row.orderNo })})</span>
        </Link>
      }
      status={<StatusLabel status={row.status} scheme={BET_STATUSES} />}
      facts={[
        {
          label: t('betting.vendor'),
          value: `${row.vendorName || row.vendor} · ${t(`betting.categories.${row.category}`, { defaultValue: row.category })}`,
        },
        { label: t('betting.betAmount'), value: formatMoney(row.betAmount) },
        ...(toCents(row.cancelledAmount) > 0
          ? [{ label: t('betting.refunded'), value: formatMoney(row.cancelledAmount) }]
          : []),
        { label: t('betting.winLoss'), value: <WinLoss amount={row.winLoss} /> },
        { label: t('betting.placedAt'), value: formatDateTime(row.createdAt) },
        { label: t('betting.orderNo'), value: <span className="mem-bets__ref">{row.orderNo}</span> },
      ]}
    />
  );
}

/**
 * `@mc/shared-kernel/records`: the record-list kit every report screen is assembled from (README.md beside
 * this file shows how). A shared module of its own, loaded with the first report screen, never with the
 * home page; it reaches the kernel core only through `@mc/shared-kernel`.
 */
export {
  QUICK_RANGES,
  DEFAULT_RANGE_POLICY,
  rangePolicy,
  isDay,
  quickRange,
  quickRangeOf,
  validateRange,
  rangeFromSearch,
  type DayRange,
  type QuickRangeId,
  type RangePolicy,
  type SearchRange,
} from './day-range';
export { useReportRange, type ReportRange } from './use-report-range';
export { useUrlFilter } from './use-url-filter';
export { recordPageSchema, MoneyAmount, nextPageNo, type RecordPage } from './record-page';
export { BetOrderSchema, BetOrdersSummarySchema } from './bet-orders';
export { useRecordPages, type RecordPages, type RecordPagesOptions } from './use-record-pages';
export { ReportLayout } from './report-layout';
export { RecordFilters } from './record-filters';
export { FilterSelect, type FilterOption } from './filter-select';
export { RecordList, type RecordListProps } from './record-list';
export { RecordCard, type RecordFact } from './record-card';
export { RecordTotals, sumCents, type RecordTotal } from './record-totals';
export { StatusLabel, resolveStatus, type StatusScheme, type StatusTone } from './status-label';

import { useRecordPages, type DayRange } from '@mc/shared-kernel/records';
import { orderReportKeys } from '../../../entities/order';
import { getDepositReport } from './get-deposit-report';
import { getWithdrawReport } from './get-withdraw-report';
import type { ReportKind } from './report-page';

const fetchers = { withdraw: getWithdrawReport, deposit: getDepositReport } as const;

/** Pages of one report for one range; "load more" asks for the next page until the last one. */
export function useTransactionReport(kind: ReportKind, range: DayRange) {
  return useRecordPages({
    key: orderReportKeys.of(kind),
    params: { startDate: range.start, endDate: range.end },
    fetchPage: fetchers[kind],
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '@mc/shared-kernel';
import type { DayRange } from '../date-range';
import { getDepositReport } from './get-deposit-report';
import { getWithdrawReport } from './get-withdraw-report';
import type { ReportKind } from './report-page';

const fetchers = { withdraw: getWithdrawReport, deposit: getDepositReport } as const;

/** Pages of one report for one range; "load more" asks for the next page until the last one. */
export function useTransactionReport(kind: ReportKind, range: DayRange) {
  const token = useSession((s) => s.info?.token ?? null);
  return useInfiniteQuery({
    queryKey: ['cashier', 'report', kind, token, range.start, range.end],
    queryFn: ({ pageParam, signal }) => fetchers[kind]({ startDate: range.start, endDate: range.end, pageNo: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    enabled: token !== null,
  });
}

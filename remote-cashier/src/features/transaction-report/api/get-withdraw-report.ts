import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { REPORT_PAGE_SIZE, pageEntries, reportEntries, type ReportPage, type ReportQuery } from './report-page';

const WithdrawReport = v.object({
  ...pageEntries,
  list: v.array(v.object({ ...reportEntries, bankName: v.optional(v.nullable(v.string())) })),
});

export async function getWithdrawReport(query: ReportQuery, signal?: AbortSignal): Promise<ReportPage> {
  const value = await api.get('/wps/transaction/withdraw/report', {
    query: { ...query, pageSize: REPORT_PAGE_SIZE },
    schema: WithdrawReport,
    signal,
  });
  return {
    pageNum: value.pageNum,
    totalPages: value.totalPages,
    rows: value.list.map(({ bankName, ...row }) => ({ ...row, detail: bankName ?? '' })),
  };
}

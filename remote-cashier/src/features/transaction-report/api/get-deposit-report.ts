import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { REPORT_PAGE_SIZE, pageEntries, reportEntries, type ReportPage, type ReportQuery } from './report-page';

const DepositReport = v.object({
  ...pageEntries,
  list: v.array(v.object({ ...reportEntries, channel: v.optional(v.nullable(v.string())) })),
});

export async function getDepositReport(query: ReportQuery, signal?: AbortSignal): Promise<ReportPage> {
  const value = await api.get('/wps/transaction/deposit/report', {
    query: { ...query, pageSize: REPORT_PAGE_SIZE },
    schema: DepositReport,
    signal,
  });
  return {
    pageNum: value.pageNum,
    totalPages: value.totalPages,
    rows: value.list.map(({ channel, ...row }) => ({ ...row, detail: channel ?? '' })),
  };
}

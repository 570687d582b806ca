import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';
import { REPORT_PAGE_SIZE, reportEntries, type ReportQuery, type ReportRow } from './report-page';

export const WithdrawReport = recordPageSchema(
  v.object({ ...reportEntries, bankName: v.optional(v.nullable(v.string())) }),
);

export async function getWithdrawReport(
  query: ReportQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<RecordPage<ReportRow>> {
  const page = await api.get('/wps/transaction/withdraw/report', {
    query: { ...query, pageNo, pageSize: REPORT_PAGE_SIZE },
    schema: WithdrawReport,
    signal,
  });
  return { ...page, list: page.list.map(({ bankName, ...row }) => ({ ...row, detail: bankName ?? '' })) };
}

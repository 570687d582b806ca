import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';
import { REPORT_PAGE_SIZE, reportEntries, type ReportQuery, type ReportRow } from './report-page';

export const DepositReport = recordPageSchema(
  v.object({ ...reportEntries, channel: v.optional(v.nullable(v.string())) }),
);

export async function getDepositReport(
  query: ReportQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<RecordPage<ReportRow>> {
  const page = await api.get('/wps/transaction/deposit/report', {
    query: { ...query, pageNo, pageSize: REPORT_PAGE_SIZE },
    schema: DepositReport,
    signal,
  });
  return { ...page, list: page.list.map(({ channel, ...row }) => ({ ...row, detail: channel ?? '' })) };
}

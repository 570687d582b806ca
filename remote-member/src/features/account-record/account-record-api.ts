import * as v from 'valibot';
import { api } from '@mc/shared-kernel';
import { MoneyAmount, recordPageSchema, type RecordPage } from '@mc/shared-kernel/records';

export const ACCOUNT_RECORD_PAGE_SIZE = 20;

const Entry = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: v.string(),
  amount: MoneyAmount,
  balanceAfter: MoneyAmount,
  orderNo: v.optional(v.nullable(v.string()), null),
  wallet: v.string(),
  createdAt: v.number(),
});
export type AccountEntry = v.InferOutput<typeof Entry>;

const Summary = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  moneyIn: MoneyAmount,
  moneyOut: MoneyAmount,
});
export type AccountSummary = v.InferOutput<typeof Summary>;

export const Page = v.object({ ...recordPageSchema(Entry).entries, summary: Summary });
export type AccountRecordPage = RecordPage<AccountEntry> & { summary: AccountSummary };

export interface AccountRecordQuery {
  startDate: string;
  endDate: string;
  types: string | null;
}

export function getAccountRecord(
  query: AccountRecordQuery,
  pageNo: number,
  signal?: AbortSignal,
): Promise<AccountRecordPage> {
  return api.get('/wps/wallet/transaction/details', {
    query: {
      startDate: query.startDate,
      endDate: query.endDate,
      ...(query.types ? { types: query.types } : {}),
      pageNo,
      pageSize: ACCOUNT_RECORD_PAGE_SIZE,
    },
    schema: Page,
    signal,
  });
}

import * as v from 'valibot';
import { MoneyAmount } from '@mc/shared-kernel/records';

export type ReportKind = 'withdraw' | 'deposit';

/** One row as the screens use it, whatever the report; `detail` is the bank (withdraw) or channel (deposit). */
export interface ReportRow {
  orderNo: string;
  /** Decimal string as sent ("100.00"); summed as integer cents, never as a float. */
  amount: string;
  status: string;
  createdAt: number;
  detail: string;
}

export interface ReportQuery {
  startDate: string;
  endDate: string;
}

/** docs/api-contract.md; the report screens show 20 rows a page. */
export const REPORT_PAGE_SIZE = 20;

export const reportEntries = {
  orderNo: v.string(),
  amount: MoneyAmount,
  status: v.string(),
  createdAt: v.number(),
};

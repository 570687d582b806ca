import * as v from 'valibot';

export type ReportKind = 'withdraw' | 'deposit';

/** One row as the screens use it, whatever the report; `detail` is the bank (withdraw) or channel (deposit). */
export interface ReportRow {
  orderNo: string;
  /** Decimal string as sent ("100.00"); summed as bigint cents, never as a float. */
  amount: string;
  status: string;
  createdAt: number;
  detail: string;
}

export interface ReportPage {
  rows: ReportRow[];
  pageNum: number;
  totalPages: number;
}

export interface ReportQuery {
  startDate: string;
  endDate: string;
  pageNo: number;
}

/** docs/api-contract.md; the report screens show 20 rows a page. */
export const REPORT_PAGE_SIZE = 20;

/** A decimal amount string; anything else is a malformed answer, not a crash in the total. */
export const Amount = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/));

export const reportEntries = {
  orderNo: v.string(),
  amount: Amount,
  status: v.string(),
  createdAt: v.number(),
};

export const pageEntries = {
  pageNum: v.pipe(v.number(), v.integer()),
  totalPages: v.pipe(v.number(), v.integer()),
};

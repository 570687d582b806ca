import * as v from 'valibot';
import { fitsInCents } from '@mc/shared-kernel';

/** One page of a report as the platform sends it; `total` and other extras are not needed by the kit. */
export interface RecordPage<Row> {
  pageNum: number;
  totalPages: number;
  list: Row[];
}

const PageNumber = v.pipe(v.number(), v.integer());

/**
 * The platform's paged answer with the screen's row schema: a page number or count that is not a
 * whole number, or a row that does not match, makes the whole answer malformed (an error state with
 * Retry) instead of a half-drawn list.
 */
export function recordPageSchema<TRow extends v.GenericSchema>(row: TRow) {
  return v.object({ pageNum: PageNumber, totalPages: PageNumber, list: v.array(row) });
}

/**
 * A decimal amount string as the platform sends money ("100.00", "-0.75"); summed later as integer cents.
 * One past what they hold exactly (Number.MAX_SAFE_INTEGER cents) makes the answer malformed, like any
 * other amount the screens cannot read, rather than a figure drawn wrong or a screen that throws.
 */
export const MoneyAmount = v.pipe(
  v.string(),
  v.regex(/^-?\d+(\.\d+)?$/),
  v.check(fitsInCents, 'an amount past what integer cents in a number hold exactly'),
);

/** The page after this one, or none on the last page (also when the platform says there are no pages). */
export function nextPageNo(page: Pick<RecordPage<unknown>, 'pageNum' | 'totalPages'>): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

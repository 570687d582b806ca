import * as v from 'valibot';
import type { RebateCategory } from '../../../rebate-rates/rates';

/** A rate on the wire: a percent string with at most two decimals ("0.80"). */
export const RateText = v.pipe(v.string(), v.regex(/^\d{1,3}(?:\.\d{1,2})?$/));

export const CategoryRate = v.object({ category: v.string(), rate: RateText });

/** `[{ category, rate }]` in the order the client shows the categories. */
export type WireRates = { category: RebateCategory; rate: string }[];

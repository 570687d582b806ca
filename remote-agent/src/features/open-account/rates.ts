import type { RebateCategory } from '../../rebate-rates/rates';

/** The form field holding a category's rate. */
export type RateField = `rate_${RebateCategory}`;
export const rateField = (category: RebateCategory): RateField => `rate_${category}`;

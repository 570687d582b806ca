import * as v from 'valibot';
import { toCents } from '@mc/shared-kernel';

/**
 * A balance as the platform sends it ("1234.50"), held from here on as integer cents. A value of another
 * shape, or one past what a `number` holds exactly (toCents' RangeError), fails the call as malformed (a
 * clear state with Retry) instead of drawing a wrong figure.
 */
export const Cents = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d{1,2})?$/),
  v.transform((amount) => toCents(amount)),
);

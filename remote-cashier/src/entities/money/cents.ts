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

/**
 * A money string of the withdraw calls ("1234.50", "-12.00"), read as integer cents; a figure of those may
 * fall below zero (the screen shows it as zero). Any other shape, or an amount past what a `number` holds
 * exactly, is a malformed answer.
 */
export const SignedCents = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,15}(?:\.\d{1,2})?$/),
  v.transform((text) => toCents(text)),
);

import * as v from 'valibot';
import { toCents } from '@mc/shared-kernel';

/** A money string of the platform ("1234.50"), read as integer cents; any other shape (or an amount past what a `number` holds exactly) is a malformed answer. */
export const Cents = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,15}(?:\.\d{1,2})?$/),
  v.transform((text) => toCents(text)),
);

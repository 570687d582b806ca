import * as v from 'valibot';

/** A platform amount: a decimal string with two places, never a float. */
export const Amount = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/));
export const Millis = v.pipe(v.number(), v.integer());

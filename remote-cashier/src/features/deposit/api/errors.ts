import type { ApiError } from '@mc/shared-kernel';

/** A screen's `t` (keys here carry their namespace). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Codes of the cashier's deposit calls with a message of this screen's own. */
const DEPOSIT_CODES = new Set([
  'deposit.amount',
  'deposit.promo',
  'deposit.state',
  'upload.invalid',
  'idempotency.mismatch',
  'trial.only.real',
  'request.invalid',
]);

/** What to tell the player about a failed call: the deposit's own words, else the kernel's. */
export function errorText(t: Translate, error: ApiError): string {
  if (error.kind === 'business' && DEPOSIT_CODES.has(error.code)) return t(`cashier-deposit:errors.${error.code}`);
  if (error.kind === 'business' && error.code.startsWith('format.')) return t('cashier-deposit:errors.format');
  return t(`kernel:${error.messageKey}`);
}

/** The `value` a failure carries, as a record (never trusted to be one). */
export function failureValue(error: ApiError): Record<string, unknown> {
  return typeof error.value === 'object' && error.value !== null ? (error.value as Record<string, unknown>) : {};
}

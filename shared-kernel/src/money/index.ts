/**
 * `@mc/shared-kernel/money`: what money-moving screens need (the cashier; agents' transfers). A shared
 * module of its own, loaded with the first screen that imports it, never with the site's first page. It
 * reaches the kernel only through `@mc/shared-kernel`, so the page keeps one API client and one session.
 */
export {
  readAmount,
  parseAmount,
  centsToDecimal,
  amountRules,
  useAmountRules,
  type AmountLimits,
  type AmountProblem,
} from './amount';
export { newIdempotencyKey, getRequestOutcome, type RequestOutcome } from './idempotency';
export { useMoneySubmission, type MoneySubmission, type MoneyState } from './use-money-submission';
export { MoneyStatus } from './money-status';

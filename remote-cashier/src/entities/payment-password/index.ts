// The payment password a money action asks for: its field (Burmese digits read as Latin ones), its rules,
// what the platform's refusals of it mean under the field, its lock, and whether the account has one.
export { PaymentLockNotice } from './payment-lock-notice';
export { useLockActive } from './payment-lock';
export { PaymentPasswordField } from './payment-password-field';
export {
  newPaymentPasswordRules,
  normaliseDigits,
  paymentPasswordRules,
  paymentPasswordRulesSaying,
  type PasswordRuleMessages,
} from './payment-password-rules';
export {
  formatRefusal,
  passwordRefusal,
  readPasswordRefusal,
  wrongPasswordFailure,
  type PasswordRefusal,
  type PasswordRefusalAsSent,
} from './password-refusals';
export { paymentPasswordKeys, usePaymentPasswordState, type PasswordState } from './payment-password-state';

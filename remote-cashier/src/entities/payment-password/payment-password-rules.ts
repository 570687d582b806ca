import { required, type Rule } from '@mc/shared-kernel';

const NS = 'cashier-security';
const MYANMAR_DIGITS = /[\u1040-\u1049]/g;

/**
 * Digits typed on a Burmese keyboard (၀–၉) become the Latin digits the platform checks, so a payment
 * password reads the same whichever keyboard layer typed it; anything else is left for the rules to refuse.
 */
export const normaliseDigits = (value: string): string =>
  value.replace(MYANMAR_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040));

const SIX_DIGITS = /^\d{6}$/;

/** One digit six times (111111) or a run up or down (123456, 987654): the first guesses, refused as the platform does. */
export function isWeakPaymentPassword(value: string): boolean {
  if (!SIX_DIGITS.test(value)) return false;
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** The messages of a payment password's two rules (`namespace:key`): none typed, not six digits. */
export interface PasswordRuleMessages {
  required: string;
  sixDigits: string;
}

/** The payment password a money action asks for, with a screen's own wording: present and six digits. */
export const paymentPasswordRulesSaying = (messages: PasswordRuleMessages): Rule[] => [
  required(messages.required),
  (value) => (SIX_DIGITS.test(value) ? null : { key: messages.sixDigits }),
];

const notWeak: Rule = (value) => (isWeakPaymentPassword(value) ? { key: `${NS}:rules.weak` } : null);

/** The payment password a money action asks for: present and six digits (the platform says whether it is right). */
export const paymentPasswordRules: Rule[] = paymentPasswordRulesSaying({
  required: `${NS}:rules.required`,
  sixDigits: `${NS}:rules.sixDigits`,
});

/** A new payment password: six digits, not a first guess. */
export const newPaymentPasswordRules: Rule[] = [...paymentPasswordRules, notWeak];

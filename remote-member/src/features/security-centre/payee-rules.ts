import { required, rules, type Rule, type RuleFailure } from '@mc/shared-kernel';

/** The platform keeps payee names of up to 50 characters. */
export const PAYEE_MAX = 50;

const trimmed = (list: Rule[]): Rule[] => list.map((rule) => (value) => rule(value.trim()));
/** Characters, not UTF-16 units: a name in Burmese counts what people see. */
const maxChars =
  (max: number): Rule =>
  (value) =>
    [...value].length > max ? { key: 'validation.maxLength', params: { max } } : null;

/** Required, at most 50 characters, the kernel's display-name characters (any script, no invisible controls). */
export const payeeRules: Record<'payeeName', Rule[]> = {
  payeeName: trimmed([required('member-security:payee.errors.required'), maxChars(PAYEE_MAX), ...rules.displayName]),
};

/** Where a refusal of the platform is said: under the field, or (null) above the button. */
export function payeeRefusal(code: string, value: unknown): RuleFailure | null {
  if (code !== 'format.payeeName') return null;
  const reason = (value as { reason?: unknown } | null)?.reason;
  if (reason === 'required') return { key: 'member-security:payee.errors.required' };
  if (reason === 'length') return { key: 'validation.maxLength', params: { max: PAYEE_MAX } };
  return { key: 'validation.displayName' };
}

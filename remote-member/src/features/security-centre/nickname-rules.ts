import { required, rules, type Rule, type RuleFailure } from '@mc/shared-kernel';

export const NICKNAME_MAX = 20;

const trimmed = (list: Rule[]): Rule[] => list.map((rule) => (value) => rule(value.trim()));
const maxChars =
  (max: number): Rule =>
  (value) =>
    [...value].length > max ? { key: 'validation.maxLength', params: { max } } : null;

/** Required, at most 20 characters, the kernel's display-name characters (any script, no invisible controls). */
export const nicknameRules: Record<'nickname', Rule[]> = {
  nickname: trimmed([
    required('member-security:profile.errors.required'),
    maxChars(NICKNAME_MAX),
    ...rules.displayName,
  ]),
};

/** A refusal of the platform under the field, or null for the alert. */
export function nicknameRefusal(code: string, value: unknown): RuleFailure | null {
  if (code !== 'format.nickname') return null;
  const reason = (value as { reason?: unknown } | null)?.reason;
  if (reason === 'required') return { key: 'member-security:profile.errors.required' };
  if (reason === 'length') return { key: 'validation.maxLength', params: { max: NICKNAME_MAX } };
  return { key: 'validation.displayName' };
}

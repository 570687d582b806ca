import {
  DISPLAY_NAME_CHARS,
  lengthBetween,
  pattern,
  required,
  visibleOnly,
  type FieldRules,
  type Rule,
  type RuleFailure,
} from '@mc/shared-kernel';

export const ANSWER_MIN = 2;
export const ANSWER_MAX = 30;

const trimmed = (list: Rule[]): Rule[] => list.map((rule) => (value) => rule(value.trim()));

/** Required, 2–30 characters of any script (letters, marks, digits, space . ' _ -), no invisible controls. */
export const answerRules: Rule[] = trimmed([
  required('member-security:questions.errors.answerRequired'),
  visibleOnly(),
  lengthBetween(ANSWER_MIN, ANSWER_MAX, 'member-security:questions.errors.answerLength'),
  pattern(DISPLAY_NAME_CHARS, 'validation.displayName'),
]);

export type SetField = 'question0' | 'question1' | 'answer0' | 'answer1';

/** Two different questions, each with an answer. */
export const setQuestionRules: FieldRules<SetField> = {
  question0: [required('member-security:questions.errors.questionRequired')],
  question1: (values) => [
    required('member-security:questions.errors.questionRequired'),
    (value) =>
      value !== '' && value === values.question0 ? { key: 'member-security:questions.errors.duplicate' } : null,
  ],
  answer0: answerRules,
  answer1: answerRules,
};

/** Where a refusal of the platform is said: under a field (answerN), or (null) above the button. */
export function questionRefusal(
  code: string,
  value: unknown,
): { field: `answer${number}`; failure: RuleFailure } | null {
  if (code !== 'format.securityAnswer') return null;
  const { reason, index } = (value ?? {}) as { reason?: unknown; index?: unknown };
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return null;
  const failure: RuleFailure =
    reason === 'required'
      ? { key: 'member-security:questions.errors.answerRequired' }
      : reason === 'length'
        ? { key: 'member-security:questions.errors.answerLength', params: { min: ANSWER_MIN, max: ANSWER_MAX } }
        : { key: 'validation.displayName' };
  return { field: `answer${index}`, failure };
}

/** The alert of a verification the platform refused: tries left, or until when it is locked. */
export function verifyRefusal(
  code: string,
  value: unknown,
): { key: string; params?: Record<string, string | number> } | null {
  const v = (value ?? {}) as { attemptsLeft?: unknown; lockedUntil?: unknown };
  if (code === 'questions.wrong')
    return typeof v.attemptsLeft === 'number'
      ? { key: 'questions.errors.wrongLeft', params: { count: v.attemptsLeft } }
      : { key: 'questions.errors.wrong' };
  if (code === 'questions.locked') return { key: 'questions.errors.locked' };
  return null;
}

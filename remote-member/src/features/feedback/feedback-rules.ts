import { lengthBetween, required, visibleOnly, type Rule } from '@mc/shared-kernel';

export const NS = 'member-feedback';

/** Bounds of the feedback text (platform-sim enforces the same): characters as people see them, after trimming. */
export const CONTENT_LIMITS = { min: 10, max: 500 } as const;

const trimmed =
  (rule: Rule): Rule =>
  (value) =>
    rule(value.trim());
// A line break is the one control character a longer text may hold.
const ignoringLineBreaks =
  (rule: Rule): Rule =>
  (value) =>
    rule(value.replace(/\r?\n/g, ''));

export const feedbackRules = {
  type: [required(`${NS}:errors.typeRequired`)],
  content: [
    required(`${NS}:errors.contentRequired`),
    ignoringLineBreaks(visibleOnly(`${NS}:errors.invisible`)),
    trimmed(lengthBetween(CONTENT_LIMITS.min, CONTENT_LIMITS.max, `${NS}:errors.contentLength`)),
  ],
};

import { maxLength, pattern, required, rules, type Rule } from '@mc/shared-kernel';

/**
 * The platform's simple e-mail shape: word characters with optional dotted parts, an @, then a
 * domain name with one to three suffix groups of two or three letters or digits.
 */
export const EMAIL_SHAPE = /^\w+(?:\.\w+)*@\w+(?:-\w+)*(?:\.[A-Za-z0-9]{2,3}){1,3}$/;

/** The generic rule set keeps e-mails under 255 characters. */
const EMAIL_MAX = 254;

/** What people type is trimmed before it is sent, so it is checked trimmed too. */
const trimmed = (list: Rule[]): Rule[] => list.map((rule) => (value) => rule(value.trim()));

export const retrievalRules = {
  username: trimmed(rules.loginUsername),
  email: trimmed([
    required('member-access:forget.email.required'),
    maxLength(EMAIL_MAX),
    pattern(EMAIL_SHAPE, 'member-access:forget.email.in_email_incorrect'),
  ]),
};

import {
  DISPLAY_NAME_CHARS,
  LIMITS,
  PASSWORD_CHARS,
  USERNAME_CHARS,
  maxLength,
  numeric,
  required,
  rules,
  visibleOnly,
  type FieldRules,
  type Rule,
} from '@mc/shared-kernel';
import type { FieldSetting, RegisterSettings } from './api/get-register-settings';
import { MAX_AGE, ageOn, isOldEnough } from './age';

/** Every field of the registration payload the person may type, in the order they are shown. */
export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'birthday',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

/** The two ways to register: by username, or by a mobile number proven with an SMS code. */
export type RegisterBy = 'username' | 'mobile';

export interface FieldSpec {
  name: RegisterField;
  required: boolean;
  /** The confirmation's rules read the password, so they are built from all the values. */
  rules: Rule[] | ((values: RegisterValues) => Rule[]);
}

/** This feature's messages; a key without a namespace is the kernel's. */
const NS = 'member-register:';

/** Secrets are checked and sent exactly as typed; everything else without edge spaces. */
const EXACT_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** The value a field is checked with and sent as. */
export const fieldValue = (name: RegisterField, values: Readonly<RegisterValues>): string =>
  EXACT_FIELDS.has(name) ? values[name] : values[name].trim();

/**
 * The simple e-mail shape: word characters with optional dotted parts, an @, a
 * domain, then one to three suffixes of two or three characters.
 */
export const EMAIL_SHAPE = /^\w+([.-]\w+)*@\w+([.-]\w+)*(\.\w{2,3}){1,3}$/;
/** E-mail addresses must be under 255 characters. */
export const EMAIL_MAX = 254;

interface Shape {
  min?: number;
  max?: number;
  pattern?: RegExp;
}

/** What this client checks when the platform gives no bound or pattern of its own. */
const DEFAULT_SHAPES: Partial<Record<RegisterField, Shape>> = {
  username: { min: LIMITS.usernameMin, max: LIMITS.usernameMax },
  mobileNum: { min: LIMITS.mobileMin, max: LIMITS.mobileMax, pattern: /^\d+$/ },
  password: { min: LIMITS.passwordMin, max: LIMITS.passwordMax },
  qqNum: { pattern: /^\d+$/ },
  whatsapp: { pattern: /^\+?\d+$/ },
  zalo: { pattern: /^\+?\d+$/ },
  idNumber: { pattern: /^[A-Za-z0-9]+$/ },
};

/** Fixed bounds that no merchant setting may loosen. */
const HARD_MAX: Partial<Record<RegisterField, number>> = {
  mobileNum: LIMITS.mobileMax,
  email: EMAIL_MAX,
};

/**
 * The kernel's character classes (see its rules), checked whatever pattern the merchant sets: a
 * merchant may narrow them, never widen them. Every other field at least refuses invisible characters.
 */
const HARD_CHARS: Partial<Record<RegisterField, RegExp>> = {
  username: USERNAME_CHARS,
  password: PASSWORD_CHARS,
  paymentPassword: PASSWORD_CHARS,
  nickname: DISPLAY_NAME_CHARS,
  payeeName: DISPLAY_NAME_CHARS,
};

/** The message of a failed shape names what the field expects. */
const FORMAT_KEYS: Partial<Record<RegisterField, string>> = {
  username: 'format.username',
  mobileNum: 'format.mobileNum',
  password: 'format.password',
  paymentPassword: 'format.password',
  email: 'format.email',
  nickname: 'format.name',
  payeeName: 'format.name',
  idNumber: 'format.idNumber',
  qqNum: 'format.digits',
  recommenderId: 'format.other',
  whatsapp: 'format.phone',
  zalo: 'format.phone',
};

/** A platform pattern that is not a valid regular expression is ignored rather than breaking the form. */
function compile(source: string | undefined): RegExp | undefined {
  if (!source) return undefined;
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

/** Lengths count characters as people see them (an emoji is one), as the platform counts them. */
const length = (value: string): number => [...value].length;

function lengthRule(min: number | undefined, max: number | undefined): Rule | null {
  if (min !== undefined && max !== undefined) {
    const key = min === max ? `${NS}errors.exactLength` : `${NS}errors.length`;
    return (value) =>
      value !== '' && (length(value) < min || length(value) > max) ? { key, params: { min, max } } : null;
  }
  if (min !== undefined)
    return (value) => (value !== '' && length(value) < min ? { key: `${NS}errors.tooShort`, params: { min } } : null);
  if (max !== undefined) return (value) => (length(value) > max ? maxLength(max)(value) : null);
  return null;
}

const matches =
  (re: RegExp, key: string): Rule =>
  (value) =>
    value !== '' && !re.test(value) ? { key: `${NS}errors.${key}` } : null;

const present = <T>(items: Array<T | null>): T[] => items.filter((item): item is T => item !== null);

/** Required, then length, then shape: the first message is the most useful one. */
function textRules(name: RegisterField, setting: FieldSetting | undefined, isRequired: boolean): Rule[] {
  const shape = DEFAULT_SHAPES[name] ?? {};
  const cap = HARD_MAX[name];
  const wanted = setting?.max ?? shape.max;
  const max = cap === undefined ? wanted : Math.min(wanted ?? cap, cap);
  const re = compile(setting?.pattern) ?? shape.pattern;
  const chars = HARD_CHARS[name];
  const formatKey = FORMAT_KEYS[name] ?? 'format.other';
  return present([
    isRequired ? required(`${NS}errors.required.${name}`) : null,
    visibleOnly(),
    lengthRule(setting?.min ?? shape.min, max),
    // The simple e-mail shape applies on top of whatever the merchant allows.
    name === 'email' ? matches(EMAIL_SHAPE, 'format.email') : null,
    chars ? matches(chars, formatKey) : null,
    re ? matches(re, formatKey) : null,
  ]);
}

/** The captcha: the kernel's messages, at most 6 characters, digits only. */
function captchaRules(setting: FieldSetting | undefined): Rule[] {
  const cap = LIMITS.captchaMax;
  return present([
    required('validation.captchaRequired'),
    numeric(),
    lengthRule(
      setting?.min !== undefined && setting.min <= cap ? setting.min : undefined,
      Math.min(setting?.max ?? cap, cap),
    ),
  ]);
}

/**
 * The SMS code: the kernel's rule, as on every SMS code field, then the length the merchant states
 * when it lies within the kernel's bounds. Shown only where it must be filled.
 */
function smsCodeRules(setting: FieldSetting | undefined): Rule[] {
  const within = (n: number | undefined) =>
    n !== undefined && n >= LIMITS.smsCodeMin && n <= LIMITS.smsCodeMax ? n : undefined;
  return present([...rules.verificationCode, lengthRule(within(setting?.min), within(setting?.max))]);
}

/**
 * Empty confirmation: the platform's "incorrect password" message, worded as what to do; different from
 * the password: its "confirmation" message.
 */
export const confirmRules = (values: Readonly<RegisterValues>): Rule[] => [
  required(`${NS}errors.confirmRequired`),
  (value) => (value !== values.password ? { key: `${NS}errors.confirmMismatch` } : null),
];

/**
 * A real date not in the future, at most MAX_AGE years ago, and old enough on `today` for the
 * merchant's minimum age.
 */
export function birthdayRules(isRequired: boolean, minAge: number, today: string): Rule[] {
  return present<Rule>([
    isRequired ? required(`${NS}errors.required.birthday`) : null,
    (value) => (value !== '' && ageOn(value, today) === null ? { key: `${NS}errors.birthday` } : null),
    (value) =>
      value !== '' && (ageOn(value, today) ?? 0) > MAX_AGE
        ? { key: `${NS}errors.birthdayTooOld`, params: { max: MAX_AGE } }
        : null,
    (value) =>
      value !== '' && !isOldEnough(value, minAge, today)
        ? { key: `${NS}errors.underAge`, params: { age: minAge } }
        : null,
  ]);
}

const requiredIn = (setting: FieldSetting, by: RegisterBy): boolean =>
  setting.required || (setting.requiredFor?.includes(by) ?? false);

/**
 * Whether a field is on the form for a method and must be filled; null when it is not shown. The
 * platform's rules: the password always counts; the mobile method always needs the number and its SMS
 * code; the SMS code counts only in the mobile method; any other field is shown when enabled.
 */
function presence(name: RegisterField, settings: RegisterSettings, by: RegisterBy): { required: boolean } | null {
  const setting = settings.fields[name];
  if (name === 'password') return { required: true };
  if (by === 'mobile' && (name === 'mobileNum' || name === 'verificationCode')) return { required: true };
  if (name === 'verificationCode') return null;
  // The captcha is all or nothing: shown means it must be answered.
  if (name === 'captcha') return settings.captcha || setting?.enabled ? { required: true } : null;
  if (!setting?.enabled) return null;
  // Once shown, the confirmation must be typed.
  if (name === 'confirmPassword') return { required: true };
  return { required: requiredIn(setting, by) };
}

/** The mobile method starts with what it is about: the number and its SMS code. */
const MOBILE_FIRST: readonly RegisterField[] = ['mobileNum', 'verificationCode'];
const fieldOrder = (by: RegisterBy): readonly RegisterField[] =>
  by === 'mobile'
    ? [...MOBILE_FIRST, ...REGISTER_FIELDS.filter((name) => !MOBILE_FIRST.includes(name))]
    : REGISTER_FIELDS;

/**
 * The fields shown for a method with their checks, from the merchant's registration settings, in the
 * order they are shown (and focused when invalid).
 */
export function registrationFields(settings: RegisterSettings, by: RegisterBy, today: string): FieldSpec[] {
  return fieldOrder(by).flatMap((name): FieldSpec[] => {
    const shown = presence(name, settings, by);
    if (!shown) return [];
    const setting = settings.fields[name];
    if (name === 'confirmPassword') return [{ name, required: true, rules: confirmRules }];
    const rules =
      name === 'birthday'
        ? birthdayRules(shown.required, settings.minAge, today)
        : name === 'verificationCode'
          ? smsCodeRules(setting)
          : name === 'captcha'
            ? captchaRules(setting)
            : textRules(name, setting, shown.required);
    // Checked as sent: without edge spaces (secrets excepted).
    const checked = EXACT_FIELDS.has(name)
      ? rules
      : rules.map(
          (rule): Rule =>
            (value) =>
              rule(value.trim()),
        );
    return [{ name, required: shown.required, rules: checked }];
  });
}

/** The form's rule set: a field not shown has no rules, so it always passes. */
export function toFieldRules(specs: FieldSpec[]): FieldRules<RegisterField> {
  const byName = new Map(specs.map((spec) => [spec.name, spec.rules]));
  return Object.fromEntries(REGISTER_FIELDS.map((name) => [name, byName.get(name) ?? []])) as FieldRules<RegisterField>;
}

/** The methods a merchant offers, in toggle order. */
export function availableMethods(settings: RegisterSettings): RegisterBy[] {
  return (['username', 'mobile'] as const).filter((by) => settings.methods[by]);
}

import { invalid, SimError } from '../core/errors';
import type { CoreState } from '../core/state';
import {
  COUNTRIES,
  DISPLAY_NAME_CHARS,
  isRegisterField,
  PASSWORD_CHARS,
  REGISTER_METHODS,
  USERNAME_CHARS,
  type FieldRule,
  type RegisterField,
  type RegisterMethod,
  type RegisterSettings,
  type RegisterState,
} from './register';

/** Why a field failed (`value: { field, reason }` of a `format.<field>` failure). */
export type FieldReason = 'required' | 'length' | 'pattern' | 'mismatch' | 'date' | 'country';

export const formatError = (field: RegisterField, reason: FieldReason): SimError =>
  new SimError(`format.${field}`, { value: { field, reason } });

/** Which whitelabel switch also gates each registration method. */
export const METHOD_SWITCHES: Readonly<Record<RegisterMethod, string>> = {
  username: 'DIRECTREG3',
  mobile: 'MOBILEREG3',
};

const copyRule = (rule: FieldRule): FieldRule => ({
  ...rule,
  ...(rule.requiredFor ? { requiredFor: [...rule.requiredFor] } : {}),
});

/** The settings as served: stored settings, with each method also needing its whitelabel switch. */
export function effectiveSettings(state: CoreState & RegisterState): RegisterSettings {
  const stored = state.registerSettings;
  const fields = Object.fromEntries(
    Object.entries(stored.fields).map(([name, rule]) => [name, copyRule(rule)]),
  ) as Record<RegisterField, FieldRule>;
  return {
    ...stored,
    methods: {
      username: stored.methods.username && state.switches[METHOD_SWITCHES.username] !== false,
      mobile: stored.methods.mobile && state.switches[METHOD_SWITCHES.mobile] !== false,
    },
    captcha: fields.captcha.enabled,
    fields,
  };
}

export const isRequired = (rule: FieldRule, method: RegisterMethod): boolean =>
  rule.enabled && (rule.required || (rule.requiredFor?.includes(method) ?? false));

/*
 * The platform's character classes, checked whatever the registration settings say (a merchant's
 * pattern may narrow them, never widen them); the client's kernel rules are the same:
 * - new passwords: printable ASCII without spaces (any keyboard types them, no normalisation issues);
 * - usernames: A-Z, a-z, 0-9 and _;
 * - display names (nickname, payee name): letters, combining marks and decimal digits of any script,
 *   the plain space and . ' - _;
 * - every text field: no control or invisible format character (bidi controls, zero-width characters,
 *   fillers), which could reorder or hide the text around them where it is shown.
 */
const INVISIBLE_CHARS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const HARD_CHARS: Partial<Record<RegisterField, RegExp>> = {
  username: new RegExp(USERNAME_CHARS, 'u'),
  password: new RegExp(PASSWORD_CHARS, 'u'),
  paymentPassword: new RegExp(PASSWORD_CHARS, 'u'),
  nickname: new RegExp(DISPLAY_NAME_CHARS, 'u'),
  payeeName: new RegExp(DISPLAY_NAME_CHARS, 'u'),
};

/** A value with characters its field never takes → 'pattern'; null when they are all allowed. */
export function charactersProblem(field: RegisterField, value: string): FieldReason | null {
  if (INVISIBLE_CHARS.test(value)) return 'pattern';
  const allowed = HARD_CHARS[field];
  return allowed && !allowed.test(value) ? 'pattern' : null;
}

/** Length and pattern of a non-empty value; null when it passes. */
export function ruleProblem(rule: FieldRule, value: string): FieldReason | null {
  const length = [...value].length;
  if ((rule.min !== undefined && length < rule.min) || (rule.max !== undefined && length > rule.max)) return 'length';
  if (rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value)) return 'pattern';
  return null;
}

/** A new password against the `password` field rule and the password characters → `format.password`. */
export function checkNewPassword(settings: RegisterSettings, password: string): void {
  const problem =
    password === ''
      ? 'required'
      : (ruleProblem({ ...settings.fields.password, enabled: true }, password) ??
        charactersProblem('password', password));
  if (problem) throw formatError('password', problem);
}

/**
 * The oldest a date of birth may make someone: no one living is older, so an earlier date is a
 * mistake (1800 for 1980).
 */
export const MAX_AGE = 120;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD → [y, m, d] when it is a real calendar day. */
export function parseBirthday(value: string): [number, number, number] | null {
  const match = DAY_RE.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return [y, m, d];
}

/** Whole years between a birthday and `now` (UTC calendar days). */
export function ageOn(birthday: [number, number, number], now: number): number {
  const today = new Date(now);
  const [y, m, d] = birthday;
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const beforeBirthday = month < m || (month === m && day < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

export const dialingCodeKnown = (code: string): boolean => COUNTRIES.some((c) => c.dialingCode === code);

// ---- admin override (POST /__sim/register-settings) ----

function optionalBool(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalid(`${name} must be a boolean`);
  return value;
}

function asObject(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`${name} must be an object`);
  return value as Record<string, unknown>;
}

function bound(value: unknown, name: string): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1000)
    throw invalid(`${name} must be an integer 0..1000 or null`);
  return value;
}

function applyFieldOverride(rule: FieldRule, name: string, raw: unknown): FieldRule {
  const patch = asObject(raw, `fields.${name}`);
  const next = copyRule(rule);
  for (const key of Object.keys(patch)) {
    if (!['enabled', 'required', 'requiredFor', 'min', 'max', 'pattern'].includes(key))
      throw invalid(`fields.${name}.${key} is not a rule`);
  }
  const enabled = optionalBool(patch, 'enabled');
  const required = optionalBool(patch, 'required');
  if (enabled !== undefined) next.enabled = enabled;
  if (required !== undefined) next.required = required;
  if (patch.requiredFor !== undefined) {
    const list = patch.requiredFor;
    if (list === null) delete next.requiredFor;
    else if (Array.isArray(list) && list.every((m) => REGISTER_METHODS.includes(m as RegisterMethod)))
      next.requiredFor = [...(list as RegisterMethod[])];
    else throw invalid(`fields.${name}.requiredFor must be a list of ${REGISTER_METHODS.join(', ')} or null`);
  }
  for (const key of ['min', 'max'] as const) {
    const value = bound(patch[key], `fields.${name}.${key}`);
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  if (patch.pattern !== undefined) {
    if (patch.pattern === null) delete next.pattern;
    else if (typeof patch.pattern === 'string') {
      try {
        new RegExp(patch.pattern, 'u');
      } catch {
        throw invalid(`fields.${name}.pattern is not a valid regex`);
      }
      next.pattern = patch.pattern;
    } else throw invalid(`fields.${name}.pattern must be a string or null`);
  }
  if (next.min !== undefined && next.max !== undefined && next.min > next.max)
    throw invalid(`fields.${name}: min is above max`);
  return next;
}

/** Applies a partial override; throws `request.invalid` (HTTP 400 on the admin surface) before changing anything. */
export function overrideSettings(current: RegisterSettings, body: Record<string, unknown>): RegisterSettings {
  const known = ['methods', 'minAge', 'agreement', 'captcha', 'affiliateCheck', 'defaultCountry', 'fields'];
  for (const key of Object.keys(body)) if (!known.includes(key)) throw invalid(`${key} is not a setting`);
  const next: RegisterSettings = {
    ...current,
    methods: { ...current.methods },
    fields: Object.fromEntries(Object.entries(current.fields).map(([name, rule]) => [name, copyRule(rule)])) as Record<
      RegisterField,
      FieldRule
    >,
  };
  if (body.methods !== undefined) {
    const methods = asObject(body.methods, 'methods');
    for (const key of Object.keys(methods))
      if (!REGISTER_METHODS.includes(key as RegisterMethod)) throw invalid(`methods.${key} is not a method`);
    for (const method of REGISTER_METHODS) {
      const value = optionalBool(methods, method);
      if (value !== undefined) next.methods[method] = value;
    }
  }
  if (body.minAge !== undefined) {
    if (body.minAge !== 18 && body.minAge !== 21) throw invalid('minAge must be 18 or 21');
    next.minAge = body.minAge;
  }
  for (const key of ['agreement', 'affiliateCheck'] as const) {
    const value = optionalBool(body, key);
    if (value !== undefined) next[key] = value;
  }
  if (body.defaultCountry !== undefined) {
    if (typeof body.defaultCountry !== 'string' || !COUNTRIES.some((c) => c.code === body.defaultCountry))
      throw invalid('defaultCountry must be a country code of GET /wps/system/countries');
    next.defaultCountry = body.defaultCountry;
  }
  const captcha = optionalBool(body, 'captcha');
  if (captcha !== undefined) next.fields.captcha = { ...next.fields.captcha, enabled: captcha, required: captcha };
  if (body.fields !== undefined) {
    for (const [name, patch] of Object.entries(asObject(body.fields, 'fields'))) {
      if (!isRegisterField(name)) throw invalid(`fields.${name} is not a registration field`);
      next.fields[name] = applyFieldOverride(next.fields[name], name, patch);
    }
  }
  next.captcha = next.fields.captcha.enabled;
  return next;
}

import { required, rules, type FieldRules, type Rule } from '@mc/shared-kernel';
import type { RateQuota } from './api/get-register-quota';
import type { WireRates } from './api/rate-schema';
import { formatRate, parseRate, rateRules } from '../../rebate-rates/rates';
import { rateField, type RateField } from './rates';
import type { AccountField } from './server-errors';

/** Checked as it is sent: the username without edge spaces. */
const trimmed = (list: Rule[]): Rule[] =>
  list.map(
    (rule): Rule =>
      (value) =>
        rule(value.trim()),
  );

const sameAs =
  (expected: string): Rule =>
  (value) =>
    value !== expected ? { key: 'agent:openAccount.confirmMismatch' } : null;

/** The rates of a quota, each between 0 and the agent's own rate. */
export const rateFieldRules = (quota: RateQuota[]): FieldRules<RateField> =>
  Object.fromEntries(quota.map(({ category, max }) => [rateField(category), rateRules(max)])) as FieldRules<RateField>;

/**
 * Opening an account: the site's username and new-password rules (the kernel's, as registration and
 * login use them), a confirmation equal to the password, and the rates.
 */
export const openAccountRules = (quota: RateQuota[]): FieldRules<AccountField | RateField> => ({
  username: trimmed(rules.newUsername),
  password: rules.newPassword,
  confirmPassword: (values) => [required('agent:openAccount.confirmRequired'), sameAs(values.password)],
  ...rateFieldRules(quota),
});

/** The rates a new downline (or link) starts with: the agent's defaults. */
export const defaultRates = (quota: RateQuota[]): Partial<Record<RateField, string>> =>
  Object.fromEntries(quota.map(({ category, defaultRate }) => [rateField(category), defaultRate]));

/** The checked rates as sent: "0.8" → "0.80", in the quota's order. */
export const wireRates = (quota: RateQuota[], values: Readonly<Partial<Record<RateField, string>>>): WireRates =>
  quota.map(({ category }) => ({ category, rate: formatRate(parseRate(values[rateField(category)] ?? '') ?? 0) }));

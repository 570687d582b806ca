import { check, type RuleFailure } from '@mc/shared-kernel';
import { defaultRegisterSettings } from '@mc/platform-sim';
import type { RegisterSettings } from '../api/get-register-settings';
import { REGISTER_FIELDS, type FieldSpec, type RegisterValues } from '../registration-rules';

/** The platform simulator's seeded registration settings, with overrides, for unit tests. */
export function seededSettings(overrides: Partial<RegisterSettings> = {}): RegisterSettings {
  const seed = defaultRegisterSettings() as unknown as RegisterSettings;
  return { ...seed, ...overrides, fields: { ...seed.fields, ...overrides.fields } };
}

/** A form with nothing typed. */
export const emptyValues = (): RegisterValues =>
  Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterValues;

/** The message a shown field gives for the values, as the form computes it. */
export function validateField(spec: FieldSpec, values: Readonly<RegisterValues>): RuleFailure | null {
  return check(values[spec.name], typeof spec.rules === 'function' ? spec.rules(values) : spec.rules);
}

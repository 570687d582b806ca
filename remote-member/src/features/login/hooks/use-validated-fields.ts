import { useCallback, useState } from 'react';
import { check, type Rule, type RuleFailure } from '@mc/shared-kernel';

type Values<K extends string> = Record<K, string>;
type Errors<K extends string> = Partial<Record<K, RuleFailure | null>>;

export interface ValidatedFields<K extends string> {
  values: Values<K>;
  errors: Errors<K>;
  change(name: K, value: string): void;
  blur(name: K): void;
  /** Checks every field, shows every message and returns the first field that failed, if any. */
  validateAll(): K | null;
}

/**
 * Field values and their messages for a login method's form (the username form now, the SMS form
 * later). A field is checked when it loses focus and on submit; once it shows a message it is
 * re-checked as the person types, so the message goes as soon as the value is right.
 */
export function useValidatedFields<K extends string>(ruleSet: Record<K, Rule[]>): ValidatedFields<K> {
  const names = Object.keys(ruleSet) as K[];
  const [values, setValues] = useState<Values<K>>(() => Object.fromEntries(names.map((n) => [n, ''])) as Values<K>);
  const [errors, setErrors] = useState<Errors<K>>({});

  const change = useCallback(
    (name: K, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: check(value, ruleSet[name]) } : current));
    },
    [ruleSet],
  );

  const blur = useCallback(
    (name: K) => setErrors((current) => ({ ...current, [name]: check(values[name], ruleSet[name]) })),
    [ruleSet, values],
  );

  const validateAll = useCallback((): K | null => {
    const next = Object.fromEntries(names.map((n) => [n, check(values[n], ruleSet[n])])) as Errors<K>;
    setErrors(next);
    return names.find((n) => next[n]) ?? null;
  }, [names, ruleSet, values]);

  return { values, errors, change, blur, validateAll };
}

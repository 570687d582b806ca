import { useCallback, useMemo, useState } from 'react';
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
  /** Re-checks the fields that hold a value (after a language switch), leaving empty ones alone. */
  revalidateFilled(): void;
  /** Puts values in from elsewhere (remembered credentials); their old messages no longer apply. */
  fill(values: Partial<Values<K>>): void;
}

/**
 * Field values and their messages for one part of the login form (a login method's fields, the
 * captcha). A field is checked when it loses focus and on submit; once it shows a message it is
 * re-checked as the person types, so the message goes as soon as the value is right.
 */
export function useValidatedFields<K extends string>(ruleSet: Record<K, Rule[]>): ValidatedFields<K> {
  const names = useMemo(() => Object.keys(ruleSet) as K[], [ruleSet]);
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

  const revalidateFilled = useCallback(() => {
    setErrors((current) => {
      const next = { ...current };
      for (const n of names) if (values[n] !== '') next[n] = check(values[n], ruleSet[n]);
      return next;
    });
  }, [names, ruleSet, values]);

  const fill = useCallback((incoming: Partial<Values<K>>) => {
    setValues((current) => ({ ...current, ...incoming }));
    setErrors((current) => {
      const next = { ...current };
      for (const n of Object.keys(incoming) as K[]) delete next[n];
      return next;
    });
  }, []);

  return { values, errors, change, blur, validateAll, revalidateFilled, fill };
}

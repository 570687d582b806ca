import { useCallback, useMemo, useState } from 'react';
import { check, type Rule, type RuleFailure } from './rules';

type Values<K extends string> = Record<K, string>;

export interface FieldInputProps {
  name: string;
  value: string;
  error: RuleFailure | null | undefined;
  onChange(value: string): void;
  onBlur(): void;
  requiredMark: true;
}

/** A field's rules, or rules that read the other fields (a confirmation must equal its password). */
export type FieldRules<K extends string> = Record<K, Rule[] | ((values: Values<K>) => Rule[])>;

export interface FormFields<K extends string> {
  values: Values<K>;
  /** Messages shown under the fields; a field not checked yet has none. */
  errors: Partial<Record<K, RuleFailure | null>>;
  /** Fields the person has typed in or left. */
  touched: Partial<Record<K, boolean>>;
  change(name: K, value: string): void;
  blur(name: K): void;
  /** Checks the named fields (all by default), shows their messages, returns the first that failed. */
  validateAll(names?: readonly K[]): K | null;
  /** What a required `TextField` for `name` needs: value, message, change and blur wired to this form. */
  inputProps(name: K): FieldInputProps;
  /** Whether the named fields (all by default) pass right now, without showing anything. */
  passes(names?: readonly K[]): boolean;
  /** A message from elsewhere (the server refused the value); it goes when the field is edited. */
  setError(name: K, failure: RuleFailure | null): void;
  /** Empties a field the server refused, as if it had never been typed in. */
  clear(name: K): void;
}

interface State<K extends string> {
  values: Values<K>;
  errors: FormFields<K>['errors'];
  touched: FormFields<K>['touched'];
}

const without = <T extends object>(record: T, key: PropertyKey): T => {
  const copy = { ...record };
  delete copy[key as keyof T];
  return copy;
};

/**
 * Values and messages of a form checked with the shared rules; each message shows under its
 * field. A field is checked when it loses focus and on submit; once checked it is re-checked as the
 * person types, so a message goes as soon as the value is right. Fields whose rules read other fields
 * are re-checked when those change (changing a password re-checks its confirmation). `fieldRules`
 * should be a stable object (module constant or memoised); `initial` pre-fills fields (read once, on mount).
 */
export function useFormFields<K extends string>(fieldRules: FieldRules<K>, initial?: Partial<Values<K>>): FormFields<K> {
  const names = useMemo(() => Object.keys(fieldRules) as K[], [fieldRules]);
  const [state, setState] = useState<State<K>>(() => ({
    values: Object.fromEntries(names.map((n) => [n, initial?.[n] ?? ''])) as Values<K>,
    errors: {},
    touched: {},
  }));

  const failure = useCallback(
    (name: K, all: Values<K>): RuleFailure | null => {
      const r = fieldRules[name];
      return check(all[name] ?? '', typeof r === 'function' ? r(all) : r);
    },
    [fieldRules],
  );

  const change = useCallback(
    (name: K, value: string) =>
      setState(({ values, errors, touched }) => {
        const next = { ...values, [name]: value };
        const updated = { ...errors };
        for (const n of names) {
          const dependent = n !== name && typeof fieldRules[n] === 'function' && n in errors;
          if ((n === name && errors[n]) || dependent) updated[n] = failure(n, next);
        }
        return { values: next, errors: updated, touched: { ...touched, [name]: true } };
      }),
    [failure, fieldRules, names],
  );

  const blur = useCallback(
    (name: K) =>
      setState((s) => ({ ...s, errors: { ...s.errors, [name]: failure(name, s.values) }, touched: { ...s.touched, [name]: true } })),
    [failure],
  );

  const validateAll = useCallback(
    (only: readonly K[] = names): K | null => {
      const found = Object.fromEntries(only.map((n) => [n, failure(n, state.values)])) as Record<K, RuleFailure | null>;
      setState((s) => ({ ...s, errors: { ...s.errors, ...found } }));
      return only.find((n) => found[n]) ?? null;
    },
    [failure, names, state.values],
  );

  const passes = useCallback((only: readonly K[] = names) => only.every((n) => !failure(n, state.values)), [failure, names, state.values]);

  const setError = useCallback(
    (name: K, value: RuleFailure | null) => setState((s) => ({ ...s, errors: { ...s.errors, [name]: value } })),
    [],
  );

  const clear = useCallback(
    (name: K) =>
      setState((s) => ({ values: { ...s.values, [name]: '' }, errors: without(s.errors, name), touched: without(s.touched, name) })),
    [],
  );

  const inputProps = (name: K): FieldInputProps => ({
    name,
    value: state.values[name],
    error: state.errors[name],
    onChange: (value: string) => change(name, value),
    onBlur: () => blur(name),
    requiredMark: true,
  });

  return { ...state, change, blur, validateAll, passes, setError, clear, inputProps };
}

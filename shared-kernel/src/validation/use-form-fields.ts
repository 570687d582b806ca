import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadZawgyi, toUnicodeMyanmarNow } from '../text/myanmar-text';
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
  /**
   * For sending: turns Zawgyi in the form's Burmese fields into Unicode (shown in them), then checks the
   * named fields like `validateAll` and calls `onChecked` with the first that failed (or null) and the values as
   * checked, the ones to send. At once, unless the Zawgyi converter must be fetched first; a call while one
   * waits for it is ignored (a second tap), and none is made once the form is gone. If the converter cannot
   * be fetched, the field says so (the network's message) rather than letting Zawgyi be sent.
   */
  checkAll(onChecked: (failed: K | null, values: Values<K>) => void, names?: readonly K[]): void;
  /** What a required `TextField` for `name` needs: value, message, change and blur wired to this form. */
  inputProps(name: K): FieldInputProps;
  /** Whether the named fields (all by default) pass right now, without showing anything. */
  passes(names?: readonly K[]): boolean;
  /** A message from elsewhere (the server refused the value); it goes when the field is edited. */
  setError(name: K, failure: RuleFailure | null): void;
  /** Empties a field the server refused, as if it had never been typed in. */
  clear(name: K): void;
}

export interface FormOptions<K extends string> {
  /**
   * Fields people write Burmese in (names, free text). Phones still type Zawgyi: it is turned into Unicode
   * when the field is left (the person sees what will be sent) and before `checkAll`, and the rules check the
   * Unicode (docs/product.md, "Burmese text typed or sent in Zawgyi"). A module constant, like the rules.
   */
  burmese?: readonly K[];
}

/** A field whose Zawgyi could not be converted (the converter could not be fetched): the network's words. */
const NOT_CONVERTED: RuleFailure = { key: 'kernel:errors.network' };

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
 * should be a stable object (module constant or memoised); `initial` pre-fills fields (read once, on mount);
 * `options.burmese` names the fields whose Zawgyi becomes Unicode (send with `checkAll` then). The form is
 * the same object until its state changes; `change`, `blur`, `setError` and `clear` are the same functions for
 * the form's life (given stable rules and options).
 */
export function useFormFields<K extends string>(
  fieldRules: FieldRules<K>,
  initial?: Partial<Values<K>>,
  options?: FormOptions<K>,
): FormFields<K> {
  const names = useMemo(() => Object.keys(fieldRules) as K[], [fieldRules]);
  const [state, setState] = useState<State<K>>(() => ({
    values: Object.fromEntries(names.map((n) => [n, initial?.[n] ?? ''])) as Values<K>,
    errors: {},
    touched: {},
  }));
  // Read by blur, which must stay the same function (effects depend on it), and by a conversion that lands later.
  const current = useRef(state.values);
  const alive = useRef(true);
  useEffect(() => {
    current.current = state.values;
  }, [state.values]);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const burmeseList = options?.burmese;
  const burmese = useMemo(() => new Set<K>(burmeseList ?? []), [burmeseList]);
  const waiting = useRef(false);

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

  /** The field left: checked, a Burmese field first turned into Unicode if it was typed in Zawgyi. */
  const blur = useCallback(
    (name: K) => {
      const leave = (s: State<K>, value = s.values[name]): State<K> => {
        const values = { ...s.values, [name]: value };
        return {
          values,
          errors: { ...s.errors, [name]: failure(name, values) },
          touched: { ...s.touched, [name]: true },
        };
      };
      if (!burmese.has(name)) {
        setState((s) => leave(s));
        return;
      }
      const typed = current.current[name];
      const now = toUnicodeMyanmarNow(typed);
      if (now !== null) {
        setState((s) => (s.values[name] === typed ? leave(s, now) : leave(s)));
        return;
      }
      // The converter is on its way: the field is checked once it can be checked as it will be sent. Typing
      // meanwhile wins (that value is converted when the field is left again); if it cannot come, the value
      // is checked as typed and `checkAll` says why it cannot be sent.
      setState((s) => ({ ...s, touched: { ...s.touched, [name]: true } }));
      loadZawgyi().then(
        (zawgyi) => setState((s) => (s.values[name] === typed ? leave(s, zawgyi.toUnicodeMyanmar(typed)) : s)),
        () => setState((s) => (s.values[name] === typed ? leave(s) : s)),
      );
    },
    [failure, burmese],
  );

  const validateAll = useCallback(
    (only: readonly K[] = names): K | null => {
      const found = Object.fromEntries(only.map((n) => [n, failure(n, state.values)])) as Record<K, RuleFailure | null>;
      setState((s) => ({ ...s, errors: { ...s.errors, ...found } }));
      return only.find((n) => found[n]) ?? null;
    },
    [failure, names, state.values],
  );

  const checkAll = useCallback(
    (onChecked: (failed: K | null, values: Values<K>) => void, only: readonly K[] = names) => {
      if (waiting.current) return;
      const typed = state.values;
      const converted = only.filter((n) => burmese.has(n));
      // Burmese fields whose text needs the converter, not fetched yet.
      const pending = converted.filter((n) => toUnicodeMyanmarNow(typed[n]) === null);
      const finish = (loaded: boolean) => {
        const values = { ...typed };
        for (const n of converted) values[n] = toUnicodeMyanmarNow(typed[n]) ?? typed[n];
        const found = Object.fromEntries(
          only.map((n) => [n, !loaded && pending.includes(n) ? NOT_CONVERTED : failure(n, values)]),
        ) as Record<K, RuleFailure | null>;
        setState((s) => {
          // What is shown becomes what is sent, unless the person has typed since.
          const shown = { ...s.values };
          for (const n of converted) if (s.values[n] === typed[n]) shown[n] = values[n];
          return { ...s, values: shown, errors: { ...s.errors, ...found } };
        });
        onChecked(only.find((n) => found[n]) ?? null, values);
      };
      if (pending.length === 0) return finish(true);
      waiting.current = true;
      loadZawgyi()
        .then(
          () => true,
          () => false,
        )
        .then((loaded) => {
          waiting.current = false;
          if (alive.current) finish(loaded);
        });
    },
    [failure, names, burmese, state.values],
  );

  const passes = useCallback(
    (only: readonly K[] = names) => only.every((n) => !failure(n, state.values)),
    [failure, names, state.values],
  );

  const setError = useCallback(
    (name: K, value: RuleFailure | null) => setState((s) => ({ ...s, errors: { ...s.errors, [name]: value } })),
    [],
  );

  const clear = useCallback(
    (name: K) =>
      setState((s) => ({
        values: { ...s.values, [name]: '' },
        errors: without(s.errors, name),
        touched: without(s.touched, name),
      })),
    [],
  );

  const inputProps = useCallback(
    (name: K): FieldInputProps => ({
      name,
      value: state.values[name],
      error: state.errors[name],
      onChange: (value: string) => change(name, value),
      onBlur: () => blur(name),
      requiredMark: true,
    }),
    [state.values, state.errors, change, blur],
  );

  // One object per state: effects can depend on the form, or on its actions (change, blur, setError, clear
  // never change), without running on every render.
  return useMemo(
    () => ({ ...state, change, blur, validateAll, checkAll, passes, setError, clear, inputProps }),
    [state, change, blur, validateAll, checkAll, passes, setError, clear, inputProps],
  );
}

import { act, renderHook } from '@testing-library/react';
import { required, rules, type Rule } from './rules';
import { useFormFields, type FieldRules } from './use-form-fields';

type Field = 'password' | 'confirm';
const sameAs =
  (other: string): Rule =>
  (value) =>
    value !== other ? { key: 'mismatch' } : null;
const FIELDS: FieldRules<Field> = {
  password: rules.loginPassword,
  confirm: (values) => [required('confirmRequired'), sameAs(values.password)],
};

const setup = () => renderHook(() => useFormFields(FIELDS)).result;

describe('useFormFields', () => {
  it('starts from the given values, untouched and unchecked', () => {
    const form = renderHook(() => useFormFields(FIELDS, { password: 'abc123' })).result;
    expect(form.current.values).toEqual({ password: 'abc123', confirm: '' });
    expect(form.current.errors).toEqual({});
    expect(form.current.touched).toEqual({});
    expect(form.current.passes(['password'])).toBe(true);
  });

  it('shows nothing while typing, checks on blur, then re-checks as the person types', () => {
    const form = setup();
    act(() => form.current.change('password', 'abc'));
    expect(form.current.errors.password).toBeUndefined();
    expect(form.current.touched.password).toBe(true);
    act(() => form.current.blur('password'));
    expect(form.current.errors.password?.key).toBe('validation.password');
    act(() => form.current.change('password', 'abc123'));
    expect(form.current.errors.password).toBeNull();
  });

  it('re-checks a checked confirmation when the password it must equal changes', () => {
    const form = setup();
    act(() => form.current.change('password', 'abc123'));
    act(() => form.current.change('confirm', 'abc123'));
    act(() => form.current.blur('confirm'));
    expect(form.current.errors.confirm).toBeNull();
    act(() => form.current.change('password', 'abc1234'));
    expect(form.current.errors.confirm?.key).toBe('mismatch');
  });

  it('validates all or some fields, returning the first failure in declaration order', () => {
    const form = setup();
    let first: Field | null = null;
    act(() => {
      first = form.current.validateAll();
    });
    expect(first).toBe('password');
    expect(form.current.errors).toEqual({
      password: { key: 'validation.passwordRequired' },
      confirm: { key: 'confirmRequired' },
    });
    act(() => {
      first = form.current.validateAll(['confirm']);
    });
    expect(first).toBe('confirm');
  });

  it('answers whether fields pass without showing messages', () => {
    const form = setup();
    expect(form.current.passes()).toBe(false);
    act(() => form.current.change('password', 'abc123'));
    expect(form.current.passes(['password'])).toBe(true);
    expect(form.current.passes()).toBe(false);
    expect(form.current.errors).toEqual({});
  });

  it('keeps a message from the server until the field is edited, and clears a refused field', () => {
    const form = setup();
    act(() => form.current.change('password', 'abc123'));
    act(() => form.current.setError('password', { key: 'server.says.no' }));
    expect(form.current.errors.password?.key).toBe('server.says.no');
    act(() => form.current.change('password', 'abc1234'));
    expect(form.current.errors.password).toBeNull();

    act(() => form.current.clear('password'));
    expect(form.current.values.password).toBe('');
    expect(form.current.errors.password).toBeUndefined();
    expect(form.current.touched.password).toBeUndefined();
  });

  it('is the same form until its state changes, with the same actions for its whole life', () => {
    const hook = renderHook(() => useFormFields(FIELDS));
    const first = hook.result.current;
    hook.rerender();
    expect(hook.result.current).toBe(first);
    act(() => hook.result.current.change('password', 'abc'));
    const second = hook.result.current;
    expect(second).not.toBe(first);
    expect(second.values.password).toBe('abc');
    for (const action of ['change', 'blur', 'setError', 'clear'] as const) expect(second[action]).toBe(first[action]);
  });

  it('gives a TextField its value, message, change and blur', () => {
    const form = setup();
    act(() => form.current.inputProps('password').onChange('abc'));
    expect(form.current.inputProps('password')).toMatchObject({ name: 'password', value: 'abc', requiredMark: true });
    expect(form.current.touched.password).toBe(true);
    act(() => form.current.inputProps('confirm').onBlur());
    expect(form.current.inputProps('confirm').error?.key).toBe('confirmRequired');
  });
});

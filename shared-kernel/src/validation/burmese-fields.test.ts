import { act, renderHook, waitFor } from '@testing-library/react';
import { required, type Rule } from './rules';
import { useFormFields, type FieldRules, type FormOptions } from './use-form-fields';

// The converter chunk: counted, and unreachable while `mockOffline` (a failed fetch is tried again next time).
let mockOffline = false;
const mockLoads = jest.fn();
jest.mock('../text/zawgyi', () => {
  mockLoads();
  if (mockOffline) throw new Error('chunk failed to load');
  return jest.requireActual('../text/zawgyi');
});

type Field = 'payee' | 'note';
const ZAWGYI = 'ေဒၚေအာင္ဆန္းစုၾကည္';
const UNICODE = 'ဒေါ်အောင်ဆန်းစုကြည်';
/** Stands for any rule: it sees the value as it will be sent, never the Zawgyi typed. */
const notZawgyi: Rule = (value) => (value === ZAWGYI ? { key: 'saw-zawgyi' } : null);
const FIELDS: FieldRules<Field> = { payee: [required('payeeRequired'), notZawgyi], note: [] };
const OPTIONS: FormOptions<Field> = { burmese: ['payee'] };

/** The converter's chunk is a large module for jest to load on a busy machine. */
const SLOW = { timeout: 15_000 };

const setup = () => renderHook(() => useFormFields(FIELDS, undefined, OPTIONS)).result;

describe('useFormFields: Burmese fields', () => {
  it('checks and sends text without Burmese at once, without fetching the converter (first in this file)', () => {
    const form = setup();
    act(() => form.current.change('payee', 'Aung Aung'));
    act(() => form.current.blur('payee'));
    expect(form.current.errors.payee).toBeNull();
    const onChecked = jest.fn();
    act(() => form.current.checkAll(onChecked));
    expect(onChecked).toHaveBeenCalledWith(null, { payee: 'Aung Aung', note: '' });
    expect(mockLoads).not.toHaveBeenCalled();
  });

  it('never sends Zawgyi when the converter cannot be fetched: the field keeps what was typed and says why', async () => {
    mockOffline = true;
    const form = setup();
    act(() => form.current.change('payee', ZAWGYI));
    act(() => form.current.blur('payee'));
    // Checked as typed once the fetch has failed; the value stays.
    await waitFor(() => expect(form.current.errors.payee).toEqual({ key: 'saw-zawgyi' }), SLOW);
    expect(form.current.values.payee).toBe(ZAWGYI);

    const onChecked = jest.fn();
    act(() => form.current.checkAll(onChecked));
    await waitFor(() => expect(onChecked).toHaveBeenCalledWith('payee', { payee: ZAWGYI, note: '' }), SLOW);
    expect(form.current.errors.payee).toEqual({ key: 'kernel:errors.network' });
    expect(form.current.values.payee).toBe(ZAWGYI);
    mockOffline = false;
  });

  it('while the converter is on its way: converts the field left and what is sent, never what is typed since', async () => {
    const left = setup();
    const retyped = setup();
    const sent = setup();
    act(() => left.current.change('payee', ZAWGYI));
    act(() => left.current.blur('payee'));
    act(() => retyped.current.change('payee', ZAWGYI));
    act(() => retyped.current.blur('payee'));
    act(() => retyped.current.change('payee', `${ZAWGYI} x`));
    act(() => sent.current.change('payee', ZAWGYI));
    const onChecked = jest.fn();
    act(() => sent.current.checkAll(onChecked));
    // A second tap while the first waits is not a second sending.
    act(() => sent.current.checkAll(onChecked));
    expect(onChecked).not.toHaveBeenCalled();
    // Not checked before it can be checked as it will be sent.
    expect(left.current.errors.payee).toBeUndefined();
    expect(left.current.touched.payee).toBe(true);

    await waitFor(() => expect(onChecked).toHaveBeenCalledWith(null, { payee: UNICODE, note: '' }), SLOW);
    expect(onChecked).toHaveBeenCalledTimes(1);
    // The converter answers outside React's act: what the fields show renders a moment after the sending.
    await waitFor(() => expect(sent.current.values.payee).toBe(UNICODE));
    await waitFor(() => expect(left.current.values.payee).toBe(UNICODE), SLOW);
    expect(left.current.errors.payee).toBeNull();
    expect(retyped.current.values.payee).toBe(`${ZAWGYI} x`);
  });

  it('once the converter is here, converts the field left at once', () => {
    const form = setup();
    act(() => form.current.change('payee', ZAWGYI));
    act(() => form.current.blur('payee'));
    expect(form.current.values.payee).toBe(UNICODE);
    expect(form.current.errors.payee).toBeNull();
  });

  it('sends Unicode: converts before checking, shows what is sent, leaves other fields as typed', () => {
    const form = setup();
    act(() => form.current.change('payee', ` ${ZAWGYI} `));
    act(() => form.current.change('note', ZAWGYI));
    const onChecked = jest.fn();
    // The converter is here now: at once.
    act(() => form.current.checkAll(onChecked));
    expect(onChecked).toHaveBeenCalledWith(null, { payee: ` ${UNICODE} `, note: ZAWGYI });
    expect(form.current.values).toEqual({ payee: ` ${UNICODE} `, note: ZAWGYI });
  });

  it('leaves Unicode and mixed Latin text as typed', () => {
    const form = setup();
    const onChecked = jest.fn();
    for (const text of [UNICODE, 'Daw Aung San Suu Kyi', `Mg ${UNICODE}`]) {
      act(() => form.current.change('payee', text));
      act(() => form.current.blur('payee'));
      expect(form.current.values.payee).toBe(text);
      act(() => form.current.checkAll(onChecked));
      expect(onChecked).toHaveBeenLastCalledWith(null, { payee: text, note: '' });
    }
  });
});

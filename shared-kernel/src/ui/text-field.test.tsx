import { screen } from '@testing-library/react';
import { renderWithProviders, setupI18n } from '../testing';
import { TextField } from './text-field';

beforeAll(() => setupI18n('EN'));

describe('TextField', () => {
  it('ties its hint and its error to the input, so a screen reader reads both with the field', () => {
    renderWithProviders(
      <TextField
        label="Amount"
        value="12"
        onChange={() => undefined}
        hint="Centre wallet holds 10.00"
        error={{ key: 'validation.required' }}
      />,
    );
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAccessibleDescription('This field is required Centre wallet holds 10.00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[0]!)).toHaveAttribute('role', 'alert');
  });

  it('without a hint describes the field by its error line only', () => {
    renderWithProviders(<TextField label="Amount" value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-describedby')!.split(' ')).toHaveLength(1);
    expect(input).toHaveAccessibleDescription('');
  });
});

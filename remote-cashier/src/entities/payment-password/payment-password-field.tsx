import { TextField, type TextFieldProps } from '@mc/shared-kernel';
import { normaliseDigits } from './payment-password-rules';

type Props = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'revealable'> & {
  /** `new-password` for a password being set, so a password manager offers to save it; `off` when one is asked for. */
  autoComplete?: 'off' | 'new-password';
};

/**
 * A six-digit payment password: a numeric keypad, masked with Show/Hide, Burmese digits read as Latin.
 * It lives only in the form's memory: never in storage, a URL or a log.
 */
export function PaymentPasswordField({ onChange, autoComplete = 'off', ...rest }: Props) {
  return (
    <TextField
      {...rest}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete={autoComplete}
      revealable
      onChange={(value) => onChange(normaliseDigits(value).slice(0, 6))}
    />
  );
}

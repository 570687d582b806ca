import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '../validation/rules';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: RuleFailure | null;
  requiredMark?: boolean;
  /** Password fields get a show/hide toggle. */
  revealable?: boolean;
  trailing?: ReactNode;
  /** Tighter spacing, slightly smaller text and dark native pickers, for two fields side by side (a date range). */
  dense?: boolean;
  /** A line under the field that helps fill it in (e.g. how much a wallet holds); read with the field. */
  hint?: ReactNode;
}

/** Labelled input with the required star and the error line under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  requiredMark,
  revealable,
  trailing,
  dense,
  hint,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation('kernel');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={dense ? 'mc-field mc-field--dense' : 'mc-field'}>
      <label className="mc-field__label" htmlFor={id}>
        {label}
        {requiredMark ? (
          <span className="mc-field__required" aria-hidden>
            *
          </span>
        ) : null}
      </label>
      <div className={`mc-field__row${error ? ' mc-field__row--invalid' : ''}`}>
        <input
          {...rest}
          id={id}
          className="mc-field__input"
          type={revealable && revealed ? 'text' : type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint ? `${errorId} ${hintId}` : errorId}
          aria-required={requiredMark || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
        {revealable ? (
          <button
            type="button"
            className="mc-btn--link mc-btn"
            onClick={() => setRevealed((r) => !r)}
            aria-pressed={revealed}
          >
            {revealed ? t('actions.hide') : t('actions.show')}
          </button>
        ) : null}
        {trailing}
      </div>
      {hint ? (
        <p className="mc-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <p className="mc-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error ? t(error.key, error.params) : ''}
      </p>
    </div>
  );
}

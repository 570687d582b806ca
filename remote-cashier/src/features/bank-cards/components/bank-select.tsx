import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '@mc/shared-kernel';
import type { WithdrawBank } from '../api/withdraw-banks';

/** The bank (or e-wallet) of the new card, with its message under it like every field. */
export function BankSelect({
  banks,
  value,
  onChange,
  onBlur,
  error,
  name,
}: {
  banks: readonly WithdrawBank[];
  value: string;
  onChange(code: string): void;
  onBlur(): void;
  error: RuleFailure | null | undefined;
  name: string;
}) {
  const { t } = useTranslation(['cashier-security', 'kernel']);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {t('bind.bank')}
        <span className="csh-bank-required" aria-hidden>
          *
        </span>
      </label>
      <div className={`mc-field__row${error ? ' mc-field__row--invalid' : ''}`}>
        <select
          id={id}
          name={name}
          className="mc-field__input csh-bank-select"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          aria-required
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{t('bind.chooseBank')}</option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      <p className="mc-field__error" id={errorId} role={error ? 'alert' : undefined}>
        {error ? t(error.key, error.params) : ''}
      </p>
    </div>
  );
}

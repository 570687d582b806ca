import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@mc/shared-kernel';
import { useCountries } from '../api/get-countries';

/**
 * The dialing code in front of the mobile number. Its box keeps the same size while the countries
 * load or after they failed (then it offers a retry), so the number beside it never moves.
 */
export function CountryPicker({ country, onChange }: { country: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('member-register');
  const countries = useCountries();
  const id = useId();
  return (
    <div className="mc-field mem-reg__dial">
      <label className="mc-field__label" htmlFor={id}>
        {t('country.label')}
      </label>
      <div className="mc-field__row mem-reg__dial-row">
        {countries.data ? (
          <select
            id={id}
            name="countryDialingCode"
            className="mem-reg__select"
            value={country}
            onChange={(e) => onChange(e.target.value)}
          >
            {countries.data.map((c) => (
              <option key={c.code} value={c.code}>
                {t('country.option', { dialingCode: c.dialingCode, name: c.name })}
              </option>
            ))}
          </select>
        ) : countries.isError ? (
          <button
            id={id}
            type="button"
            className="mc-btn mc-btn--link mem-reg__retry"
            onClick={() => void countries.refetch()}
          >
            {t('kernel:actions.retry')}
          </button>
        ) : (
          <Skeleton height={20} width="70%" />
        )}
      </div>
      <p className="mc-field__error" role={countries.isError ? 'alert' : undefined}>
        {countries.isError ? t('country.failed') : ''}
      </p>
    </div>
  );
}

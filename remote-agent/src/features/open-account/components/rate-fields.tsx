import { useTranslation } from 'react-i18next';
import { TextField, type FormFields } from '@mc/shared-kernel';
import type { RateQuota } from '../api/get-register-quota';
import { formatRate } from '../../../rebate-rates/rates';
import { rateField, type RateField } from '../rates';

/** One percent field per game category, each with the agent's own rate as its stated ceiling. */
export function RateFields<K extends string>({
  quota,
  fields,
  legend,
}: {
  quota: RateQuota[];
  fields: FormFields<K | RateField>;
  legend: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <fieldset className="agt-open__rates">
      <legend className="agt-open__legend">{legend}</legend>
      <p className="agt-open__note">{t('openAccount.rate.note')}</p>
      {quota.map(({ category, max }) => (
        <TextField
          key={category}
          {...fields.inputProps(rateField(category))}
          label={t(`openAccount.category.${category}`)}
          inputMode="decimal"
          autoComplete="off"
          dense
          hint={t('openAccount.rate.max', { max: formatRate(max) })}
          trailing={
            <span className="agt-open__unit" aria-hidden>
              %
            </span>
          }
        />
      ))}
    </fieldset>
  );
}

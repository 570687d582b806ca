import { useTranslation } from 'react-i18next';
import { TextField, type FormFields } from '@mc/shared-kernel';

/** The amount to withdraw, with a button that fills in the most this withdrawal may be. */
export function AmountField({
  fields,
  onAll,
  allDisabled,
  placeholder,
}: {
  fields: FormFields<'amount' | 'cardId' | 'paymentPassword'>;
  onAll(): void;
  allDisabled: boolean;
  placeholder: string;
}) {
  const { t } = useTranslation('cashier-withdraw');
  return (
    <TextField
      {...fields.inputProps('amount')}
      label={t('form.amount')}
      placeholder={placeholder}
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      trailing={
        <button type="button" className="mc-btn--link mc-btn csh-wd-all" onClick={onAll} disabled={allDisabled}>
          {t('form.all')}
        </button>
      }
    />
  );
}

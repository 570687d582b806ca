import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mc/shared-kernel';
import { isValidRange, validateRange, type DayRange, type RangeErrors } from '../date-range';

const NO_ERRORS: RangeErrors = { start: null, end: null };

/**
 * Start and end dates, checked when searched (then again on every change, so a message goes away as
 * soon as it is fixed). What was typed stays in the fields when it is rejected.
 */
export function CustomRangeForm({ range, today, onApply }: { range: DayRange; today: string; onApply: (range: DayRange) => void }) {
  const { t } = useTranslation('cashier');
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  const [checked, setChecked] = useState(false);
  const errors = checked ? validateRange(start, end, today) : NO_ERRORS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isValidRange(validateRange(start, end, today))) onApply({ start, end });
  };

  return (
    <form className="csh-custom" onSubmit={submit} noValidate aria-label={t('filter.custom')}>
      <div className="csh-custom__fields">
        <TextField dense label={t('filter.start')} type="date" value={start} onChange={setStart} max={today} error={errors.start} requiredMark />
        <TextField dense label={t('filter.end')} type="date" value={end} onChange={setEnd} max={today} error={errors.end} requiredMark />
      </div>
      <button type="submit" className="mc-btn mc-btn--primary csh-custom__apply">{t('filter.apply')}</button>
    </form>
  );
}

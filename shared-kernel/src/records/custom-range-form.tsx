import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mc/shared-kernel';
import { isValidRange, validateRange, type DayRange, type RangeErrors } from './day-range';
import { NS } from './i18n/namespace';

const NO_ERRORS: RangeErrors = { start: null, end: null };

/**
 * Start and end dates, checked when searched (then again on every change, so a message goes away as
 * soon as it is fixed). What was typed stays in the fields when it is rejected.
 */
export function CustomRangeForm({
  range,
  today,
  maxDays,
  onApply,
}: {
  range: DayRange;
  today: string;
  maxDays: number;
  onApply: (range: DayRange) => void;
}) {
  const { t } = useTranslation([NS, 'kernel']);
  const [start, setStart] = useState(range.start);
  const [end, setEnd] = useState(range.end);
  const [checked, setChecked] = useState(false);
  const errors = checked ? validateRange(start, end, today, maxDays) : NO_ERRORS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isValidRange(validateRange(start, end, today, maxDays))) onApply({ start, end });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('range.custom')}>
      <div className="mc-record-range__fields">
        <TextField
          label={t('range.start')}
          type="date"
          value={start}
          onChange={setStart}
          max={today}
          error={errors.start}
          requiredMark
        />
        <TextField
          label={t('range.end')}
          type="date"
          value={end}
          onChange={setEnd}
          max={today}
          error={errors.end}
          requiredMark
        />
      </div>
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block">
        {t('kernel:actions.search')}
      </button>
    </form>
  );
}

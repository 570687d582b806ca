import { useTranslation } from 'react-i18next';
import { QUICK_RANGES, quickRange, quickRangeOf, type DayRange } from '../date-range';
import { CustomRangeForm } from './custom-range-form';

export function DateRangeFilter({ range, today, onChange }: { range: DayRange; today: string; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation('cashier');
  const chosen = quickRangeOf(range, today);
  return (
    <div className="csh-filter">
      <div className="csh-filter__quick" role="group" aria-label={t('filter.quick')}>
        {QUICK_RANGES.map((id) => (
          <button
            key={id}
            type="button"
            className={`csh-chip${chosen === id ? ' is-active' : ''}`}
            aria-pressed={chosen === id}
            onClick={() => onChange(quickRange(id, today))}
          >
            {t(`filter.${id}`)}
          </button>
        ))}
      </div>
      {/* Remounted when the range changes elsewhere (a quick range, the URL), so the fields show it. */}
      <CustomRangeForm key={`${range.start}_${range.end}`} range={range} today={today} onApply={onChange} />
    </div>
  );
}

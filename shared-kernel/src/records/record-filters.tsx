import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quickRange, quickRangeOf } from './day-range';
import { CustomRangeForm } from './custom-range-form';
import type { ReportRange } from './use-report-range';
import './records.css';
import { NS } from './i18n/namespace';

/**
 * The filter bar of a report: the "dates in the link were not valid" notice, the quick-range chips,
 * the custom range, and the screen's own filters (`children`, e.g. a `FilterSelect` on `useUrlFilter`).
 */
export function RecordFilters({ period, children }: { period: ReportRange; children?: ReactNode }) {
  const { t } = useTranslation([NS, 'kernel']);
  const { range, setRange, corrected, today, policy } = period;
  const chosen = quickRangeOf(range, today, policy.quickRanges);
  return (
    <>
      {/* Always there, empty until needed, so screen readers announce the text when it comes. */}
      <p className="mc-records__notice" role="status">
        {corrected ? t('range.badLink', { range: t(`range.${policy.defaultRange}`) }) : null}
      </p>
      <div className="mc-record-filters">
        {policy.quickRanges.length > 0 ? (
          <div className="mc-record-filters__quick" role="group" aria-label={t('range.quick')}>
            {policy.quickRanges.map((id) => (
              <button
                key={id}
                type="button"
                className={`mc-record-chip${chosen === id ? ' is-active' : ''}`}
                aria-pressed={chosen === id}
                onClick={() => setRange(quickRange(id, today))}
              >
                {t(`range.${id}`)}
              </button>
            ))}
          </div>
        ) : null}
        {/* Remounted when the range changes elsewhere (a quick range, the URL), so the fields show it. */}
        <CustomRangeForm
          key={`${range.start}_${range.end}`}
          range={range}
          today={today}
          maxDays={policy.maxDays}
          onApply={setRange}
        />
        {children ? <div className="mc-record-filters__own">{children}</div> : null}
      </div>
    </>
  );
}

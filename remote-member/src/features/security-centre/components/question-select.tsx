import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '@mc/shared-kernel';

/** A labelled list of the platform's questions, its message under it. */
export function QuestionSelect({
  name,
  label,
  value,
  options,
  error,
  onChange,
  onBlur,
}: {
  name: string;
  label: string;
  value: string;
  options: { id: string; text: string }[];
  error: RuleFailure | null | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const { t } = useTranslation('member-security');
  const id = useId();
  return (
    <div className="mem-sec__select">
      <label htmlFor={id} className="mem-sec__select-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        aria-required
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{t('questions.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
      </select>
      <p id={`${id}-error`} className="mem-sec__field-error" role={error ? 'alert' : undefined}>
        {error ? t(error.key, error.params) : ''}
      </p>
    </div>
  );
}

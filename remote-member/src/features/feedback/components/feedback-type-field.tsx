import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, type RuleFailure } from '@mc/shared-kernel';
import type { FeedbackType } from '../api/feedback-api';

interface Props {
  types: readonly FeedbackType[] | undefined;
  loadError: unknown;
  onRetry(): void;
  value: string;
  error: RuleFailure | null | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/** The feedback type, from the platform's list; its own failure state with Retry. */
export function FeedbackTypeField({ types, loadError, onRetry, value, error, onChange, onBlur }: Props) {
  const { t } = useTranslation(['member-feedback', 'kernel']);
  const id = useId();
  return (
    <div className="mem-feedback__field">
      <label className="mem-feedback__label" htmlFor={id}>
        {t('type')}
        <span className="mem-feedback__required" aria-hidden>
          *
        </span>
      </label>
      {loadError ? (
        <ErrorState error={loadError} onRetry={onRetry} compact />
      ) : (
        <select
          id={id}
          name="type"
          className="mem-feedback__select"
          value={value}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          aria-busy={types === undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{types === undefined ? t('kernel:state.loading') : t('typePlaceholder')}</option>
          {types?.map((type) => (
            <option key={type.code} value={type.code}>
              {type.name}
            </option>
          ))}
        </select>
      )}
      <p className="mem-feedback__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error ? t(error.key, error.params) : ''}
      </p>
    </div>
  );
}

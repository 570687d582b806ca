import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '@mc/shared-kernel';
import { CONTENT_LIMITS } from '../feedback-rules';

interface Props {
  value: string;
  error: RuleFailure | null | undefined;
  onChange(value: string): void;
  onBlur(): void;
}

/** The feedback text: several lines, a counter of characters as people see them, the message under it. */
export function FeedbackContentField({ value, error, onChange, onBlur }: Props) {
  const { t } = useTranslation('member-feedback');
  const id = useId();
  const length = [...value.trim()].length;
  return (
    <div className="mem-feedback__field">
      <label className="mem-feedback__label" htmlFor={id}>
        {t('content')}
        <span className="mem-feedback__required" aria-hidden>
          *
        </span>
      </label>
      <textarea
        id={id}
        name="content"
        className="mem-feedback__textarea"
        rows={5}
        value={value}
        placeholder={t('contentPlaceholder', CONTENT_LIMITS)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count ${id}-error`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <p className="mem-feedback__count" id={`${id}-count`} data-over={length > CONTENT_LIMITS.max || undefined}>
        {t('count', { count: length, max: CONTENT_LIMITS.max })}
      </p>
      <p className="mem-feedback__error" id={`${id}-error`} role={error ? 'alert' : undefined}>
        {error ? t(error.key, error.params) : ''}
      </p>
    </div>
  );
}

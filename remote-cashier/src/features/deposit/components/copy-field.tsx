import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@mc/shared-kernel';
import { copyText, selectContents } from '@mc/shared-kernel/clipboard';

interface CopyFieldProps {
  label: string;
  value: string;
  /** What is shown, when it differs from what is copied (the amount with its grouping). */
  display?: ReactNode;
  /** Big and bold: the amount to send. */
  emphasis?: boolean;
  testId?: string;
}

/**
 * One line of payment details with its own Copy button. Copied: a short notice. Where the page may not
 * use the clipboard, the value is selected and the line says how to copy it by hand.
 */
export function CopyField({ label, value, display, emphasis, testId }: CopyFieldProps) {
  const { t } = useTranslation('cashier-deposit');
  const id = useId();
  const valueRef = useRef<HTMLElement>(null);
  const [manual, setManual] = useState(false);

  const copy = async () => {
    if (await copyText(value)) {
      setManual(false);
      toast.success(t('copy.done', { label }));
    } else {
      setManual(true);
      selectContents(valueRef.current);
    }
  };

  return (
    <div className={`csh-dep-copy${emphasis ? ' csh-dep-copy--emphasis' : ''}`} data-testid={testId}>
      <dt className="csh-dep-copy__label" id={`${id}-label`}>
        {label}
      </dt>
      <dd className="csh-dep-copy__row">
        <bdi className="csh-dep-copy__value" ref={valueRef}>
          {display ?? value}
        </bdi>
        <button
          type="button"
          className="mc-btn csh-dep-copy__button"
          aria-describedby={`${id}-label`}
          aria-label={t('copy.button', { label })}
          onClick={() => void copy()}
        >
          {t('copy.short')}
        </button>
        {manual ? (
          <span className="csh-dep-copy__manual" role="status">
            {t('copy.unavailable')}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

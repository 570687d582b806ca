import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, toApiError, useFormFields, type FieldRules } from '@mc/shared-kernel';
import { useVerifyQuestions } from '../api/questions';
import { answerRules, verifyRefusal } from '../question-rules';

/** Answers to the questions the account chose, checked by the platform (tries counted, then a lock). */
export function VerifyQuestionsForm({ chosen, attemptsLeft }: { chosen: string[]; attemptsLeft: number }) {
  const { t } = useTranslation('member-security');
  const formRef = useRef<HTMLFormElement>(null);
  const [rules] = useState<FieldRules<string>>(() => Object.fromEntries(chosen.map((id) => [id, answerRules])));
  const fields = useFormFields(rules);
  const verify = useVerifyQuestions();
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending) return;
    setAlert(null);
    const invalid = fields.validateAll();
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    verify.mutate(
      chosen.map((id) => ({ questionId: id, answer: (fields.values[id] ?? '').trim() })),
      {
        onError: (error) => {
          const failure = toApiError(error);
          const refusal = verifyRefusal(failure.code, failure.value);
          setAlert(refusal ? t(refusal.key, refusal.params) : t(`kernel:${failure.messageKey}`));
        },
      },
    );
  };

  return (
    <form ref={formRef} className="mem-sec__form" onSubmit={onSubmit} noValidate>
      <h2 className="mem-sec__heading">{t('questions.verifyHeading')}</h2>
      <p className="mem-sec__note">{t('questions.verifyWhy', { count: attemptsLeft })}</p>
      {chosen.map((id) => (
        <TextField
          key={id}
          {...fields.inputProps(id)}
          label={t(`questions.list.${id}`, { defaultValue: id })}
          autoComplete="off"
          maxLength={40}
        />
      ))}
      {verify.isSuccess ? (
        <p className="mem-sec__ok" role="status">
          {t('questions.verified')}
        </p>
      ) : null}
      {alert ? (
        <p className="mem-sec__alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={verify.isPending}
        aria-busy={verify.isPending}
      >
        {t('questions.verify')}
      </button>
    </form>
  );
}

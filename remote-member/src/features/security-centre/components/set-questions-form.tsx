import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, toApiError, toast, useFormFields } from '@mc/shared-kernel';
import { useSetQuestions } from '../api/questions';
import { questionRefusal, setQuestionRules, type SetField } from '../question-rules';
import { QuestionSelect } from './question-select';

/** Two different questions from the platform's list, each with an answer; set once. */
export function SetQuestionsForm({ questionIds }: { questionIds: string[] }) {
  const { t } = useTranslation('member-security');
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(setQuestionRules);
  const save = useSetQuestions();
  const [alert, setAlert] = useState<string | null>(null);
  const busy = save.isPending || save.isSuccess;
  // Unknown ids (a platform newer than this client) have no wording, so they are not offered.
  const options = questionIds
    .filter((id) => t(`questions.list.${id}`, { defaultValue: '' }) !== '')
    .map((id) => ({ id, text: t(`questions.list.${id}`) }));

  const focus = (name: SetField) => (formRef.current?.elements.namedItem(name) as HTMLElement | null)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const invalid = fields.validateAll();
    if (invalid) {
      focus(invalid);
      return;
    }
    const { question0, question1, answer0, answer1 } = fields.values;
    save.mutate(
      [
        { questionId: question0, answer: answer0.trim() },
        { questionId: question1, answer: answer1.trim() },
      ],
      {
        onSuccess: () => toast.success(t('questions.saved')),
        onError: (error) => {
          const failure = toApiError(error);
          const refusal = questionRefusal(failure.code, failure.value);
          if (refusal && (refusal.field === 'answer0' || refusal.field === 'answer1')) {
            fields.setError(refusal.field, refusal.failure);
            focus(refusal.field);
          } else {
            setAlert(t(`kernel:${failure.messageKey}`));
          }
        },
      },
    );
  };

  const select = (name: 'question0' | 'question1', label: string) => {
    const props = fields.inputProps(name);
    return (
      <QuestionSelect
        name={name}
        label={label}
        value={props.value}
        options={options}
        error={props.error}
        onChange={props.onChange}
        onBlur={props.onBlur}
      />
    );
  };

  return (
    <form ref={formRef} className="mem-sec__form" onSubmit={onSubmit} noValidate>
      <p className="mem-sec__note">{t('questions.setWhy')}</p>
      {select('question0', t('questions.question', { n: 1 }))}
      <TextField
        {...fields.inputProps('answer0')}
        label={t('questions.answer', { n: 1 })}
        autoComplete="off"
        maxLength={40}
      />
      {select('question1', t('questions.question', { n: 2 }))}
      <TextField
        {...fields.inputProps('answer1')}
        label={t('questions.answer', { n: 2 })}
        autoComplete="off"
        maxLength={40}
      />
      {alert ? (
        <p className="mem-sec__alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block" disabled={busy} aria-busy={save.isPending}>
        {t('questions.submit')}
      </button>
    </form>
  );
}

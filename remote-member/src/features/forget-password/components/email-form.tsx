import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField, useFormFields, useNoticeFlow } from '@mc/shared-kernel';
import { retrievalRules } from '../email-rules';
import { useRetrievePasswordByEmail } from '../api/retrieve-password-by-email';
import { useGoBack } from '../hooks/use-go-back';
import { useErrorText } from '../hooks/use-error-text';
import { FormAlert } from './form-alert';

/** The retrieval's loading notice may stay up to 9999 s; "in_been_out" shows 1 s. */
export const RETRIEVAL_NOTICE_MS = 9_999_000;
export const RETRIEVED_NOTICE_MS = 1000;

/** Password retrieval by e-mail: the platform sends the password to the account's address. */
export function EmailForm() {
  const { t } = useTranslation('member-access');
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(retrievalRules);
  const retrieval = useRetrievePasswordByEmail();
  const notices = useNoticeFlow();
  const goBack = useGoBack();
  const errorText = useErrorText();
  // After success the page is about to go back: a second tap must not send a second e-mail.
  const busy = retrieval.isPending || retrieval.isSuccess;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = fields.validateAll();
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    notices.loading(t('kernel:state.pleaseWait'), RETRIEVAL_NOTICE_MS);
    retrieval.mutate(fields.values, {
      onSuccess: () => notices.succeed(t('forget.email.in_been_out'), RETRIEVED_NOTICE_MS, goBack),
      onError: notices.done,
    });
  };

  return (
    <form ref={formRef} className="mem-forget__form" onSubmit={onSubmit} noValidate>
      <p className="mem-forget__intro">{t('forget.email.intro')}</p>
      <TextField
        {...fields.inputProps('username')}
        label={t('forget.email.username')}
        placeholder={t('forget.email.usernamePlaceholder')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...fields.inputProps('email')}
        label={t('forget.email.address')}
        placeholder={t('forget.email.addressPlaceholder')}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      {retrieval.isError ? <FormAlert text={errorText(retrieval.error)} /> : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={busy}
        aria-busy={retrieval.isPending}
      >
        {t('forget.email.submit')}
      </button>
      <Link to="/m/service" className="mem-forget__service">
        {t('forget.email.service')}
      </Link>
    </form>
  );
}

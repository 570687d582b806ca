import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, rules, type LoginPayload } from '@mc/shared-kernel';
import { useUsernameLogin } from '../api/login';
import { useValidatedFields } from '../hooks/use-validated-fields';
import { LoginError } from './login-error';

const FIELD_RULES = { username: rules.loginUsername, password: rules.loginPassword };
type Field = keyof typeof FIELD_RULES;

/** Username and password method of the login page (the SMS method will sit beside it). */
export function UsernameForm({ loginFrom, onLoggedIn }: { loginFrom: LoginPayload['loginFrom']; onLoggedIn: () => void }) {
  const { t } = useTranslation('member');
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useValidatedFields(FIELD_RULES);
  const submit = useUsernameLogin();
  const { reset } = submit;

  // Another portal is another attempt: the last refusal no longer applies (the typed values stay).
  useEffect(() => reset(), [loginFrom, reset]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const invalid = fields.validateAll();
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    submit.mutate({ ...fields.values, loginFrom }, { onSuccess: onLoggedIn });
  };

  const field = (name: Field) => ({
    name,
    value: fields.values[name],
    error: fields.errors[name],
    onChange: (value: string) => fields.change(name, value),
    onBlur: () => fields.blur(name),
    requiredMark: true,
  });

  return (
    <form ref={formRef} className="mem-login__form" onSubmit={onSubmit} noValidate>
      <TextField {...field('username')} label={t('login.username')} placeholder={t('login.usernamePlaceholder')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <TextField {...field('password')} label={t('login.password')} placeholder={t('login.passwordPlaceholder')} type="password" autoComplete="current-password" revealable />
      {submit.isError ? <LoginError error={submit.error} /> : null}
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block" disabled={submit.isPending} aria-busy={submit.isPending}>
        {submit.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

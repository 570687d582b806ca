import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, useFormFields } from '@mc/shared-kernel';
import { formatRefusal, PaymentPasswordField } from '../../../entities/payment-password';
import { useSetPaymentPassword } from '../api/payment-password';
import { setPasswordRules, type SetField } from '../password-form-rules';

/** The first payment password: six digits, typed twice. */
export function SetPasswordForm({ onSaved, onStale }: { onSaved(): void; onStale(): void }) {
  const { t } = useTranslation(['cashier-security', 'kernel']);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(setPasswordRules);
  const save = useSetPaymentPassword();

  const focus = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const invalid = fields.validateAll();
    if (invalid) return focus(invalid);
    save.mutate(
      { password: fields.values.password, confirmPassword: fields.values.confirmPassword },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const refusal = formatRefusal(error);
          if (refusal && (refusal.field === 'password' || refusal.field === 'confirmPassword')) {
            fields.setError(refusal.field, refusal.failure);
            focus(refusal.field);
          } else if (toApiError(error).code === 'payment.password.exists') {
            // Set meanwhile (another tab): the page turns into the change form.
            onStale();
          }
        },
      },
    );
  };

  const failure = save.isError ? toApiError(save.error) : null;
  const saidElsewhere =
    failure !== null && (formatRefusal(failure) !== null || failure.code === 'payment.password.exists');
  const field = (name: SetField) => fields.inputProps(name);

  return (
    <form ref={formRef} className="csh-pay-form" onSubmit={onSubmit} noValidate aria-labelledby="csh-pay-set">
      <h2 className="csh-pay-form__title" id="csh-pay-set">
        {t('password.setHeading')}
      </h2>
      <p className="csh-pay-note">{t('password.setIntro')}</p>
      <PaymentPasswordField
        {...field('password')}
        label={t('password.new')}
        placeholder={t('payment.placeholder')}
        autoComplete="new-password"
      />
      <PaymentPasswordField
        {...field('confirmPassword')}
        label={t('password.confirm')}
        placeholder={t('password.confirmPlaceholder')}
        autoComplete="new-password"
      />
      {failure && !saidElsewhere ? (
        <p className="csh-pay-alert" role="alert">
          {t(`kernel:${failure.messageKey}`)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={save.isPending || save.isSuccess}
        aria-busy={save.isPending}
      >
        {t('password.setSubmit')}
      </button>
    </form>
  );
}

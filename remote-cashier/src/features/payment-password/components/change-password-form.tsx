import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError, useFormFields } from '@mc/shared-kernel';
import {
  formatRefusal,
  passwordRefusal,
  PaymentPasswordField,
  wrongPasswordFailure,
} from '../../../entities/payment-password';
import { useChangePaymentPassword } from '../api/payment-password';
import { changePasswordRules, type ChangeField } from '../password-form-rules';

/** Old, new and confirmation; a wrong old one counts towards the lock like any payment password check. */
export function ChangePasswordForm({
  locked,
  onSaved,
  onLocked,
  onStale,
}: {
  locked: boolean;
  onSaved(): void;
  onLocked(until: number): void;
  onStale(): void;
}) {
  const { t } = useTranslation(['cashier-security', 'kernel']);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(changePasswordRules);
  const change = useChangePaymentPassword();

  const focus = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending || locked) return;
    const invalid = fields.validateAll();
    if (invalid) return focus(invalid);
    const { oldPassword, newPassword, confirmPassword } = fields.values;
    change.mutate(
      { oldPassword, newPassword, confirmPassword },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const refusal = passwordRefusal(error);
          const format = formatRefusal(error);
          const { code } = toApiError(error);
          if (refusal?.kind === 'wrong') {
            fields.clear('oldPassword');
            fields.setError('oldPassword', wrongPasswordFailure(refusal));
            focus('oldPassword');
          } else if (refusal?.kind === 'locked') {
            fields.clear('oldPassword');
            onLocked(refusal.until);
          } else if (format && (format.field === 'newPassword' || format.field === 'confirmPassword')) {
            fields.setError(format.field, format.failure);
            focus(format.field);
          } else if (code === 'modify.new.old.same') {
            fields.setError('newPassword', { key: 'cashier-security:rules.sameAsOld' });
            focus('newPassword');
          } else if (code === 'payment.password.missing') {
            onStale();
          }
        },
      },
    );
  };

  const failure = change.isError ? toApiError(change.error) : null;
  const saidElsewhere =
    failure !== null &&
    (passwordRefusal(failure) !== null ||
      formatRefusal(failure) !== null ||
      ['modify.new.old.same', 'payment.password.missing'].includes(failure.code));
  const field = (name: ChangeField) => fields.inputProps(name);

  return (
    <form ref={formRef} className="csh-pay-form" onSubmit={onSubmit} noValidate aria-label={t('password.changeTab')}>
      <PaymentPasswordField
        {...field('oldPassword')}
        label={t('password.old')}
        placeholder={t('payment.placeholder')}
        disabled={locked}
      />
      <PaymentPasswordField
        {...field('newPassword')}
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
        disabled={locked || change.isPending || change.isSuccess}
        aria-busy={change.isPending}
      >
        {t('password.changeSubmit')}
      </button>
    </form>
  );
}

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { rules, SmsCodeButton, TextField, toApiError, useFormFields } from '@mc/shared-kernel';
import { formatRefusal, normaliseDigits, PaymentPasswordField } from '../../../entities/payment-password';
import { sendResetCode, useResetPaymentPassword } from '../api/payment-password';
import { resetPasswordRules, type ResetField } from '../password-form-rules';

/** A forgotten payment password: a code sent to the account's mobile, then a new password; it also ends a lock. */
export function ResetPasswordForm({ onSaved }: { onSaved(): void }) {
  const { t } = useTranslation(['cashier-security', 'kernel']);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRules = useMemo(() => resetPasswordRules(rules.verificationCode), []);
  const fields = useFormFields(fieldRules);
  const reset = useResetPaymentPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noMobile, setNoMobile] = useState(false);

  const focus = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const send = async () => {
    try {
      const sent = await sendResetCode();
      setNoMobile(false);
      setSentTo(sent.mobileMasked ?? null);
      return sent;
    } catch (error) {
      // No mobile on the account: say what to do instead of the generic refusal.
      if (toApiError(error).code === 'feature.disabled') setNoMobile(true);
      throw error;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const invalid = fields.validateAll();
    if (invalid) return focus(invalid);
    const { verificationCode, newPassword, confirmPassword } = fields.values;
    reset.mutate(
      { verificationCode: verificationCode.trim(), newPassword, confirmPassword },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const format = formatRefusal(error);
          if (
            format &&
            (format.field === 'verificationCode' ||
              format.field === 'newPassword' ||
              format.field === 'confirmPassword')
          ) {
            fields.setError(format.field, format.failure);
            focus(format.field);
          } else if (toApiError(error).code === 'verification.invalid') {
            fields.clear('verificationCode');
            fields.setError('verificationCode', { key: 'cashier-security:password.codeWrong' });
            focus('verificationCode');
          }
        },
      },
    );
  };

  const failure = reset.isError ? toApiError(reset.error) : null;
  const saidElsewhere =
    failure !== null && (formatRefusal(failure) !== null || failure.code === 'verification.invalid');
  const field = (name: ResetField) => fields.inputProps(name);

  return (
    <form ref={formRef} className="csh-pay-form" onSubmit={onSubmit} noValidate aria-label={t('password.resetTab')}>
      <p className="csh-pay-note">{t('password.resetIntro')}</p>
      <TextField
        {...field('verificationCode')}
        onChange={(value) => fields.change('verificationCode', normaliseDigits(value))}
        label={t('password.code')}
        placeholder={t('password.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        trailing={<SmsCodeButton validate={() => true} send={send} />}
      />
      {sentTo ? (
        <p className="csh-pay-note" role="status">
          {t('password.codeSent', { mobile: sentTo })}
        </p>
      ) : null}
      {noMobile ? (
        <p className="csh-pay-alert" role="alert">
          {t('password.noMobile')}
        </p>
      ) : null}
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
        disabled={reset.isPending || reset.isSuccess}
        aria-busy={reset.isPending}
      >
        {t('password.resetSubmit')}
      </button>
    </form>
  );
}

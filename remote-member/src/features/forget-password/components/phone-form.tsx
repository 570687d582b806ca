import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SmsCodeButton, TextField, rules, toApiError, toast, useFormFields, useNoticeFlow } from '@mc/shared-kernel';
import { sendResetSmsCode } from '../api/send-reset-sms-code';
import { useSetPasswordByPhone, type ResetOutcome } from '../api/set-password-by-phone';
import { useErrorText } from '../hooks/use-error-text';
import { FormAlert } from './form-alert';

/** The reset and the login after it run under one loading notice, hidden once a token exists. */
export const RESET_NOTICE_MS = 9_999_000;

const PHONE_RULES = {
  mobileNum: rules.loginMobileNum,
  verificationCode: rules.verificationCode,
  newPassword: rules.newPassword,
};
type Field = keyof typeof PHONE_RULES;
const FIELDS = Object.keys(PHONE_RULES) as Field[];

/**
 * Setting a password by phone: mobile number, the SMS code sent to it, the new password. Success logs
 * the member in with the mobile number and the new password.
 */
export function PhoneForm() {
  const { t } = useTranslation('member-access');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(PHONE_RULES);
  const reset = useSetPasswordByPhone();
  const notices = useNoticeFlow();
  const errorText = useErrorText();

  // Submit stays disabled until every field has been touched and none fails.
  const ready = FIELDS.every((name) => fields.touched[name]) && fields.passes();
  const busy = reset.isPending || reset.isSuccess;

  const focus = (name: Field) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const onReset = (session: ResetOutcome) => {
    notices.done();
    if (session) {
      navigate('/m/home', { replace: true });
      return;
    }
    // The password is set; only the automatic login did not go through, so the person logs in by hand.
    toast.info(t('forget.phone.logInAgain'));
    navigate('/m/login', { replace: true });
  };

  const onFailure = (error: unknown) => {
    notices.done();
    // The same password again clears the password; any other failure clears the code.
    const refused: Field = toApiError(error).code === 'modify.new.old.same' ? 'newPassword' : 'verificationCode';
    fields.clear(refused);
    focus(refused);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    notices.loading(t('kernel:state.pleaseWait'), RESET_NOTICE_MS);
    reset.mutate(fields.values, { onSuccess: onReset, onError: onFailure });
  };

  return (
    <form ref={formRef} className="mem-forget__form" onSubmit={onSubmit} noValidate>
      <p className="mem-forget__intro">{t('forget.phone.intro')}</p>
      <TextField
        {...fields.inputProps('mobileNum')}
        label={t('forget.phone.mobile')}
        placeholder={t('forget.phone.mobilePlaceholder')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <TextField
        {...fields.inputProps('verificationCode')}
        label={t('forget.phone.code')}
        placeholder={t('forget.phone.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        trailing={
          <SmsCodeButton
            validate={() => fields.validateAll(['mobileNum']) === null}
            send={() => sendResetSmsCode(fields.values.mobileNum)}
          />
        }
      />
      <TextField
        {...fields.inputProps('newPassword')}
        label={t('forget.phone.password')}
        placeholder={t('forget.phone.passwordPlaceholder')}
        type="password"
        autoComplete="new-password"
        revealable
      />
      {reset.isError ? <FormAlert text={errorText(reset.error)} /> : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={!ready || busy}
        aria-busy={reset.isPending}
      >
        {t('forget.phone.submit')}
      </button>
    </form>
  );
}

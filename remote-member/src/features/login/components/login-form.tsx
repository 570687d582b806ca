import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SmsCodeButton,
  TextField,
  check,
  rules,
  type LoginPayload,
  type RememberedCredential,
} from '@mc/shared-kernel';
import { useLogin } from '../api/login';
import { useSendLoginSms } from '../api/send-login-sms';
import { useCaptcha } from '../hooks/use-captcha';
import { useOnLanguageChange } from '../hooks/use-on-language-change';
import { LOGIN_DIALING_CODE, usePhoneVerification } from '../hooks/use-phone-verification';
import { useRememberPassword } from '../hooks/use-remember-password';
import { useValidatedFields, type ValidatedFields } from '../hooks/use-validated-fields';
import type { LoginMethod } from '../hooks/use-login-method';
import { CaptchaField } from './captcha-field';
import { LoginError } from './login-error';
import { RememberBox } from './remember-box';

const USERNAME_RULES = { username: rules.loginUsername, password: rules.loginPassword };
const SMS_RULES = { mobileNum: rules.loginMobileNum, code: rules.verificationCode };

/** The props TextField needs for one validated field. */
function bind<K extends string>(fields: ValidatedFields<K>, name: K) {
  return {
    name,
    value: fields.values[name],
    error: fields.errors[name],
    onChange: (value: string) => fields.change(name, value),
    onBlur: () => fields.blur(name),
    requiredMark: true,
  };
}

export interface LoginFormProps {
  method: LoginMethod;
  loginFrom: LoginPayload['loginFrom'];
  onLoggedIn: () => void;
  /** Tab-panel wiring when the method tabs are shown. */
  panel?: { id: string; labelledBy: string };
}

/** The login form of either method, with the captcha once the platform asks for it and the remember box. */
export function LoginForm({ method, loginFrom, onLoggedIn, panel }: LoginFormProps) {
  const { t } = useTranslation('member');
  const formRef = useRef<HTMLFormElement>(null);
  const usernameFields = useValidatedFields(USERNAME_RULES);
  const smsFields = useValidatedFields(SMS_RULES);
  const fields = method === 'sms' ? smsFields : usernameFields;
  const captcha = useCaptcha();
  const submit = useLogin();
  const sendSms = useSendLoginSms();
  const phone = usePhoneVerification();
  const busy = submit.isPending || phone.verifying;
  const { reset } = submit;
  const { fill: fillUsername } = usernameFields;
  const { fill: fillSms } = smsFields;
  const { refresh: refreshCaptcha } = captcha;

  const restore = (credential: RememberedCredential) => {
    if (credential.type === 'sms') fillSms({ mobileNum: credential.username, code: credential.password });
    else fillUsername({ username: credential.username, password: credential.password });
  };
  const remembered = useRememberPassword(method, restore);

  // Another portal or method is another attempt: the last refusal no longer applies (the typed values stay).
  useEffect(() => reset(), [loginFrom, method, reset]);

  // A shown captcha belongs to the attempt on the other tab: fetch a new one.
  const captchaShown = captcha.shown;
  const lastMethod = useRef(method);
  useEffect(() => {
    if (lastMethod.current === method) return;
    lastMethod.current = method;
    if (captchaShown) refreshCaptcha();
  }, [method, captchaShown, refreshCaptcha]);

  useOnLanguageChange(() => {
    fields.revalidateFilled();
    if (captcha.shown) captcha.field.revalidateFilled();
  });

  const focus = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = fields.validateAll();
    const captchaInvalid = captcha.shown ? captcha.field.validateAll() : null;
    if (invalid || captchaInvalid) {
      focus((invalid ?? captchaInvalid)!);
      return;
    }
    const credential =
      method === 'sms'
        ? { username: smsFields.values.mobileNum, password: smsFields.values.code }
        : { username: usernameFields.values.username, password: usernameFields.values.password };
    const common = { captcha: captcha.shown ? captcha.field.values.captcha : undefined, loginFrom };
    const outcome = {
      onSuccess: () => void remembered.persist(credential).finally(onLoggedIn),
      onError: captcha.afterFailure,
    };
    if (method !== 'sms' || !phone.enabled) {
      submit.mutate({ type: method, ...credential, ...common }, outcome);
      return;
    }
    const mobileNum = credential.username;
    void phone.verify(mobileNum, credential.password).then((idToken) => {
      if (idToken === null) return;
      submit.mutate(
        {
          type: 'firebase',
          username: mobileNum,
          password: idToken,
          firebaseChannel: 'sms',
          firebaseIdToken: idToken,
          firebaseMobileNo: mobileNum,
          countryDialingCode: LOGIN_DIALING_CODE,
          ...common,
        },
        outcome,
      );
    });
  };

  const sendCode = () => {
    const mobileNum = smsFields.values.mobileNum;
    return phone.enabled ? phone.sendCode(mobileNum) : sendSms.mutateAsync(mobileNum);
  };

  const validateMobile = () => {
    smsFields.blur('mobileNum');
    if (check(smsFields.values.mobileNum, rules.loginMobileNum)) {
      focus('mobileNum');
      return false;
    }
    return true;
  };

  return (
    <form
      ref={formRef}
      className="mem-login__form"
      onSubmit={onSubmit}
      noValidate
      id={panel?.id}
      role={panel ? 'tabpanel' : undefined}
      aria-labelledby={panel?.labelledBy}
    >
      {method === 'sms' ? (
        <>
          <TextField
            {...bind(smsFields, 'mobileNum')}
            label={t('login.mobile')}
            placeholder={t('login.mobilePlaceholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField
            {...bind(smsFields, 'code')}
            label={t('login.code')}
            placeholder={t('login.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            trailing={<SmsCodeButton validate={validateMobile} send={sendCode} />}
          />
        </>
      ) : (
        <>
          <TextField
            {...bind(usernameFields, 'username')}
            label={t('login.username')}
            placeholder={t('login.usernamePlaceholder')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            {...bind(usernameFields, 'password')}
            label={t('login.password')}
            placeholder={t('login.passwordPlaceholder')}
            type="password"
            autoComplete="current-password"
            revealable
          />
        </>
      )}
      {captcha.shown ? <CaptchaField captcha={captcha} /> : null}
      <RememberBox checked={remembered.remember} onChange={remembered.setRemember} />
      {submit.isError ? <LoginError error={submit.error} /> : null}
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block" disabled={busy} aria-busy={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isoDay, SmsCodeButton, useFormFields, type FormOptions } from '@mc/shared-kernel';
import type { RegisterSettings } from '../api/get-register-settings';
import { useCountries } from '../api/get-countries';
import { prefetchAffiliate } from '../api/check-affiliate';
import { sendRegisterSms } from '../api/send-register-sms';
import { useCaptchaImage } from '../hooks/use-captcha-image';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { useUrlAffiliate } from '../hooks/use-url-affiliate';
import { earliestBirthday } from '../age';
import {
  availableMethods,
  fieldValue,
  registrationFields,
  toFieldRules,
  type RegisterBy,
  type RegisterField,
} from '../registration-rules';
import { fieldFailure } from '../server-errors';
import { AgreementCheck } from './agreement-check';
import { CaptchaImage } from './captcha-image';
import { FormField } from './form-field';
import { methodTabId, MethodToggle } from './method-toggle';
import { MobileField } from './mobile-field';
import { RegisterAlert } from './register-alert';
import { SocialRegister } from './social-register';

/** A payee name or nickname typed in Zawgyi is shown and sent in Unicode (the payee name as the bank keeps it). */
const BURMESE: FormOptions<RegisterField> = { burmese: ['payeeName', 'nickname'] };

/** The registration form for the merchant's settings (at least one method is offered). */
export function RegisterForm({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation('member-register');
  const navigate = useNavigate();
  const client = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const idBase = useId();
  const panelId = `${idBase}-panel`;

  const methods = availableMethods(settings);
  // Username first; mobile when it is the only method.
  const [chosen, setChosen] = useState<RegisterBy>(methods[0]!);
  const by = methods.includes(chosen) ? chosen : methods[0]!;
  const [today] = useState(() => isoDay());
  const specs = useMemo(() => registrationFields(settings, by, today), [settings, by, today]);
  const fieldRules = useMemo(() => toFieldRules(specs), [specs]);
  // One set of values for both methods, so the mobile number typed in one is there in the other.
  const form = useFormFields(fieldRules, undefined, BURMESE);
  const shown = useMemo(() => new Map(specs.map((spec) => [spec.name, spec])), [specs]);

  const [country, setCountry] = useState(settings.defaultCountry);
  const countries = useCountries();
  const countryDialingCode = countries.data?.find((c) => c.code === country)?.dialingCode ?? '';
  const [agreed, setAgreed] = useState(true);
  const captcha = useCaptchaImage(shown.has('captcha'));
  const affiliate = useUrlAffiliate();

  const focus = (name: RegisterField) => (formRef.current?.elements.namedItem(name) as HTMLElement | null)?.focus();
  const { clear } = form;
  const renewCaptcha = () => {
    captcha.refresh();
    clear('captcha');
  };
  const submit = useRegisterSubmit({ settings, specs, form, countryDialingCode, affiliate, focus, renewCaptcha });

  // The link's invitation code fills the field once and is checked once, so submit need not ask again.
  const { change } = form;
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !affiliate.code) return;
    prefilled.current = true;
    change('affiliateCode', affiliate.code);
    if (settings.affiliateCheck) void prefetchAffiliate(client, affiliate.code, affiliate.domain);
  }, [affiliate.code, affiliate.domain, settings.affiliateCheck, change, client]);

  // Another method has other required fields: messages already shown are re-checked with its rules.
  const lastBy = useRef(by);
  const { errors, validateAll } = form;
  useEffect(() => {
    if (lastBy.current === by) return;
    lastBy.current = by;
    const stale = specs.map((spec) => spec.name).filter((name) => errors[name]);
    if (stale.length > 0) validateAll(stale);
  }, [by, specs, errors, validateAll]);

  const switchTo = (next: RegisterBy) => {
    setChosen(next);
    submit.clearAlert();
  };

  const validateMobile = () => {
    const invalid = form.validateAll(['mobileNum']);
    if (invalid) focus(invalid);
    return invalid === null;
  };
  const sendSms = async () => {
    try {
      return await sendRegisterSms({ mobileNo: fieldValue('mobileNum', form.values), countryDialingCode });
    } catch (error) {
      const named = fieldFailure(error, settings.minAge);
      if (named?.field === 'mobileNum') form.setError('mobileNum', named.failure);
      throw error;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.submit();
  };

  const field = (name: RegisterField) => {
    const spec = shown.get(name);
    if (!spec) return null;
    switch (name) {
      case 'mobileNum':
        return <MobileField key={name} required={spec.required} form={form} country={country} onCountry={setCountry} />;
      case 'verificationCode':
        return (
          <FormField
            key={name}
            name={name}
            required={spec.required}
            form={form}
            trailing={<SmsCodeButton validate={validateMobile} send={sendSms} />}
          />
        );
      case 'captcha':
        return (
          <FormField
            key={name}
            name={name}
            required={spec.required}
            form={form}
            trailing={<CaptchaImage captcha={captcha} onRefresh={renewCaptcha} />}
          />
        );
      case 'birthday':
        return (
          <FormField
            key={name}
            name={name}
            required={spec.required}
            form={form}
            min={earliestBirthday(today) ?? undefined}
            max={today}
          />
        );
      default:
        return <FormField key={name} name={name} required={spec.required} form={form} />;
    }
  };

  return (
    <>
      {methods.length > 1 ? (
        <MethodToggle methods={methods} by={by} onChange={switchTo} idBase={idBase} panelId={panelId} />
      ) : null}
      <form
        ref={formRef}
        id={panelId}
        className="mem-reg__form"
        role={methods.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={methods.length > 1 ? methodTabId(idBase, by) : undefined}
        onSubmit={onSubmit}
        noValidate
      >
        {specs.map((spec) => field(spec.name))}
        {settings.agreement ? <AgreementCheck checked={agreed} onChange={setAgreed} /> : null}
        {submit.alert ? <RegisterAlert error={submit.alert} /> : null}
        <button
          type="submit"
          className="mc-btn mc-btn--primary mc-btn--block"
          disabled={submit.busy || (settings.agreement && !agreed)}
          aria-busy={submit.busy}
        >
          {submit.busy ? t('submitting') : t('submit')}
        </button>
      </form>
      <SocialRegister active={by === 'username'} onSignedIn={() => navigate('/m/home', { replace: true })} />
    </>
  );
}

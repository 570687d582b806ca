import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SmsCodeButton, TextField, toApiError, toast, useFormFields } from '@mc/shared-kernel';
import { sendBindingCode, useBindContact } from '../api/bind-contact';
import type { BindingKind } from '../binding-kinds';
import type { BindingField } from '../email-rules';
import { useSecurityDraft } from '../security-drafts';

/** The e-mail or mobile number to bind, its code (sent there) and the bind button. */
export function BindingForm({ kind, current }: { kind: BindingKind; current: string | null }) {
  const { t } = useTranslation('member-security');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(kind.rules);
  const bind = useBindContact(kind);
  // The address or number typed survives a trip to login and back; the code never does (it is asked again).
  const draft = useSecurityDraft(kind.texts, fields.values.value, (kept) => fields.change('value', kept));
  // Where the last code went: a code binds only that address or number.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const busy = bind.isPending || bind.isSuccess;
  const text = (key: string, options?: Record<string, unknown>) => t(`${kind.texts}.${key}`, options);

  const focus = (name: BindingField) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const refuse = (error: unknown): void => {
    const failure = toApiError(error);
    const refusal = kind.refusal(failure.code, failure.value);
    if (refusal?.field) {
      fields.setError(refusal.field, refusal.failure);
      focus(refusal.field);
    } else {
      setAlert(t(`kernel:${failure.messageKey}`));
    }
  };

  const send = async () => {
    setAlert(null);
    const value = kind.normalize(fields.values.value);
    try {
      const answer = await sendBindingCode(kind, value);
      setSentTo(value);
      return answer;
    } catch (error) {
      refuse(error);
      throw error;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const invalid = fields.validateAll();
    if (invalid) {
      focus(invalid);
      return;
    }
    const value = kind.normalize(fields.values.value);
    if (sentTo === null || !kind.same(sentTo, value)) {
      fields.setError('verificationCode', { key: `member-security:${kind.texts}.codeForOther` });
      focus('verificationCode');
      return;
    }
    bind.mutate(
      { value, verificationCode: fields.values.verificationCode.trim() },
      {
        onSuccess: () => {
          draft.clear();
          toast.success(text('bound'));
          navigate('/m/securityCenter', { replace: true });
        },
        onError: refuse,
      },
    );
  };

  return (
    <form ref={formRef} className="mem-sec__form" onSubmit={onSubmit} noValidate>
      <p className="mem-sec__current">{current ? text('current', { value: current }) : text('none')}</p>
      <TextField
        {...fields.inputProps('value')}
        {...kind.input}
        label={current ? text('newLabel') : text('label')}
        placeholder={text('placeholder')}
      />
      <TextField
        {...fields.inputProps('verificationCode')}
        label={text('code')}
        placeholder={text('codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        trailing={
          <SmsCodeButton channel={kind.channel} validate={() => fields.validateAll(['value']) === null} send={send} />
        }
      />
      <p className="mem-sec__note">{text('why')}</p>
      {alert ? (
        <p className="mem-sec__alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block" disabled={busy} aria-busy={bind.isPending}>
        {text('submit')}
      </button>
    </form>
  );
}

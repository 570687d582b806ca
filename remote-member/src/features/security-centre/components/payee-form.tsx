import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, TextField, toApiError, toast, useFormFields, type FormOptions } from '@mc/shared-kernel';
import { useBindPayeeName } from '../api/bind-payee';
import { payeeRefusal, payeeRules } from '../payee-rules';

/** A payee name typed in Zawgyi is shown, confirmed and bound in Unicode, as the bank keeps it. */
const BURMESE: FormOptions<'payeeName'> = { burmese: ['payeeName'] };

/** The payee name, checked, then confirmed in a dialog (it cannot be changed afterwards). */
export function PayeeForm() {
  const { t } = useTranslation('member-security');
  const navigate = useNavigate();
  const inputRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(payeeRules, undefined, BURMESE);
  const bind = useBindPayeeName();
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const busy = bind.isPending || bind.isSuccess;
  const name = fields.values.payeeName.trim();

  const focus = () => (inputRef.current?.elements.namedItem('payeeName') as HTMLInputElement | null)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    // The dialog shows the name as it will be bound: in Unicode, also when typed in Zawgyi.
    fields.checkAll((invalid) => {
      if (invalid) focus();
      else setConfirming(true);
    });
  };

  const onConfirm = () => {
    setConfirming(false);
    if (busy) return;
    bind.mutate(name, {
      onSuccess: () => {
        toast.success(t('payee.saved'));
        navigate('/m/securityCenter', { replace: true });
      },
      onError: (error) => {
        const failure = toApiError(error);
        const refusal = payeeRefusal(failure.code, failure.value);
        if (refusal) {
          fields.setError('payeeName', refusal);
          focus();
        } else {
          setAlert(failure.code === 'payee.bound' ? t('payee.errors.bound') : t(`kernel:${failure.messageKey}`));
        }
      },
    });
  };

  return (
    <form ref={inputRef} className="mem-sec__form" onSubmit={onSubmit} noValidate>
      <p className="mem-sec__note">{t('payee.unboundWhy')}</p>
      <TextField
        {...fields.inputProps('payeeName')}
        label={t('payee.label')}
        placeholder={t('payee.placeholder')}
        autoComplete="name"
        maxLength={60}
      />
      {alert ? (
        <p className="mem-sec__alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className="mc-btn mc-btn--primary mc-btn--block" disabled={busy} aria-busy={bind.isPending}>
        {t('payee.submit')}
      </button>
      <Dialog
        open={confirming}
        title={t('payee.confirmTitle')}
        onClose={() => setConfirming(false)}
        onConfirm={onConfirm}
        confirmLabel={t('payee.confirm')}
      >
        <p className="mem-sec__confirm-name">{name}</p>
        <p>{t('payee.confirmText')}</p>
      </Dialog>
    </form>
  );
}

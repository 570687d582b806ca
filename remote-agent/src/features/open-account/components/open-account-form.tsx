import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, useFormFields, type RuleFailure } from '@mc/shared-kernel';
import { usernameExists } from '../api/check-username';
import type { RateQuota } from '../api/get-register-quota';
import { useOpenAccount, type MemberKind, type OpenedAccount } from '../api/open-account';
import { defaultRates, openAccountRules, wireRates } from '../form-rules';
import { refusalOf, type AccountField } from '../server-errors';
import type { RateField } from '../rates';
import { MemberTypeChoice } from './member-type-choice';
import { RateFields } from './rate-fields';

type Field = AccountField | RateField;

const TAKEN: RuleFailure = { key: 'agent:openAccount.errors.usernameTaken' };

/** The new downline's name, password, type and rates; the platform's refusals land under their fields. */
export function OpenAccountForm({
  quota,
  onOpened,
}: {
  quota: RateQuota[];
  onOpened: (account: OpenedAccount) => void;
}) {
  const { t } = useTranslation('agent');
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRules = useMemo(() => openAccountRules(quota), [quota]);
  const initial = useMemo(() => defaultRates(quota), [quota]);
  const fields = useFormFields<Field>(fieldRules, initial);
  const [kind, setKind] = useState<MemberKind>('MEMBER');
  const [alert, setAlert] = useState<RuleFailure | null>(null);
  const open = useOpenAccount();
  // The name the last "is it taken?" answer was about: a late answer for an older name is dropped.
  const typedName = useRef('');

  const focus = (name: Field) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const checkTaken = () => {
    fields.blur('username');
    const name = fields.values.username.trim();
    typedName.current = name;
    if (!fields.passes(['username'])) return;
    // A failed check says nothing: the platform checks the name again on submit.
    usernameExists(name).then(
      (exists) => {
        if (exists && typedName.current === name) fields.setError('username', TAKEN);
      },
      () => undefined,
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending) return;
    setAlert(null);
    const invalid = fields.validateAll();
    if (invalid) {
      focus(invalid);
      return;
    }
    const { username, password, confirmPassword } = fields.values;
    open.mutate(
      {
        username: username.trim(),
        password,
        confirmPassword,
        memberType: kind,
        rebates: wireRates(quota, fields.values),
      },
      {
        onSuccess: onOpened,
        onError: (error) => {
          const refusal = refusalOf(error);
          if (refusal.field) {
            fields.setError(refusal.field, refusal.message);
            focus(refusal.field);
          } else {
            setAlert(refusal.message);
          }
        },
      },
    );
  };

  const username = fields.inputProps('username');
  const secret = (name: 'password' | 'confirmPassword') => ({
    ...fields.inputProps(name),
    type: 'password',
    revealable: true,
    autoComplete: 'new-password',
  });

  return (
    <form
      ref={formRef}
      className="agt-open__form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('openAccount.formLabel')}
    >
      <TextField
        {...username}
        onChange={(value) => {
          typedName.current = value.trim();
          username.onChange(value);
        }}
        onBlur={checkTaken}
        label={t('openAccount.username')}
        placeholder={t('openAccount.usernamePlaceholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...secret('password')}
        label={t('openAccount.password')}
        placeholder={t('openAccount.passwordPlaceholder')}
      />
      <TextField
        {...secret('confirmPassword')}
        label={t('openAccount.confirm')}
        placeholder={t('openAccount.confirmPlaceholder')}
      />
      <MemberTypeChoice value={kind} onChange={setKind} />
      <RateFields quota={quota} fields={fields} legend={t('openAccount.rate.legend')} />
      {alert ? (
        <p className="agt-open__alert" role="alert">
          {t(alert.key, alert.params)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={open.isPending}
        aria-busy={open.isPending}
      >
        {open.isPending ? t('openAccount.submitting') : t('openAccount.submit')}
      </button>
    </form>
  );
}

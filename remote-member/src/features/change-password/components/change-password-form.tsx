import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog, TextField, rememberedCredentials, toApiError, useFormFields, useNoticeFlow } from '@mc/shared-kernel';
import { useChangePassword } from '../api/change-password';
import { useHeldPassword } from '../hooks/use-held-password';
import { passwordChangeRules, type PasswordField } from '../password-rules';

/** Loading notice up to 10 s, "saved" for 1 s, home after 1000 ms. */
export const CHANGE_NOTICE_MS = 10_000;
export const SAVED_NOTICE_MS = 1000;

const ALL_FIELDS: PasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const SAME_PASSWORD = { key: 'member-access:errors.modify.new.old.same' };

/** After a change the remembered password is stale; one that cannot be re-encoded is dropped instead. */
function rememberNewPassword(userName: string, password: string): void {
  rememberedCredentials.updatePassword(userName, password).catch(() => rememberedCredentials.remove('username'));
}

export function ChangePasswordForm({ userName }: { userName: string }) {
  const { t } = useTranslation('member-access');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(passwordChangeRules);
  const change = useChangePassword();
  const notices = useNoticeFlow();
  const heldPassword = useHeldPassword();
  const [sameAsOld, setSameAsOld] = useState(false);
  const shown = heldPassword === null ? ALL_FIELDS : ALL_FIELDS.filter((f) => f !== 'oldPassword');
  const busy = change.isPending || change.isSuccess;

  const focus = (name: PasswordField) =>
    (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  const onFailure = (error: unknown) => {
    notices.done();
    const { code } = toApiError(error);
    // Refusals about one field are said under it; the rest go in the alert above the button.
    if (code === 'login.failed' && heldPassword === null) {
      fields.setError('oldPassword', { key: 'member-access:changePassword.oldIncorrect' });
      focus('oldPassword');
    } else if (code === 'modify.new.old.same') {
      fields.setError('newPassword', SAME_PASSWORD);
      focus('newPassword');
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = fields.validateAll(shown);
    if (invalid) {
      focus(invalid);
      return;
    }
    const { newPassword, confirmPassword } = fields.values;
    const oldPassword = heldPassword ?? fields.values.oldPassword;
    if (newPassword === oldPassword) {
      setSameAsOld(true);
      return;
    }
    notices.loading(t('kernel:state.pleaseWait'), CHANGE_NOTICE_MS);
    change.mutate(
      { oldPassword, newPassword, confirmNewPassword: confirmPassword },
      {
        onSuccess: () => {
          rememberNewPassword(userName, newPassword);
          notices.succeed(t('changePassword.saved'), SAVED_NOTICE_MS, () => navigate('/m/home', { replace: true }));
        },
        onError: onFailure,
      },
    );
  };

  const field = (name: PasswordField) => ({ ...fields.inputProps(name), type: 'password', revealable: true });

  const failure = change.isError ? toApiError(change.error) : null;
  const fieldRefusal =
    failure?.code === 'modify.new.old.same' || (failure?.code === 'login.failed' && heldPassword === null);

  return (
    <form ref={formRef} className="mem-chpsw__form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('changePassword.username')}
        name="username"
        value={userName}
        onChange={() => undefined}
        readOnly
        autoComplete="username"
      />
      {heldPassword === null ? (
        <TextField
          {...field('oldPassword')}
          label={t('changePassword.old')}
          placeholder={t('changePassword.oldPlaceholder')}
          autoComplete="current-password"
        />
      ) : null}
      <TextField
        {...field('newPassword')}
        label={t('changePassword.new')}
        placeholder={t('changePassword.newPlaceholder')}
        autoComplete="new-password"
      />
      <TextField
        {...field('confirmPassword')}
        label={t('changePassword.confirm')}
        placeholder={t('changePassword.confirmPlaceholder')}
        autoComplete="new-password"
      />
      {failure && !fieldRefusal ? (
        <p className="mem-chpsw__alert" role="alert">
          {t(`kernel:${failure.messageKey}`)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={busy}
        aria-busy={change.isPending}
      >
        {t('changePassword.submit')}
      </button>
      <Dialog open={sameAsOld} title={t('changePassword.notice')} onClose={() => setSameAsOld(false)}>
        {t('errors.modify.new.old.same')}
      </Dialog>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, toApiError, toast, useFormFields, type FormOptions } from '@mc/shared-kernel';
import { useChangeNickname } from '../api/change-nickname';
import { nicknameRefusal, nicknameRules } from '../nickname-rules';
import { useSecurityDraft } from '../security-drafts';

/** A nickname typed in Zawgyi is shown and saved in Unicode, so every phone shows it right. */
const BURMESE: FormOptions<'nickname'> = { burmese: ['nickname'] };

/** The current nickname and a field for a new one. */
export function NicknameForm({ current }: { current: string }) {
  const { t } = useTranslation('member-security');
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields(nicknameRules, undefined, BURMESE);
  const change = useChangeNickname();
  const draft = useSecurityDraft('nickname', fields.values.nickname, (kept) => fields.change('nickname', kept));
  const [alert, setAlert] = useState<string | null>(null);

  const focus = () => (formRef.current?.elements.namedItem('nickname') as HTMLInputElement | null)?.focus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    setAlert(null);
    fields.checkAll((invalid, values) => {
      if (invalid) focus();
      else save(values.nickname.trim());
    });
  };

  const save = (nickname: string) => {
    change.mutate(nickname, {
      onSuccess: () => {
        toast.success(t('profile.saved'));
        fields.clear('nickname');
        draft.clear();
      },
      onError: (error) => {
        const failure = toApiError(error);
        const refusal = nicknameRefusal(failure.code, failure.value);
        if (refusal) {
          fields.setError('nickname', refusal);
          focus();
        } else {
          setAlert(t(`kernel:${failure.messageKey}`));
        }
      },
    });
  };

  return (
    <form ref={formRef} className="mem-sec__form" onSubmit={onSubmit} noValidate aria-labelledby="mem-sec-nickname">
      <h2 id="mem-sec-nickname" className="mem-sec__heading">
        {t('profile.nickname')}
      </h2>
      <p className="mem-sec__current">{t('profile.current', { value: current })}</p>
      <TextField
        {...fields.inputProps('nickname')}
        label={t('profile.newNickname')}
        placeholder={t('profile.placeholder')}
        autoComplete="nickname"
        maxLength={30}
      />
      <p className="mem-sec__note">{t('profile.rule')}</p>
      {alert ? (
        <p className="mem-sec__alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={change.isPending}
        aria-busy={change.isPending}
      >
        {t('profile.save')}
      </button>
    </form>
  );
}

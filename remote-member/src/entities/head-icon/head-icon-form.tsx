import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_LIMITS, ImagePicker } from '@mc/shared-kernel/upload';
import { toApiError, toast, useSwitch, type RuleFailure } from '@mc/shared-kernel';
import { useUploadHeadIcon } from './head-icon-api';
import { HeadIconImage } from './head-icon-image';

const NS = 'member-security';
const MB = IMAGE_LIMITS.maxBytes / 1024 / 1024;

/** Where the platform's refusal goes: under the picture, or (anything else) above the button. */
export function headIconRefusal(error: unknown): { field: RuleFailure | null; alert: string | null } {
  const failure = toApiError(error);
  if (failure.code === 'upload.invalid') {
    const reason = (failure.value as { reason?: unknown } | null)?.reason;
    if (reason === 'size')
      return { field: { key: `${NS}:profile.picture.errors.size`, params: { mb: MB } }, alert: null };
    if (reason === 'required') return { field: { key: `${NS}:profile.picture.errors.required` }, alert: null };
    return { field: { key: `${NS}:profile.picture.errors.type` }, alert: null };
  }
  return { field: null, alert: `kernel:${failure.messageKey}` };
}

/**
 * The profile picture (switch PROFPIC3; off, the section is not there): the current one, a new one chosen
 * with the upload kit (PNG or JPEG, at most 5 MB, previewed square) and the upload. The platform keeps the
 * picture as sent; every place shows the middle square of it.
 */
export function HeadIconForm() {
  const on = useSwitch('PROFPIC3');
  if (!on) return null;
  return <Form />;
}

function Form() {
  const { t } = useTranslation(NS);
  const [files, setFiles] = useState<File[]>([]);
  const [fieldError, setFieldError] = useState<RuleFailure | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const upload = useUploadHeadIcon();
  const sending = useRef(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setAlert(null);
    const file = files[0];
    if (!file) {
      setFieldError({ key: `${NS}:profile.picture.errors.required` });
      return;
    }
    sending.current = true;
    upload.mutate(file, {
      onSuccess: () => {
        setFiles([]);
        setFieldError(null);
        toast.success(t('profile.picture.saved'));
      },
      // The chosen picture stays, so trying again needs no new choice.
      onError: (error) => {
        const refusal = headIconRefusal(error);
        setFieldError(refusal.field);
        setAlert(refusal.alert);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <form className="mem-sec__form" onSubmit={onSubmit} noValidate aria-labelledby="mem-sec-picture">
      <h2 id="mem-sec-picture" className="mem-sec__heading">
        {t('profile.picture.title')}
      </h2>
      <div className="mem-head-form__current">
        <HeadIconImage size="large" alt={t('profile.picture.current')} emptyAlt={t('profile.picture.none')} />
      </div>
      <ImagePicker
        label={t('profile.picture.choose')}
        max={1}
        files={files}
        onChange={(next) => {
          setFiles(next);
          setFieldError(null);
        }}
        error={fieldError}
      />
      <p className="mem-sec__note">{t('profile.picture.hint')}</p>
      {alert ? (
        <p className="mem-head-form__alert" role="alert">
          {t(alert)}
        </p>
      ) : null}
      <button
        type="submit"
        className="mc-btn mc-btn--primary mc-btn--block"
        disabled={upload.isPending}
        aria-busy={upload.isPending}
      >
        {upload.isPending ? t('profile.picture.uploading') : t('profile.picture.upload')}
      </button>
    </form>
  );
}

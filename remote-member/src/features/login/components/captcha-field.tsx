import { useTranslation } from 'react-i18next';
import { TextField } from '@mc/shared-kernel';
import type { Captcha } from '../hooks/use-captcha';

/** The captcha answer with its image; tapping the image fetches a new one. */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation('member');
  const { field, image } = captcha;
  const picture = image.data ? (
    <img
      className="mem-captcha__image"
      src={`data:image/png;base64,${image.data.image}`}
      alt={t('login.captcha.image')}
      width={96}
      height={36}
    />
  ) : (
    <span className="mem-captcha__placeholder">
      {image.isError ? t('login.captcha.failed') : t('login.captcha.loading')}
    </span>
  );
  return (
    <TextField
      name="captcha"
      label={t('login.captcha.label')}
      placeholder={t('login.captcha.placeholder')}
      value={field.values.captcha}
      error={field.errors.captcha}
      onChange={(value) => field.change('captcha', value)}
      onBlur={() => field.blur('captcha')}
      requiredMark
      inputMode="numeric"
      autoComplete="off"
      trailing={
        <button
          type="button"
          className="mem-captcha"
          onClick={captcha.refresh}
          aria-label={t('login.captcha.refresh')}
          aria-busy={image.isFetching}
        >
          {picture}
        </button>
      }
    />
  );
}

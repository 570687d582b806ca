import { useTranslation } from 'react-i18next';
import type { useCaptchaImage } from '../hooks/use-captcha-image';

/** The captcha picture beside its answer; tapping it fetches a new one. Fixed size: no layout shift. */
export function CaptchaImage({
  captcha,
  onRefresh,
}: {
  captcha: ReturnType<typeof useCaptchaImage>;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('member-register');
  return (
    <button
      type="button"
      className="mem-reg__captcha"
      onClick={onRefresh}
      aria-label={t('captcha.refresh')}
      aria-busy={captcha.loading}
    >
      {captcha.src ? (
        <img className="mem-reg__captcha-image" src={captcha.src} alt={t('captcha.image')} width={96} height={36} />
      ) : (
        <span className="mem-reg__captcha-note">{captcha.failed ? t('captcha.failed') : t('captcha.loading')}</span>
      )}
    </button>
  );
}

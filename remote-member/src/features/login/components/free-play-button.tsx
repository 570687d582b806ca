import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiError, toast } from '@mc/shared-kernel';
import { useFreePlay } from '../api/free-play';

/** The free-play loading notice may stay up to 9999 s. */
export const FREE_PLAY_NOTICE_MS = 9_999_000;

/** Free play: a trial session on the trial merchant, then home (unless the platform's trial flag is 0). */
export function FreePlayButton() {
  const { t } = useTranslation(['member', 'kernel']);
  const navigate = useNavigate();
  const freePlay = useFreePlay();

  const start = () => {
    if (freePlay.isPending) return;
    const notice = toast.loading(t('kernel:state.pleaseWait'), FREE_PLAY_NOTICE_MS);
    freePlay.mutate(undefined, {
      onSuccess: ({ goHome }) => {
        toast.dismiss(notice);
        if (goHome) navigate('/m/home', { replace: true });
      },
      onError: (error) => {
        toast.dismiss(notice);
        toast.error(t(`kernel:${toApiError(error).messageKey}`));
      },
    });
  };

  return (
    <button
      type="button"
      className="mc-btn mc-btn--block mem-free-play"
      onClick={start}
      disabled={freePlay.isPending}
      aria-busy={freePlay.isPending}
    >
      {t('login.freePlay')}
    </button>
  );
}

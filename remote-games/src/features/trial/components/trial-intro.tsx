import { useTranslation } from 'react-i18next';
import { ErrorState, toast } from '@mc/shared-kernel';
import { FREE_PLAY_NOTICE_MS, useStartFreePlay } from '../use-start-free-play';

/** What a visitor sees: what free play is, and the button that opens a trial account. */
export function TrialIntro() {
  const { t } = useTranslation('games-play');
  const freePlay = useStartFreePlay();

  // Not mutate's callbacks: on success this block unmounts (the page turns into the trial view) before
  // they would run, and the notice would stay up.
  const start = async () => {
    if (freePlay.isPending) return;
    const notice = toast.loading(t('trial.intro.starting'), FREE_PLAY_NOTICE_MS);
    try {
      await freePlay.mutateAsync();
    } catch {
      // Shown below the button from the mutation's state.
    } finally {
      toast.dismiss(notice);
    }
  };

  return (
    <section className="gm-trial__card" aria-labelledby="gm-trial-intro">
      <h2 id="gm-trial-intro" className="gm-trial__heading">
        {t('trial.intro.heading')}
      </h2>
      <p className="gm-trial__text">{t('trial.intro.body')}</p>
      <ul className="gm-trial__points">
        <li>{t('trial.intro.pointMoney')}</li>
        <li>{t('trial.intro.pointGames')}</li>
      </ul>
      <button
        type="button"
        className="mc-btn mc-btn--primary mc-btn--block"
        onClick={() => void start()}
        disabled={freePlay.isPending}
        aria-busy={freePlay.isPending}
      >
        {t('trial.intro.start')}
      </button>
      {freePlay.isError ? <ErrorState compact error={freePlay.error} onRetry={() => void start()} /> : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A signed-in real member has no use for free play; point them at their games instead. */
export function MemberNote() {
  const { t } = useTranslation('games-play');
  return (
    <section className="gm-trial__card" aria-labelledby="gm-trial-member">
      <h2 id="gm-trial-member" className="gm-trial__heading">
        {t('trial.member.heading')}
      </h2>
      <p className="gm-trial__text">{t('trial.member.body')}</p>
      <Link className="mc-btn mc-btn--primary mc-btn--block gm-trial__link" to="/m/gameList?gameType=RNG">
        {t('trial.member.games')}
      </Link>
    </section>
  );
}

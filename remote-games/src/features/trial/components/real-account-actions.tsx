import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bus } from '@mc/shared-kernel';

/**
 * Money and favourites belong to real accounts: each entry says so through the host's
 * real-account prompt ('Please login an actual account to use this function') instead of opening.
 */
export function RealAccountActions() {
  const { t } = useTranslation('games-play');
  const needReal = () => bus.emit('auth:required', { reason: 'real-account' });
  return (
    <section className="gm-trial__card" aria-labelledby="gm-trial-real">
      <h2 id="gm-trial-real" className="gm-trial__heading">
        {t('trial.real.heading')}
      </h2>
      <p className="gm-trial__text">{t('trial.real.body')}</p>
      <div className="gm-trial__actions">
        <button type="button" className="mc-btn gm-trial__action" onClick={needReal}>
          {t('trial.real.deposit')}
        </button>
        <button type="button" className="mc-btn gm-trial__action" onClick={needReal}>
          {t('trial.real.withdraw')}
        </button>
        <button type="button" className="mc-btn gm-trial__action" onClick={needReal}>
          {t('trial.real.favourites')}
        </button>
      </div>
      <Link className="mc-btn mc-btn--link gm-trial__register" to="/m/register">
        {t('trial.real.register')}
      </Link>
    </section>
  );
}

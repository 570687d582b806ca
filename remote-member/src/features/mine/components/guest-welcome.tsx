import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSwitch } from '@mc/shared-kernel';

export function GuestWelcome() {
  const { t } = useTranslation('member');
  const directRegister = useSwitch('DIRECTREG3');
  return (
    <section className="mem-panel mem-guest" aria-labelledby="mem-guest-title">
      <h2 id="mem-guest-title" className="mem-guest__title">
        {t('mine.welcome')}
      </h2>
      <p className="mem-guest__hint">{t('mine.welcomeHint')}</p>
      <div className="mem-guest__actions">
        <Link to="/m/login" className="mc-btn mc-btn--primary mem-guest__btn">
          {t('kernel:actions.login')}
        </Link>
        {/* Same rule as the header: direct registration only when the whitelabel allows it. */}
        {directRegister ? (
          <Link to="/m/register" className="mc-btn mem-guest__btn">
            {t('kernel:actions.register')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

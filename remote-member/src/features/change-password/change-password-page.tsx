import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { BackButton, useSession } from '@mc/shared-kernel';
import { ChangePasswordForm } from './components/change-password-form';
import './change-password.css';

/**
 * /m/changePsw. Without a session the visitor is sent home (not to login); a trial session has
 * no password of its own, so it is told to log in with a real account.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('member-access');
  const userName = useSession((s) => s.info?.userName ?? null);
  const trial = useSession((s) => s.trialName !== null);
  if (userName === null) return <Navigate to="/m/home" replace />;
  return (
    <div className="mem-chpsw">
      <div className="mem-chpsw__bar">
        <BackButton />
        <h1 className="mem-chpsw__title">{t('changePassword.title')}</h1>
      </div>
      {trial ? (
        <div className="mc-center" role="alert">
          <p className="mc-state__title">{t('kernel:errors.realAccountOnly')}</p>
          <Link to="/m/login" className="mc-btn mc-btn--primary mem-chpsw__login">
            {t('kernel:actions.login')}
          </Link>
        </div>
      ) : (
        <ChangePasswordForm userName={userName} />
      )}
    </div>
  );
}

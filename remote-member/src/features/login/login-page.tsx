import { useTranslation } from 'react-i18next';
import { BackButton } from '@mc/shared-kernel';
import { PortalSwitch } from './components/portal-switch';
import { UsernameForm } from './components/username-form';
import { LoginLinks } from './components/login-links';
import { useLoginPortal } from './hooks/use-login-portal';
import { useAfterLogin } from './hooks/use-after-login';
import './login.css';

/** /m/login. The host hides its header here, so the page has its own way back home. */
export default function LoginPage() {
  const { t } = useTranslation('member');
  const { portal, loginFrom, setPortal } = useLoginPortal();
  const afterLogin = useAfterLogin(portal);
  return (
    <main className="mem-login">
      <div className="mem-login__bar">
        <BackButton to="/m/home" />
      </div>
      <h1 className="mem-login__title">{t('login.title')}</h1>
      <p className="mem-login__welcome">{t('login.welcome')}</p>
      <PortalSwitch portal={portal} onChange={setPortal} />
      <UsernameForm loginFrom={loginFrom} onLoggedIn={afterLogin} />
      <LoginLinks />
    </main>
  );
}

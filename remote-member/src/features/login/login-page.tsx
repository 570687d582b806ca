import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '@mc/shared-kernel';
import { PortalSwitch } from './components/portal-switch';
import { MethodTabs, methodTabId } from './components/method-tabs';
import { LoginForm } from './components/login-form';
import { SocialLogin } from './components/social-login';
import { FreePlayButton } from './components/free-play-button';
import { LoginLinks } from './components/login-links';
import { useLoginPortal } from './hooks/use-login-portal';
import { useLoginMethod } from './hooks/use-login-method';
import { useAfterLogin } from './hooks/use-after-login';
import './login.css';

/**
 * /m/login. The host hides its header here, so the page has its own way back home. Free play gives a
 * trial member session, so it is offered on the member portal only.
 */
export default function LoginPage() {
  const { t } = useTranslation('member');
  const { portal, loginFrom, setPortal } = useLoginPortal();
  const { method, smsEnabled, setMethod } = useLoginMethod();
  const afterLogin = useAfterLogin(portal);
  const idBase = useId();
  const panelId = `${idBase}-panel`;
  return (
    <div className="mem-login">
      <div className="mem-login__bar">
        <BackButton to="/m/home" />
      </div>
      <h1 className="mem-login__title">{t('login.title')}</h1>
      <p className="mem-login__welcome">{t('login.welcome')}</p>
      <PortalSwitch portal={portal} onChange={setPortal} />
      {smsEnabled ? <MethodTabs method={method} onChange={setMethod} idBase={idBase} panelId={panelId} /> : null}
      <LoginForm
        method={method}
        loginFrom={loginFrom}
        onLoggedIn={afterLogin}
        panel={smsEnabled ? { id: panelId, labelledBy: methodTabId(idBase, method) } : undefined}
      />
      <SocialLogin active={method === 'username'} loginFrom={loginFrom} onLoggedIn={afterLogin} />
      {portal === 'member' ? <FreePlayButton /> : null}
      <LoginLinks />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { BackButton, ErrorState, Spinner, switchesQuery } from '@mc/shared-kernel';
import { MethodSwitch, panelId, tabId, type ForgetMethod } from './components/method-switch';
import { EmailForm } from './components/email-form';
import { PhoneForm } from './components/phone-form';
import './forget-password.css';

/** Phone is the default when the phone reset (CHNGPASSVERIF3) is on; else e-mail only. */
function ForgetMethods({ phoneEnabled }: { phoneEnabled: boolean }) {
  const [chosen, setChosen] = useState<ForgetMethod>(phoneEnabled ? 'phone' : 'email');
  const method = phoneEnabled ? chosen : 'email';
  return (
    <>
      {phoneEnabled ? <MethodSwitch method={method} onChange={setChosen} /> : null}
      {/* Both forms stay mounted so switching back keeps what was typed and a running SMS countdown. */}
      {phoneEnabled ? (
        <section id={panelId('phone')} role="tabpanel" aria-labelledby={tabId('phone')} hidden={method !== 'phone'}>
          <PhoneForm />
        </section>
      ) : null}
      <section
        id={panelId('email')}
        role={phoneEnabled ? 'tabpanel' : undefined}
        aria-labelledby={phoneEnabled ? tabId('email') : undefined}
        hidden={method !== 'email'}
      >
        <EmailForm />
      </section>
    </>
  );
}

/** /m/forget. The host hides its header here, so the page has its own way back home and title. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('member-access');
  // The method depends on a switch: wait for it rather than show one form and swap to the other.
  const switches = useQuery(switchesQuery);
  return (
    <div className="mem-forget">
      <div className="mem-forget__bar">
        <BackButton to="/m/home" />
        <h1 className="mem-forget__title">{t('forget.title')}</h1>
      </div>
      {switches.isPending ? <Spinner /> : null}
      {switches.isError ? <ErrorState error={switches.error} onRetry={() => void switches.refetch()} /> : null}
      {switches.isSuccess ? <ForgetMethods phoneEnabled={switches.data.CHNGPASSVERIF3 === true} /> : null}
    </div>
  );
}

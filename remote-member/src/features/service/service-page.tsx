import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, getRuntimeConfig } from '@mc/shared-kernel';
import { useChatLaunch } from './api/chat-launch';
import { chatOpening } from './chat-opening';
import { ChatFrame } from './components/chat-frame';
import { ServiceLinks } from './components/service-links';
import './service.css';

/**
 * /m/service: live chat and the site's configured service links. Guests may use it (someone who cannot log
 * in needs it most). `?chat=1` is the chat open in a frame, so the phone's back button closes it.
 */
export default function ServicePage() {
  const { t, i18n } = useTranslation(['member-service', 'kernel']);
  const [searchParams, setSearchParams] = useSearchParams();
  const launch = useChatLaunch(i18n.language);
  const config = getRuntimeConfig();
  const opening = launch.data
    ? chatOpening(launch.data.url, launch.data.embeddable, {
        siteOrigin: window.location.origin,
        apiBase: config.apiBase,
        frameOrigins: config.frameOrigins,
      })
    : null;
  const framed = searchParams.get('chat') === '1' && opening?.mode === 'frame';

  if (framed)
    return (
      <ChatFrame
        href={opening.href}
        sameOrigin={opening.sameOrigin}
        onBack={() => setSearchParams({}, { replace: true })}
      />
    );

  let chat;
  if (launch.isError) chat = <ErrorState error={launch.error} onRetry={() => void launch.refetch()} compact />;
  else if (!launch.data) {
    chat = (
      <button type="button" className="mc-btn mc-btn--primary mc-btn--block" aria-disabled aria-busy>
        {t('kernel:state.loading')}
      </button>
    );
  } else if (!opening)
    chat = (
      <p className="mem-service__note" role="status">
        {t('chatUnavailable')}
      </p>
    );
  else if (opening.mode === 'tab') {
    chat = (
      <a
        className="mc-btn mc-btn--primary mc-btn--block mem-service__start"
        href={opening.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('startChat')}
        <span className="mem-service__sr"> ({t('newTab')})</span>
      </a>
    );
  } else {
    chat = (
      <button
        type="button"
        className="mc-btn mc-btn--primary mc-btn--block"
        onClick={() => setSearchParams({ chat: '1' })}
      >
        {t('startChat')}
      </button>
    );
  }

  return (
    <div className="mem-service">
      <section className="mem-service__section" aria-labelledby="mem-service-chat-title">
        <h2 className="mem-service__title" id="mem-service-chat-title">
          {t('chatTitle')}
        </h2>
        <p className="mem-service__note">{t('chatHint')}</p>
        {chat}
      </section>
      <ServiceLinks />
    </div>
  );
}

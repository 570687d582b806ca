import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A provider's chat on its own origin keeps that origin (its storage and cookies; being another origin it
 * cannot reach the site's), and may open its popups unsandboxed (file transfers, sign-ins).
 */
export const PROVIDER_CHAT_SANDBOX =
  'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox';
/**
 * A chat served from the site's own origin (the platform's, through the site's /wps proxy) would be
 * same-origin with the page and could read the session from `parent.sessionStorage`: it runs in an origin of
 * its own, and its popups stay sandboxed too (an unsandboxed popup on the site's origin could read it).
 */
export const SAME_ORIGIN_CHAT_SANDBOX = 'allow-scripts allow-forms allow-popups';

/** The live chat inside the site, with a way back above it that takes the focus first. */
export function ChatFrame({ href, sameOrigin, onBack }: { href: string; sameOrigin: boolean; onBack(): void }) {
  const { t } = useTranslation('member-service');
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="mem-service__chat">
      <button type="button" className="mc-btn mem-service__back" ref={back} onClick={onBack}>
        {t('back')}
      </button>
      <iframe
        className="mem-service__frame"
        src={href}
        title={t('chatFrame')}
        referrerPolicy="no-referrer"
        sandbox={sameOrigin ? SAME_ORIGIN_CHAT_SANDBOX : PROVIDER_CHAT_SANDBOX}
      />
    </div>
  );
}

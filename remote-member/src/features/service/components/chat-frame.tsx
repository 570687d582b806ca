import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The live chat inside the site, with a way back above it that takes the focus first. */
export function ChatFrame({ href, onBack }: { href: string; onBack(): void }) {
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
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bus, useSession, useUnreadCount } from '@mc/shared-kernel';
import { useFirstContentShown } from '../first-content';

/** Unread dot above 0; inbox for members, login prompt for guests. */
export function MessageCentreIcon() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.info !== null);
  const unread = useUnreadCount({ enabled: useFirstContentShown() });
  const hasUnread = loggedIn && (unread.data?.count ?? 0) > 0;
  return (
    <button
      type="button"
      className="host-header__icon"
      aria-label={hasUnread ? t('messages.unread', { count: unread.data?.count }) : t('messages.open')}
      onClick={() => (loggedIn ? navigate('/m/webEmail') : bus.emit('auth:required', { reason: 'login' }))}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
        <path
          d="M4 6h16v12H4zM4 7l8 6 8-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {hasUnread ? <span className="host-header__dot" data-testid="unread-dot" /> : null}
    </button>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bus, isAgentType, useMemberInfo, useSession, useSwitches, useUnreadCount } from '@mc/shared-kernel';
import { visibleEntries } from '../menu-entries';

/** Switches not known yet: room for every entry they could show. */
const EVERY_SWITCH_ON = new Proxy({}, { get: () => true }) as NonNullable<ReturnType<typeof useSwitches>>;

export function MineMenu() {
  const { t } = useTranslation('member');
  const session = useSession((s) => s.info);
  const member = useMemberInfo();
  const switches = useSwitches();
  // The same kernel query as the header's dot: reading a message updates both at once.
  const unread = useUnreadCount();
  const unreadCount = session ? (unread.data?.count ?? 0) : 0;
  const entries = visibleEntries({
    switches,
    withdrawAllowed: member.data?.withdrawAllowed === true,
    // The session knows the type from login, so the agency entry does not wait for the member info.
    agent: isAgentType(member.data?.type ?? session?.type),
    member: session !== null,
  });

  // Every entry here is personal: a guest is asked to log in rather than taken there.
  // Invite is the host's referral panel, not a page, as in the bottom menu.
  const onEntry = (event: MouseEvent, key: string) => {
    if (session && key !== 'invite') return;
    event.preventDefault();
    if (session) bus.emit('invite:open');
    else bus.emit('auth:required', { reason: 'login' });
  };

  // Until the member's details say which entries they may use (withdrawing), the grid keeps the room of
  // all of them: entries arriving later would push the sign-out button down under the finger.
  if (session && (member.isPending || switches === undefined)) {
    const room = visibleEntries({
      switches: switches ?? EVERY_SWITCH_ON,
      withdrawAllowed: true,
      agent: isAgentType(session.type),
      member: true,
    }).length;
    return (
      <nav className="mem-menu" aria-label={t('mine.services')} aria-busy="true">
        <ul className="mem-menu__grid" data-testid="menu-pending">
          {Array.from({ length: room }, (_, i) => (
            <li key={i} className="mem-menu__item" aria-hidden="true" />
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <nav className="mem-menu" aria-label={t('mine.services')}>
      <ul className="mem-menu__grid">
        {entries.map((entry) => {
          const label = t(`mine.menu.${entry.key}`);
          const badge = entry.key === 'inbox' ? unreadCount : 0;
          return (
            <li key={entry.key}>
              <Link to={entry.to} className="mem-menu__item" onClick={(event) => onEntry(event, entry.key)}>
                <span className="mem-menu__icon">
                  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden>
                    <path
                      d={entry.icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.7"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {badge > 0 ? (
                    <span className="mem-menu__badge" data-testid="inbox-badge" aria-hidden>
                      {badge > 99 ? '99+' : badge}
                    </span>
                  ) : null}
                </span>
                {/* Named by its visible words first, then the count the badge shows (the badge is only its picture). */}
                <span>
                  {label}
                  {badge > 0 ? (
                    <span className="mc-visually-hidden">{t('mine.menu.unreadSuffix', { count: badge })}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

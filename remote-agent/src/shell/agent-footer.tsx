import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { agentMenuQuery, useSession } from '@mc/shared-kernel';
import { showsDividend } from './agent-gates';
import { useAgentNoticeUnread } from './agent-notice-unread';
import { CountBadge } from './count-badge';
import { MenuIcon } from './menu-icon';
import { SessionLink } from './session-link';

/** Stands in for the site's bottom menu, which agent pages hide. */
export function AgentFooter() {
  const { t } = useTranslation('agent');
  const menu = useQuery(agentMenuQuery);
  const memberType = useSession((s) => s.info?.type ?? 0);
  const notices = useAgentNoticeUnread();
  const items = [
    { id: 'home', to: '/m/home' },
    { id: 'openAccount', to: '/m/agentRegister' },
    ...(showsDividend(menu.data, memberType) ? [{ id: 'dividend', to: '/m/member/agent/agentDivident' }] : []),
    { id: 'announcements', to: '/m/member/notice?types=A' },
  ];
  return (
    <nav className="agt-footer" aria-label={t('footer.label')}>
      {items.map((item) => {
        const label = t(`footer.${item.id}`);
        const count = item.id === 'announcements' ? (notices.data ?? 0) : 0;
        return (
          <SessionLink key={item.id} to={item.to} className="agt-footer__item">
            <span className="agt-menu__icon">
              <MenuIcon name={item.id} />
              <CountBadge count={count} />
            </span>
            <span>
              {label}
              {count > 0 ? <span className="mc-visually-hidden">{t('menu.unreadSuffix', { count })}</span> : null}
            </span>
          </SessionLink>
        );
      })}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, agentMenuQuery, useUnreadCount } from '@mc/shared-kernel';
import { AGENT_MENU, visibleEntries } from '../agent-menu';
import { CountBadge } from '../../../shell/count-badge';
import { MenuIcon } from '../../../shell/menu-icon';
import { SessionLink } from '../../../shell/session-link';

export function AgentMenuGrid() {
  const { t } = useTranslation('agent');
  const menu = useQuery(agentMenuQuery);
  const unread = useUnreadCount();
  const entries = visibleEntries(AGENT_MENU, menu.data);
  return (
    <nav className="agt-menu" aria-label={t('menu.label')} aria-busy={menu.isPending}>
      {menu.isError ? <ErrorState error={menu.error} onRetry={() => void menu.refetch()} compact /> : null}
      <ul className="agt-menu__grid">
        {entries.map((entry) => {
          const label = t(`menu.${entry.id}`);
          const count = entry.id === 'mail' ? (unread.data?.count ?? 0) : 0;
          return (
            <li key={entry.id}>
              <SessionLink to={entry.to} className="agt-menu__item">
                <span className="agt-menu__icon">
                  <MenuIcon name={entry.id} />
                  <CountBadge count={count} />
                </span>
                {/* Named by its visible words first, then the count the badge shows. */}
                <span className="agt-menu__label">
                  {label}
                  {count > 0 ? <span className="mc-visually-hidden">{t('menu.unreadSuffix', { count })}</span> : null}
                </span>
              </SessionLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { bus, useSession } from '@mc/shared-kernel';

/** Home, promotions, a central deposit button, invite, members. */
export function BottomMenu() {
  const { t } = useTranslation('host');
  const loggedIn = useSession((s) => s.info !== null);
  const items = [
    { to: '/m/home', key: 'home', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z' },
    {
      to: '/m/activity',
      key: 'activity',
      icon: 'M4 8h16v4H4zM6 12h12v8H6zM12 8v12M12 8c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
    },
    { to: '/m/voucherCenter', key: 'deposit', icon: 'M12 5v14M5 12h14', center: true },
    { to: '/m/mine', key: 'mine', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-7 8-7s8 3 8 7' },
  ];
  const invite = (
    <button
      key="invite"
      type="button"
      className="host-menu__item"
      onClick={() => (loggedIn ? bus.emit('invite:open') : bus.emit('auth:required', { reason: 'login' }))}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
        <path
          d="M16 11a4 4 0 1 0-8 0 4 4 0 0 0 8 0zM4 21c1-4 4-6 8-6s7 2 8 6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span>{t('bottom.invite')}</span>
    </button>
  );
  return (
    <nav className="host-menu" aria-label={t('menu.bottom')}>
      {items.slice(0, 3).map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={({ isActive }) =>
            `host-menu__item${item.center ? ' host-menu__item--center' : ''}${isActive ? ' is-active' : ''}`
          }
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
            <path
              d={item.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t(`bottom.${item.key}`)}</span>
        </NavLink>
      ))}
      {invite}
      {items.slice(3).map((item) => (
        <NavLink
          key={item.key}
          to={item.to}
          className={({ isActive }) => `host-menu__item${isActive ? ' is-active' : ''}`}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
            <path
              d={item.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{t(`bottom.${item.key}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

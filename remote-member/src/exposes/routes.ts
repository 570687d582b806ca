import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';

// Header and bottom-menu visibility follow spec section 2 "Layout"; both pages draw their own top bar.
const routes: RemoteRoute[] = [
  {
    path: '/m/login',
    guard: 'none',
    titleKey: 'member:login.title',
    header: 'none',
    bottomMenu: false,
    backTo: '/m/home',
    load: () => import('../features/login/login-page'),
  },
  {
    path: '/m/mine',
    aliases: ['/m/member/home'],
    // Guests see a welcome block instead of being sent away, so no guard.
    guard: 'none',
    titleKey: 'member:mine.title',
    header: 'none',
    bottomMenu: true,
    backTo: '/m/home',
    load: () => import('../features/mine/mine-page'),
  },
];

export default routes;

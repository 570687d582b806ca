import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';

const routes: RemoteRoute[] = [
  {
    path: '/m/gameList',
    guard: 'none',
    titleKey: 'games:list.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/game-list/game-list-page'),
  },
];

export default routes;

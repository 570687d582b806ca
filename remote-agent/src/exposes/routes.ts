import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';

const routes: RemoteRoute[] = [
  {
    path: '/m/agent-home',
    guard: 'agent',
    // No header and no bottom menu on agent pages; the page has its own top bar.
    header: 'none',
    bottomMenu: false,
    load: () => import('../features/agent-home/agent-home-page'),
  },
];

export default routes;

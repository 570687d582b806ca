import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';

const routes: RemoteRoute[] = [
  {
    path: '/m/withdrawReport',
    // Money records belong to real accounts; a trial (free-play) session gets the real-account notice.
    guard: 'real-account',
    titleKey: 'cashier:withdrawReport.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/transaction-report/withdraw-report-page'),
  },
  {
    path: '/m/vouReport',
    // Money records belong to real accounts; a trial (free-play) session gets the real-account notice.
    guard: 'real-account',
    titleKey: 'cashier:depositReport.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/transaction-report/deposit-report-page'),
  },
];

export default routes;

import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';

const routes: RemoteRoute[] = [
  {
    path: '/m/withdrawReport',
    guard: 'member',
    titleKey: 'cashier:withdrawReport.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/transaction-report/withdraw-report-page'),
  },
  {
    path: '/m/vouReport',
    guard: 'member',
    titleKey: 'cashier:depositReport.title',
    header: 'default',
    bottomMenu: true,
    load: () => import('../features/transaction-report/deposit-report-page'),
  },
];

export default routes;

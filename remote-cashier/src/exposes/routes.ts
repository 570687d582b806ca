import type { RemoteRoute } from '@mc/shared-kernel';
import '../i18n/namespace';
import '../i18n/deposit/namespace';
import '../i18n/withdraw/namespace';
import '../i18n/security/namespace';
import '../i18n/wallet/namespace';

// Money belongs to real accounts: a guest goes to login, a trial (free-play) session gets the real-account
// notice. The bottom menu stays (its centre button is Deposit); the header has the back arrow and title.
const cashier = (route: Pick<RemoteRoute, 'path' | 'titleKey' | 'load'> & Partial<RemoteRoute>): RemoteRoute => ({
  guard: 'real-account',
  header: 'default',
  bottomMenu: true,
  ...route,
});

const routes: RemoteRoute[] = [
  cashier({
    path: '/m/voucherCenter',
    titleKey: 'cashier-deposit:title',
    load: () => import('../features/deposit/deposit-page'),
  }),
  cashier({
    path: '/m/voucherCenter/order',
    titleKey: 'cashier-deposit:order.title',
    load: () => import('../features/deposit/deposit-order-page'),
  }),
  cashier({
    path: '/m/voucherCenter/result',
    titleKey: 'cashier-deposit:result.title',
    load: () => import('../features/deposit/deposit-result-page'),
  }),
  cashier({
    path: '/m/withdraw',
    titleKey: 'cashier-withdraw:title',
    load: () => import('../features/withdraw/withdraw-page'),
  }),
  cashier({
    path: '/m/bankCards',
    titleKey: 'cashier-security:cards.title',
    load: () => import('../features/bank-cards/bank-cards-page'),
  }),
  cashier({
    path: '/m/bankCards/add',
    titleKey: 'cashier-security:bind.title',
    load: () => import('../features/bank-cards/bind-card-page'),
  }),
  cashier({
    path: '/m/paymentPassword',
    titleKey: 'cashier-security:password.title',
    load: () => import('../features/payment-password/payment-password-page'),
  }),
  cashier({
    path: '/m/wallet',
    titleKey: 'cashier-wallet:title',
    load: () => import('../features/wallet/wallet-page'),
  }),
  cashier({
    path: '/m/withdrawReport',
    titleKey: 'cashier:withdrawReport.title',
    load: () => import('../features/transaction-report/withdraw-report-page'),
  }),
  cashier({
    path: '/m/vouReport',
    titleKey: 'cashier:depositReport.title',
    load: () => import('../features/transaction-report/deposit-report-page'),
  }),
];

export default routes;

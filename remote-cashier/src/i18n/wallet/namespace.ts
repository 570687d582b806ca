import { registerNamespace } from '@mc/shared-kernel';

// Texts of the cashier's wallet screens load with those screens only.
registerNamespace('cashier-wallet', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});

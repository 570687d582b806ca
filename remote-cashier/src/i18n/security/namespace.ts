import { registerNamespace } from '@mc/shared-kernel';

// Texts of the cashier's security screens load with those screens only.
registerNamespace('cashier-security', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});

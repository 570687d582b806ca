import { registerNamespace } from '@mc/shared-kernel';

// Texts of the cashier's withdraw screens load with those screens only.
registerNamespace('cashier-withdraw', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});

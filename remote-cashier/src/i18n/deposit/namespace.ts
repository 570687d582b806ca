import { registerNamespace } from '@mc/shared-kernel';

// Texts of the cashier's deposit screens load with those screens only.
registerNamespace('cashier-deposit', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});

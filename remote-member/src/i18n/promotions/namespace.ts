import { registerNamespace } from '@mc/shared-kernel';

// Promotion and reward-centre texts load with those screens only.
registerNamespace('member-promotions', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});

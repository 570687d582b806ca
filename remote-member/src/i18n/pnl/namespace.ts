import { registerNamespace } from '@mc/shared-kernel';

// Profit-and-loss texts load with that screen only.
registerNamespace('member-pnl', {
  MY: () => import('./my.json'),
  EN: () => import('./en.json'),
});
